import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductPageData } from '../../api/product';
import { Picture } from '../../ui/Picture';

export function Gallery({ media }: { media: ProductPageData['data']['media'] }) {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  const current = media[index] ?? media[0];
  if (!current) return null;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <Picture image={current} eager />
      </div>
      {media.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('gallery')}>
          {media.map((m, i) => (
            <li key={m.src}>
              <button type="button" aria-label={t('photoN', { n: i + 1 })} aria-pressed={i === index} onClick={() => setIndex(i)}>
                <img src={m.src} width={64} height={64} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
