import { signal } from '@preact/signals-react';
import { useDeferredValue } from 'react';
import {
  fetchReviews,
  REVIEWS_SCOPE,
  reviewRequest,
  reviewsUrl,
  type CreatedReview,
  type Review,
  type ReviewPage,
  type ReviewValues,
} from '../../../api/reviews';
import { apiFailure, type ErrorBody } from '../../../lib/api';
import { i18next } from '../../../lib/i18n';
import { useResource, type ResourceDef } from '../../../lib/resource';
import { urlOf } from '../../../lib/outbox/request';
import { onOutboxResult, queued, sendOrQueue, type OutboxEntry, type OutboxResult } from '../../../lib/outbox';
import { notifyCallFailure } from '../../../stores/call-failure';
import { notify, notifyFailure } from '../../../stores/notifications';
import { lang } from '../../../stores/session';
import { keepOwnReviews, readOwnReviews } from './own-reviews';
import { afterFirstScreen } from '../../../lib/first-screen';

/** Per-field messages the form shows, one per field. */
export type ReviewErrors = Partial<Record<keyof ReviewValues | 'photos', string>>;

/** A review the server refused after it waited offline: the form takes it back, so nothing typed is lost. */
interface ReturnedDraft {
  values: ReviewValues;
  photos: File[];
  errors: ReviewErrors;
}

export const returnedDrafts = signal<Record<string, ReturnedDraft>>({});
/** Reviews waiting in the outbox, by reviews URL. */
export const waitingCounts = signal<Record<string, number>>({});

/**
 * Reviews this shopper published, by reviews URL, until a list answer has them. When the network is slow
 * or gone the service worker answers the list from its stored copy, which can predate the review; the
 * shopper still sees it (kept for the tab).
 */
const ownReviews = signal<Record<string, Review[]>>({});
// The tab's own reviews are the browser's to know: a hydrating page first shows what the server rendered. A tab
// that kept none (most) leaves the signal as it is, so the reviews block is not drawn again for an empty record.
afterFirstScreen(() => {
  const kept = readOwnReviews();
  if (Object.keys(kept).length > 0) ownReviews.value = kept;
});
/** Grows with every publication: the lists load again. */
const publications = signal(0);

function keepOwn(next: Record<string, Review[]>): void {
  ownReviews.value = next;
  keepOwnReviews(next);
}

/** Drops the shopper's reviews a list answer already has. */
function settleOwn(url: string, page: ReviewPage): void {
  const mine = ownReviews.value[url] ?? [];
  const left = mine.filter((r) => !page.data.some((d) => d.id === r.id));
  if (left.length === mine.length) return;
  const { [url]: _settled, ...others } = ownReviews.value;
  keepOwn(left.length ? { ...others, [url]: left } : others);
}

export function firstErrors(errors: ErrorBody['errors']): ReviewErrors {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([field, texts]) => [field, texts[0]]));
}

function published(url: string, review: Review): void {
  const mine = ownReviews.value[url] ?? [];
  if (!mine.some((r) => r.id === review.id)) keepOwn({ ...ownReviews.value, [url]: [review, ...mine] });
  publications.value += 1;
}

export async function refreshWaiting(): Promise<void> {
  const counts: Record<string, number> = {};
  for (const { operation } of await queued(REVIEWS_SCOPE)) counts[urlOf(operation)] = (counts[urlOf(operation)] ?? 0) + 1;
  waitingCounts.value = counts;
}

/** The shopper's review rebuilt from a queued write. */
function draftOf(entry: OutboxEntry, errors: ErrorBody['errors']): ReturnedDraft {
  const values: ReviewValues = { rating: '', advantages: '', disadvantages: '', text: '' };
  const photos: File[] = [];
  for (const part of entry.operation.form ?? []) {
    if ('file' in part) photos.push(new File([part.file], part.fileName, { type: part.file.type }));
    else if (part.name in values) values[part.name as keyof ReviewValues] = part.value;
  }
  return { values, photos, errors: firstErrors(errors) };
}

/** What became of a review that waited offline: published, or handed back to its form with the reasons. */
async function onSettled(result: OutboxResult): Promise<void> {
  const { entry } = result;
  const body = result.expired ? null : result.body;
  // The result may come before any reviews block has loaded its texts (a flush at app start).
  await i18next.loadNamespaces('reviews');
  if (!result.expired && result.status < 300) {
    published(urlOf(entry.operation), (body as CreatedReview).data);
    notify({ type: 'success', title: i18next.t('reviews:delivered') });
  } else {
    const refusal = (body as ErrorBody | null) ?? { message: i18next.t('errors:unexpected') };
    returnedDrafts.value = { ...returnedDrafts.value, [urlOf(entry.operation)]: draftOf(entry, refusal.errors) };
    notify({ type: 'error', title: i18next.t('reviews:returned') });
    notifyFailure(refusal);
  }
  await refreshWaiting();
}

// Registered once with the product page's code, so an answer at any moment of the visit is heard.
onOutboxResult(REVIEWS_SCOPE, (result) => void onSettled(result));

export type SubmitOutcome = { kind: 'published'; review: Review } | { kind: 'queued' };

/**
 * Sends the review now, or, offline, on a network failure or a server error, keeps it in the outbox
 * under the key of this attempt, so a first attempt that did arrive is not written twice.
 * A refusal (4xx) throws an ApiFailure with the server's texts.
 */
export async function submitReview(productId: number, values: ReviewValues, photos: readonly File[]): Promise<SubmitOutcome> {
  const outcome = await sendOrQueue(reviewRequest(productId, values, photos, lang.value));
  if (outcome.kind === 'queued') {
    await refreshWaiting();
    return { kind: 'queued' };
  }
  if (outcome.status >= 300) throw apiFailure(outcome.status, outcome.body, i18next.t('errors:unexpected'));
  const review = (outcome.body as CreatedReview).data;
  published(reviewsUrl(productId), review);
  return { kind: 'published', review };
}

/** The list with the shopper's own new reviews on top when the answer did not have them yet. */
export function withOwnReviews(page: ReviewPage, own: readonly Review[]): ReviewPage {
  const missing = own.filter((r) => !page.data.some((d) => d.id === r.id));
  if (!missing.length) return page;
  const by_rating = { ...page.summary.by_rating };
  // From the rounded average: near enough for the one or two reviews an older answer lacks.
  let sum = page.summary.rate * page.summary.count;
  for (const r of missing) {
    by_rating[r.rating as keyof typeof by_rating] += 1;
    sum += r.rating;
  }
  const count = page.summary.count + missing.length;
  return {
    ...page,
    data: [...missing, ...page.data],
    summary: { rate: Math.round((sum * 10) / count) / 10, count, by_rating },
    pagination: { ...page.pagination, total: page.pagination.total + missing.length },
  };
}

/** The next page added below the shown ones: a review written meanwhile shifts the pages by one, never shown twice. */
function withNextPage(shown: ReviewPage, next: ReviewPage): ReviewPage {
  const seen = new Set(shown.data.map((r) => r.id));
  return { ...next, data: [...shown.data, ...next.data.filter((r) => !seen.has(r.id))] };
}

const reviewsResource = (productId: number, page: number): ResourceDef<ReviewPage> => ({
  key: `reviews:${reviewsUrl(productId)}:${page}`,
  load: () => fetchReviews(productId, page),
});

/**
 * The reviews block's list: the first ten, "load more" appends the next ten and replaces the pagination
 * (docs/product-rules.md#catalogue "Loading more"). Loads again when the shopper's own review gets published.
 */
export function useReviewList(productId: number) {
  const url = reviewsUrl(productId);
  const own = ownReviews.value[url] ?? [];
  const list = useResource(reviewsResource(productId, 1), {
    revision: publications.value,
    keepPrevious: true,
    onAnswer: (page) => settleOwn(url, page),
    more: {
      next: (shown) =>
        shown.pagination.current_page < shown.pagination.last_page ? reviewsResource(productId, shown.pagination.current_page + 1) : null,
      join: withNextPage,
    },
  });
  // Ten reviews below the first screen: drawn in slices between the browser's other work, not in one long task.
  const shown = useDeferredValue(list.data);
  const status = list.status === 'ready' && !shown ? 'loading' : list.status;

  const loadMore = () => list.loadMore().catch((error: unknown) => notifyCallFailure(error));

  const page = shown && withOwnReviews(shown, own);
  return { status, page, loadingMore: list.loadingMore, loadMore, retry: () => void list.refresh() };
}
