import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { CategoryData } from '../../api/catalog';
import { useResource } from '../../lib/resource';
import { customer } from '../../stores/customer';
import { lang } from '../../stores/session';
import { AppLink } from '../../ui/AppLink';
import { PICTURE_SIZES } from '../../domain/picture-variants';
import { Picture } from '../../ui/Picture';
import { fetchOwnPets } from './own-pets';
import { useListing } from './listing-context';
import { markOwnPets, offersPetTypes, type OwnPet } from './pet-widget-model';

/** Sub-categories and the ready-made selections of a category, as a row of link chips. */
export function CategoryLinks({
  subCatalog,
  selections,
}: {
  subCatalog: CategoryData['sub_catalog'];
  selections: CategoryData['virtual_children'];
}) {
  const { t } = useTranslation('catalog');
  const { query, hrefFor } = useListing();
  const here = hrefFor({ ...query, page: 1 });
  return (
    <>
      {subCatalog.length > 0 && (
        <nav className="sub-catalog" aria-label={t('subcategories')}>
          <ul>
            {subCatalog.map((c) => (
              <li key={c.id}>
                <AppLink href={c.url}>
                  {c.name} <span className="sub-catalog__count">{c.count}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {selections.length > 0 && (
        <nav className="link-chips" aria-label={t('selections')}>
          <ul>
            {selections.map((s) => (
              <li key={s.id}>
                <AppLink href={s.url} aria-current={s.url === here ? 'page' : undefined}>
                  {s.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/** The signed-in customer's pets when the widgets offer pet kinds; none for a guest or while they load. */
function useOwnPets(widgets: CategoryData['widgets']): OwnPet[] {
  useSignals();
  const who = customer.value?.id;
  const ask = who !== undefined && offersPetTypes(widgets);
  const pets = useResource({
    key: ask ? `catalog:own-pets:${who}` : 'catalog:own-pets:none',
    load: () => (ask ? fetchOwnPets() : Promise.resolve([])),
  });
  return pets.data ?? [];
}

/**
 * Pet widgets: pick the pet's type or size and land on the listing filtered by it. A signed-in customer's own
 * pets are pointed out and put first, as a hint: the shopper still picks.
 */
export function PetWidgets({ widgets }: { widgets: CategoryData['widgets'] }) {
  const { t } = useTranslation('catalog');
  const { query } = useListing();
  const pets = useOwnPets(widgets);
  // Made only when a pet is named: the first list format costs a cheap phone tens of milliseconds.
  const names = (own: string[]) => new Intl.ListFormat(lang.value, { type: 'conjunction' }).format(own);
  return widgets.map((w) => (
    <section key={w.attribute_id} className="pet-widget">
      <h2 className="pet-widget__title">{w.title}</h2>
      <ul className="pet-widget__options">
        {markOwnPets(w.options, pets).map((o) => {
          const chosen = query.values.includes(o.id);
          return (
            <li key={o.id}>
              <AppLink href={o.url} className="pet-widget__option" aria-current={chosen ? 'true' : undefined}>
                {o.title}
                {o.pets.length > 0 && (
                  <span className="pet-widget__own">{t('ownPet', { count: o.pets.length, names: names(o.pets) })}</span>
                )}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  ));
}

export function Banners({ banners }: { banners: CategoryData['banners'] }) {
  const { t } = useTranslation('catalog');
  if (banners.length === 0) return null;
  return (
    <section className="catalog-banners" aria-label={t('banners')}>
      <ul>
        {banners.map((b, i) => (
          <li key={b.id}>
            <AppLink href={b.url} className="catalog-banner">
              {/* The picture carries the words (its alt is the title); a screen reader hears the rest. */}
              <Picture image={b.image} eager={i === 0} sizes={PICTURE_SIZES.categoryBanner} />
              {b.subtitle && <span className="visually-hidden">{b.subtitle}</span>}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Popular filtered pages of the category: what shoppers (and search engines) look for. */
export function BlockLinks({ links }: { links: CategoryData['block_links'] }) {
  const { t } = useTranslation('catalog');
  if (links.length === 0) return null;
  return (
    <nav className="link-chips link-chips--wrap" aria-labelledby="catalog-block-links-title">
      <h2 id="catalog-block-links-title">{t('blockLinks')}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.url}>
            <AppLink href={l.url}>{l.title}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
