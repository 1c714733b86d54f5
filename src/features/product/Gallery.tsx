import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductPageData } from '../../api/product';
import { PICTURE_SIZES } from '../../domain/picture-variants';
import { Picture } from '../../ui/Picture';

export function Gallery({ media }: { media: ProductPageData['data']['media'] }) {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  const current = media[index] ?? media[0];
  if (!current) return null;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <Picture image={current} eager sizes={PICTURE_SIZES.productGallery} />
      </div>
      {media.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('gallery')}>
          {media.map((m, i) => (
            <li key={m.src}>
              <button type="button" aria-label={t('photoN', { n: i + 1 })} aria-pressed={i === index} onClick={() => setIndex(i)}>
                <Picture image={{ ...m, alt: '' }} width={64} height={64} sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
