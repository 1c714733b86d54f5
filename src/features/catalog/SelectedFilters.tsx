import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../domain/money';
import { Chip } from '../../ui/Chip';
import { useListing } from './listing-context';
import { withoutChip, withoutFilters, type FilterChip } from './listing-model';

/** The chosen filters as removable chips above the list, with one button to drop them all. */
export function SelectedFilters({ chips }: { chips: FilterChip[] }) {
  const { t } = useTranslation('catalog');
  const { query, go } = useListing();
  if (chips.length === 0) return null;
  const label = (chip: FilterChip) =>
    chip.kind === 'price'
      ? t('priceChip', { from: formatPrice(chip.from), to: formatPrice(chip.to) })
      : chip.kind === 'brand'
        ? chip.name
        : `${chip.attribute}: ${chip.name}`;
  return (
    <section className="selected-filters" aria-label={t('selectedFilters')}>
      <ul>
        {chips.map((chip) => (
          <li key={`${chip.kind}-${chip.kind === 'price' ? 0 : chip.id}`}>
            <Chip
              label={label(chip)}
              removeLabel={t('removeFilter', { name: label(chip) })}
              onRemove={() => go(withoutChip(query, chip))}
            />
          </li>
        ))}
        <li>
          <button type="button" className="selected-filters__reset" onClick={() => go(withoutFilters(query))}>
            {t('resetAll')}
          </button>
        </li>
      </ul>
    </section>
  );
}
