import { apiFailure, EmptyDataError } from '../lib/api';
import { ChangeQueued } from '../lib/outbox/change-queued';
import type { ResponseOf } from '../lib/contract-types';
import { i18next } from '../lib/i18n';
import { operation, type InitOf, type PathsWith, type WriteMethod } from '../lib/operation';
import { sendOrQueue } from '../lib/outbox';
import type { paths } from '../lib/api-schema';

/**
 * Changes to the customer's own data (pets, recipients, deliveries, favourite and auto-purchase lists, the profile)
 * go through the outbox (docs/decisions/0006-sessions-and-idempotent-writes.md): made offline or on a connection that
 * fails, they wait on the device and go out once it is back, and their answer comes to CUSTOMER_CHANGES_SCOPE
 * (src/stores/customer-changes.ts). Money and the account's keys (checkout, payment, a new password, deleting the
 * account) are not among them: those need the network and say so.
 */
export const CUSTOMER_CHANGES_SCOPE = 'customer-changes';

/** The `data` of the change's success: 200, or 201 where it makes something. */
type DataOf<P extends keyof paths, M extends WriteMethod> = ResponseOf<P, M> | ResponseOf<P, M, 201> extends { data: infer D } ? D : never;

/** Sends the change and answers its `data`; a refusal is an ApiFailure, a change kept for later a ChangeQueued. */
export async function changeCustomerData<M extends WriteMethod, P extends PathsWith<M>>(
  method: M,
  path: P,
  init: InitOf<NonNullable<paths[P][M]>>,
): Promise<DataOf<P, M>> {
  const outcome = await sendOrQueue({ operation: operation(method, path, init), scope: CUSTOMER_CHANGES_SCOPE });
  if (outcome.kind === 'queued') throw new ChangeQueued();
  if (outcome.status >= 300) throw apiFailure(outcome.status, outcome.body, i18next.t('errors:unexpected'));
  const data = (outcome.body as { data?: unknown } | null)?.data;
  if (data === undefined || data === null) throw new EmptyDataError(outcome.status);
  return data as DataOf<P, M>;
}
