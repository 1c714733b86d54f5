import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { BlogArticleData } from '../../api/blog';
import type { PageParams } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { AppLink } from '../../ui/AppLink';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Picture } from '../../ui/Picture';
import { ProductStrip } from '../../ui/ProductStrip';
import { AddToCartButton } from '../../ui/AddToCartButton';
import { PageFailure } from '../../ui/PageFailure';
import { ArticleBody } from './ArticleBody';
import { longShopDate } from '../../lib/shop-date';
import { blogArticleResource } from './resources';
import './blog.css';

/** A blog article: its cover, date, reading time, category and tags, the body, then the goods it links to, ready for the cart. */
export default function BlogArticlePage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['blog', 'common']);
  const categoryId = Number(params.category_id);
  const articleId = Number(params.article_id);
  const page = useResource(blogArticleResource(lang.value, categoryId, articleId));
  if (!page.data)
    return page.status === 'failed' ? <PageFailure error={page.error} /> : <div className="article skeleton" aria-busy="true" />;
  const { data, breadcrumbs } = page.data;
  return (
    <article className="article">
      <Breadcrumbs items={breadcrumbs.slice(0, -1)} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
      <h1>{data.title}</h1>
      <p className="article__meta">
        <time dateTime={data.published_at}>{longShopDate(lang.value, data.published_at)}</time> ·{' '}
        <span>{t('readingTime', { count: data.reading_minutes })}</span> · <AppLink href={data.category.url}>{data.category.name}</AppLink>
      </p>
      <Picture image={data.cover} eager className="article__cover" sizes="(min-width: 860px) 820px, calc(100vw - 26px)" />
      <p className="article__lead">{data.excerpt}</p>
      <ArticleBody blocks={data.body} />
      {data.tags.length > 0 && (
        <nav className="article__tags" aria-label={t('tags')}>
          <ul>
            {data.tags.map((tag) => (
              <li key={tag.id}>
                <AppLink href={tag.url} className="chip">
                  #{tag.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <RelatedProducts related={data.related_products} title={t('related')} />
    </article>
  );
}

function RelatedProducts({ related, title }: { related: BlogArticleData['data']['related_products']; title: string }) {
  if (related.length === 0) return null;
  const offers = new Map(related.map((r) => [r.card.id, r.offer]));
  return (
    <ProductStrip
      id="article-products"
      title={title}
      products={related.map((r) => r.card)}
      action={(card) => {
        const offer = offers.get(card.id)!;
        const qty = Math.max(1, offer.min_cart_quantity);
        return (
          <AddToCartButton
            item={{
              product_id: card.id,
              base_product_id: card.base_product_id,
              qty,
              qty_store: offer.qty_store,
              min_cart_quantity: offer.min_cart_quantity,
              price: card.price,
              old_price: card.old_price,
              title: card.title,
              image: card.image,
              seller: card.seller,
              warehouse_id: offer.warehouse_id,
            }}
          />
        );
      }}
    />
  );
}
