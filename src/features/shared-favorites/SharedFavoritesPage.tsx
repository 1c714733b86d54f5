import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageParams } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { addListToCart } from '../../stores/favorites';
import { lang } from '../../stores/session';
import { PageFailure } from '../../ui/PageFailure';
import { ProductTile } from '../../ui/ProductTile';
import { sharedListResource } from './resources';
import './shared-favorites.css';

/** docs/product-rules.md#routes-and-screens /favorites/share/{id}: someone's favourites list, for anyone with the link; a closed list is a 404. */
export default function SharedFavoritesPage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['favorite-lists', 'common']);
  const shareId = params.id ?? '';
  const list = useResource(sharedListResource(lang.value, shareId));
  const [adding, setAdding] = useState(false);

  if (!list.data) {
    if (list.status === 'failed') return <PageFailure error={list.error} />;
    return <div className="shared-favorites shared-favorites--skeleton skeleton" aria-busy="true" />;
  }
  const { name, count, products } = list.data;
  const addAll = async () => {
    setAdding(true);
    await addListToCart(products);
    setAdding(false);
  };
  return (
    <section className="shared-favorites" aria-busy={list.status === 'loading'}>
      <p className="shared-favorites__intro">{t('sharedIntro')}</p>
      <h1>{name}</h1>
      <div className="shared-favorites__bar">
        <p className="shared-favorites__count">{t('count', { count })}</p>
        {products.length > 0 && (
          <button type="button" className="button" onClick={addAll} disabled={adding} aria-busy={adding}>
            {t('addAll')}
          </button>
        )}
      </div>
      {products.length === 0 ? (
        <p className="empty-state">{t('sharedEmpty')}</p>
      ) : (
        <ul className="tiles">
          {products.map((product, i) => (
            <li key={product.id}>
              <ProductTile product={product} eager={i < 2} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
