import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOption } from '../../api/catalog';
import { useListing } from './listing-context';
import { chooseView, type ListingView } from './view-mode';

/** docs/product-rules.md#catalogue: the current sort is the option flagged is_checked; choosing another goes to its URL. */
function SortSelect({ options }: { options: SortOption[] }) {
  const { t } = useTranslation('catalog');
  const { goTo } = useListing();
  const id = useId();
  const checked = (options.find((o) => o.is_checked) ?? options[0])?.value;
  // The choice shows at once; the answer for it brings the matching is_checked.
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => setChosen(null), [checked]);
  if (!checked) return null;
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('sort')}</label>
      <select
        id={id}
        value={chosen ?? checked}
        onChange={(e) => {
          const option = options.find((o) => o.value === e.target.value);
          if (!option) return;
          setChosen(option.value);
          goTo(option.url);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.title}
          </option>
        ))}
      </select>
    </div>
  );
}

function ViewToggle({ view }: { view: ListingView }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="view-toggle" role="group" aria-label={t('view')}>
      {(['tile', 'list'] as const).map((v) => (
        <button
          key={v}
          type="button"
          className={`view-toggle__button view-toggle__button--${v}`}
          aria-pressed={view === v}
          aria-label={t(v === 'tile' ? 'viewTile' : 'viewList')}
          title={t(v === 'tile' ? 'viewTile' : 'viewList')}
          onClick={() => chooseView(v)}
        >
          <span aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

/** Above the list: the filters button (phones), the sort and the view. */
export function ListingToolbar({ sort, view, filtersButton }: { sort: SortOption[]; view: ListingView; filtersButton?: ReactNode }) {
  return (
    <div className="listing-toolbar">
      {filtersButton}
      <SortSelect options={sort} />
      <ViewToggle view={view} />
    </div>
  );
}
