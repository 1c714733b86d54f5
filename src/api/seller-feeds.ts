import { api } from '../lib/api';
import { bodyOf, dataOf } from './answer';

/** docs/product-rules.md#price-feeds: the workspace sends a feed through the seller API's own routes, with its session. */
export function sendFeed(file: File, dryRun: boolean) {
  const form = new FormData();
  form.append('dry_run', String(dryRun));
  form.append('file', file, file.name);
  return bodyOf(api.POST('/api/seller-api/feeds', { body: form as never, bodySerializer: (body: unknown) => body as FormData }));
}

export const sellerFeed = (id: number) => dataOf(api.GET('/api/seller-api/feeds/{id}', { params: { path: { id } } }));

export const applyFeed = (id: number) => dataOf(api.POST('/api/seller-api/feeds/{id}/apply', { params: { path: { id } } }));

export type SellerFeed = Awaited<ReturnType<typeof sellerFeed>>;
