import { useTranslation } from 'react-i18next';
import { homeSlides, moveHomeSlide, type HomeSlide } from '../../api/admin-promotions';
import { useOperatorList } from './use-operator-list';

export const HOME_SLIDES_KEY = 'operator:home-slides';

const PLACES = ['tabs', 'banner', 'mini_banner', 'category'] as const;

/** docs/product-rules.md#promotions-and-promo-codes-in-the-back-office: the home page's slides and the category pages' banners, each place in its order. */
export function HomeSlides() {
  const { t } = useTranslation('admin-promotions');
  const { data: slides, loading, failure, act } = useOperatorList({ key: HOME_SLIDES_KEY, load: homeSlides });
  return (
    <section aria-labelledby="admin-slides">
      <h2 id="admin-slides">{t('slidesTitle')}</h2>
      {failure && <p role="alert">{failure}</p>}
      {loading && <p aria-busy="true">{t('loading')}</p>}
      {slides?.length === 0 && <p>{t('slidesEmpty')}</p>}
      {slides &&
        PLACES.map((place) => {
          const ofPlace = slides.filter((slide) => slide.place === place);
          if (ofPlace.length === 0) return null;
          return (
            <div key={place}>
              <h3 id={`admin-slides-${place}`}>{t(`places.${place}`)}</h3>
              <ol className="admin__queue" aria-labelledby={`admin-slides-${place}`}>
                {ofPlace.map((slide, i) => (
                  <SlideRow key={slide.id} slide={slide} first={i === 0} last={i === ofPlace.length - 1} act={act} />
                ))}
              </ol>
            </div>
          );
        })}
    </section>
  );
}

function SlideRow({
  slide,
  first,
  last,
  act,
}: {
  slide: HomeSlide;
  first: boolean;
  last: boolean;
  act: (step: () => Promise<unknown>) => Promise<void>;
}) {
  const { t } = useTranslation('admin-promotions');
  return (
    <li className="admin__request admin__slide" aria-label={slide.title}>
      <div className="admin__request-head">
        <strong>
          {slide.position}. {slide.title}
        </strong>
      </div>
      <p className="admin__meta">{slide.url}</p>
      <div className="admin__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={first}
          aria-label={t('moveUp', { title: slide.title })}
          onClick={() => act(() => moveHomeSlide(slide.id, 'up'))}
        >
          ↑ {t('up')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={last}
          aria-label={t('moveDown', { title: slide.title })}
          onClick={() => act(() => moveHomeSlide(slide.id, 'down'))}
        >
          ↓ {t('down')}
        </button>
      </div>
    </li>
  );
}
