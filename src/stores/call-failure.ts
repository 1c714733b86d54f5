import { ApiFailure } from '../lib/api';
import { ChangeQueued } from '../lib/outbox/change-queued';
import { i18next } from '../lib/i18n';
import { notify, notifyFailure } from './notifications';

/**
 * Says why a call did not go through: the server's refusal in its own words (those a form already shows under its
 * fields are not said again), a change kept on the device for later as such, anything else as unexpected.
 */
export function notifyCallFailure(error: unknown, shownUnderFields?: ReadonlySet<string>): void {
  if (error instanceof ChangeQueued) notify({ type: 'warn', group: 'customer-changes', title: i18next.t('errors:changeQueued') });
  else notifyFailure(error instanceof ApiFailure ? error.body : { message: i18next.t('errors:unexpected') }, shownUnderFields);
}
