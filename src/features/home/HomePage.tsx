import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { ProductSliderKind, SliderPlace } from '../../api/home';
import { useResource } from '../../lib/resource';
import { HOME_BANNER_SIZES } from '../../domain/picture-variants';
import { AppLink } from '../../ui/AppLink';
import { lang } from '../../stores/session';
import { Picture } from '../../ui/Picture';
import { ProductStrip } from '../../ui/ProductStrip';
import { useItemsInReach } from '../../ui/items-in-reach';
import { HOME_SECTIONS, mediaSliderResource, productSliderResource } from './resources';
import './home.css';

function MediaStrip({ place, eager = false }: { place: SliderPlace; eager?: boolean }) {
  const items = useResource(mediaSliderResource(lang.value, place));
  const [listRef, inReach] = useItemsInReach<HTMLUListElement>(items.data?.length ?? 0);
  if (!items.data?.length) return null;
  return (
    <ul className={`media-strip media-strip--${place}`} ref={listRef}>
      {items.data.map((item, i) => (
        <li key={item.id}>
          <AppLink href={item.url} className="media-strip__item">
            {/* The picture's alt is the banner's title: it names the link, once. */}
            <Picture image={item.image} eager={eager && i === 0} sizes={HOME_BANNER_SIZES[place]} fetched={i < inReach} />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function ProductSlider({ kind, title }: { kind: ProductSliderKind; title: string }) {
  const { t } = useTranslation('common');
  const products = useResource(productSliderResource(lang.value, kind));
  const failed = products.status === 'failed' && !products.data;
  return (
    <ProductStrip
      id={`strip-${kind}`}
      title={title}
      products={products.data}
      loading={products.status === 'loading'}
      notice={failed ? t('sectionUnavailable') : undefined}
    />
  );
}

const SLIDER_TITLES = { pg_popular: 'popular', pg_new: 'new' } as const satisfies Record<ProductSliderKind, string>;

/** The strips a phone shows on its first screen: their first pictures are the page's main ones. */
const FIRST_SCREEN_SECTIONS = 2;

export default function HomePage() {
  useSignals();
  const { t } = useTranslation('home');
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('title')}</h1>
      {HOME_SECTIONS.map((section, i) =>
        'media' in section ? (
          <MediaStrip key={section.media} place={section.media} eager={i < FIRST_SCREEN_SECTIONS} />
        ) : (
          <ProductSlider key={section.products} kind={section.products} title={t(SLIDER_TITLES[section.products])} />
        ),
      )}
    </div>
  );
}
