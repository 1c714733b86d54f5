import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { SearchResult } from '../../api/search';
import { SEARCH_MIN_CHARS, isSearchQueryLongEnough } from '../../domain/limits';
import { paths } from '../../domain/paths';
import { ApiFailure } from '../../lib/api';
import { trackSearch } from '../../lib/analytics/events';
import { useItemList } from '../../lib/analytics/hooks';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { PageFailure } from '../../ui/PageFailure';
import { Pagination } from '../../ui/Pagination';
import { ProductTile } from '../../ui/ProductTile';
import { historyQueries, loadHistory, searchHistory } from './history';
import { OfflineResults } from './OfflineResults';
import { atPage, parseSearchState, searchHref, toggleBrand, toggleCategory, withoutFilters, type SearchState } from './model';
import { AppLink } from '../../ui/AppLink';
import { searchResource } from './resources';
import './search.css';

/** /search?query=&page=: the results, or why there are none and what to try instead. */
export default function SearchPage() {
  useSignals();
  const state = parseSearchState(useSearch());
  const searchable = isSearchQueryLongEnough(state.query);
  useEffect(() => {
    if (searchable) trackSearch(state.query);
  }, [searchable, state.query]);
  return searchable ? <Results state={state} /> : <TooShort query={state.query} />;
}

function Results({ state }: { state: SearchState }) {
  const { t } = useTranslation(['search', 'common']);
  const [, navigate] = useLocation();
  const href = searchHref(state);
  const answer = useResource(searchResource(lang.value, state));
  // While the next selection loads, the current results stay (dimmed) instead of blinking to a skeleton.
  const shown = useRef<SearchResult | undefined>(undefined);
  if (answer.data) shown.current = answer.data;
  const data = answer.data ?? shown.current;
  const selected = useItemList('search', answer.data?.products.content ?? []);

  // A page that no longer exists (the results shrank since the link was made) sends the shopper to page 1.
  const pastTheEnd = answer.status === 'ready' && state.page > 1 && answer.data.products.content.length === 0;
  useEffect(() => {
    if (pastTheEnd) navigate(searchHref(atPage(state, 1)), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `href` names the search state; navigate is stable
  }, [pastTheEnd, href]);

  if (answer.status === 'failed') {
    // Without a connection the device's own products answer (search itself needs the server).
    const offline = answer.error instanceof ApiFailure && answer.error.status === 0;
    return offline ? <OfflineResults query={state.query} /> : <PageFailure error={answer.error} />;
  }
  if (!data) return <ResultsSkeleton query={state.query} />;
  const { categories, products, filters, pagination } = data;
  const filtered = state.categories.length + state.brands.length > 0;
  return (
    <div className="search-page" aria-busy={answer.status === 'loading'}>
      <h1 className="search-page__title">
        {t('title', { query: state.query })} <span className="search-page__count">{t('productsCount', { count: pagination.total })}</span>
      </h1>
      {data.corrected !== undefined && (
        <p className="search-page__corrected" role="status">
          {t('corrected', { corrected: data.corrected })}{' '}
          <AppLink href={searchHref({ ...state, page: 1, exact: true })}>{t('searchLiterally', { query: state.query })}</AppLink>
        </p>
      )}
      <Chips label={t('categories')} items={categories} onToggle={(id) => navigate(searchHref(toggleCategory(state, id)))} />
      <Chips
        label={t('brands')}
        items={filters.brands}
        shortList={BRANDS_SHOWN}
        onToggle={(id) => navigate(searchHref(toggleBrand(state, id)))}
      />
      {filtered && (
        <AppLink href={searchHref(withoutFilters(state))} className="search-page__reset">
          {t('resetFilters')}
        </AppLink>
      )}
      {products.content.length > 0 ? (
        <ul className="tiles">
          {products.content.map((p, i) => (
            <li key={p.id} onClick={selected(i)}>
              <ProductTile product={p} eager={i < 2} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : filtered ? (
        <p className="empty-state">{t('nothingWithFilters')}</p>
      ) : (
        <div className="empty-state search-page__empty">
          <p className="search-page__empty-title">{t('nothingFound', { query: state.query })}</p>
          {data.did_you_mean !== undefined && (
            <p className="search-page__did-you-mean">
              <AppLink href={searchHref({ query: data.did_you_mean })}>{t('didYouMean', { query: data.did_you_mean })}</AppLink>
            </p>
          )}
          <p>{t('nothingFoundHint')}</p>
          <ClosestCategories categories={data.closest_categories ?? []} />
          <Suggestions current={state.query} />
        </div>
      )}
      <Pagination
        current={pagination.current_page}
        last={pagination.last_page}
        label={t('pagination')}
        hrefFor={(n) => searchHref(atPage(state, n))}
      />
    </div>
  );
}

type Chip = SearchResult['categories'][number];

/** When nothing is found: the categories with most products that carry any of the query's words. */
function ClosestCategories({ categories }: { categories: NonNullable<SearchResult['closest_categories']> }) {
  const { t } = useTranslation('search');
  if (categories.length === 0) return null;
  return (
    <nav className="search-suggestions" aria-label={t('closestCategories')}>
      <h2 className="search-suggestions__title">{t('closestCategories')}</h2>
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <AppLink href={c.url} className="chip">
              {c.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A broad query matches dozens of brands: the ones with most matches show, the rest on request. */
const BRANDS_SHOWN = 10;

/** A filter as a row of toggle buttons; each change starts again at page 1 (see model.ts). */
function Chips({
  label,
  items,
  shortList,
  onToggle,
}: {
  label: string;
  items: Chip[];
  shortList?: number;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('search');
  const [all, setAll] = useState(false);
  if (items.length < 2 && !items.some((c) => c.is_checked)) return null;
  const hidden = !all && shortList !== undefined && items.length > shortList;
  // A checked chip always shows, so it can be unchecked.
  const shown = hidden ? items.filter((c, i) => i < shortList! || c.is_checked) : items;
  return (
    <div className="chips" role="group" aria-label={label}>
      <span className="chips__label" aria-hidden="true">
        {label}
      </span>
      <ul>
        {shown.map((c) => (
          <li key={c.id}>
            <button type="button" className="chip" aria-pressed={c.is_checked} onClick={() => onToggle(c.id)}>
              {c.name} <span className="chip__count">{c.count}</span>
            </button>
          </li>
        ))}
        {hidden && (
          <li>
            <button type="button" className="chip chip--more" onClick={() => setAll(true)}>
              {t('showAll', { count: items.length })}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

function TooShort({ query }: { query: string }) {
  const { t } = useTranslation('search');
  return (
    <div className="search-page">
      <h1 className="search-page__title">{t('titleShort')}</h1>
      <div className="empty-state search-page__empty">
        <p className="search-page__empty-title">{t('tooShort', { count: SEARCH_MIN_CHARS })}</p>
        {query && <p>{t('tooShortText', { query })}</p>}
        <Suggestions current={query} />
      </div>
    </div>
  );
}

/** What to search instead: the shopper's own earlier queries (not the one that found nothing), then what others often look for. */
function Suggestions({ current }: { current: string }) {
  useSignals();
  const { t } = useTranslation('search');
  useEffect(() => void loadHistory(), []);
  const own = historyQueries(searchHistory.value)
    .filter((q) => q.toLocaleLowerCase() !== current.toLocaleLowerCase())
    .slice(0, 8);
  const popular = t('popular', { returnObjects: true }) as string[];
  const list = (title: string, queries: string[]) => (
    <nav className="search-suggestions" aria-label={title}>
      <h2 className="search-suggestions__title">{title}</h2>
      <ul>
        {queries.map((q) => (
          <li key={q}>
            <AppLink href={paths.search(q)} className="chip">
              {q}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <>
      {own.length > 0 && list(t('yourSearches'), own)}
      {list(t('popularSearches'), popular)}
    </>
  );
}

function ResultsSkeleton({ query }: { query: string }) {
  const { t } = useTranslation('search');
  return (
    <div className="search-page" aria-busy="true">
      <h1 className="search-page__title">{t('title', { query })}</h1>
      <ul className="tiles tiles--skeleton" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="skeleton" />
        ))}
      </ul>
    </div>
  );
}
