import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductsBlock } from '../../api/catalog';
import { PriceRange } from '../../ui/PriceRange';
import { useListing } from './listing-context';
import { toggleBrand, toggleValue, withPrice } from './listing-model';

/** Lists longer than this show their first options and a "show all" button. */
const SHORT_LIST = 6;

interface Option {
  id: number;
  label: string;
  count: number;
}

function OptionList({
  title,
  options,
  selected,
  onToggle,
}: {
  title: string;
  options: Option[];
  selected: number[];
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const listId = useId();
  // A chosen option hidden in the folded part would look unchosen: such a list starts unfolded.
  const [expanded, setExpanded] = useState(() => options.slice(SHORT_LIST).some((o) => selected.includes(o.id)));
  const shown = expanded ? options : options.slice(0, SHORT_LIST);
  return (
    <fieldset className="filter">
      <legend className="filter__title">{title}</legend>
      <ul id={listId} className="filter__options">
        {shown.map((o) => {
          const checked = selected.includes(o.id);
          return (
            <li key={o.id}>
              <label className={`filter-option ${o.count === 0 && !checked ? 'filter-option--empty' : ''}`}>
                {/* Nothing to find under an option with no products, unless it is how the shopper got here. */}
                <input type="checkbox" checked={checked} disabled={o.count === 0 && !checked} onChange={() => onToggle(o.id)} />
                <span className="filter-option__label">{o.label}</span>
                <span className="filter-option__count">{o.count}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > SHORT_LIST && (
        <button
          type="button"
          className="filter__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('showLess') : t('showAll', { count: options.length })}
        </button>
      )}
    </fieldset>
  );
}

/** Price, brands and characteristics of a listing; the sidebar on wide screens, the popup's body on phones. */
export function FilterPanel({ filters }: { filters: ProductsBlock['filters'] }) {
  const { t } = useTranslation('catalog');
  const { query, go } = useListing();
  const { price } = filters;
  return (
    <div className="filter-panel">
      <div className="filter">
        <PriceRange
          min={price.minPrice}
          max={price.maxPrice}
          from={price.minCurrentPrice}
          to={price.maxCurrentPrice}
          onApply={(range) => go(withPrice(query, range, { min: price.minPrice, max: price.maxPrice }))}
          labels={{ legend: t('price'), from: t('priceFrom'), to: t('priceTo'), apply: t('priceApply') }}
        />
      </div>
      {filters.brands.length > 0 && (
        <OptionList
          title={t('brand')}
          options={filters.brands.map((b) => ({ id: b.id, label: b.name, count: b.count }))}
          selected={query.brands}
          onToggle={(id) => go(toggleBrand(query, id))}
        />
      )}
      {filters.characteristics.map((c) => (
        <OptionList
          key={c.id}
          title={c.name}
          options={c.values.map((v) => ({ id: v.id, label: v.value, count: v.count }))}
          selected={query.values}
          onToggle={(id) => go(toggleValue(query, id))}
        />
      ))}
    </div>
  );
}
