import { CHAT_POLL_MS } from '../../../domain/conversation-rules';
import { useResource, type ResourceView } from '../../../lib/resource';
import { notifyCallFailure } from '../../../stores/call-failure';
import { customer } from '../../../stores/customer';

/**
 * Data of an open chat screen, asked for again every CHAT_POLL_MS while the page is in view and at once when it
 * comes back into view, so a seller's reply shows up without a reload. `onAnswer` sees each answer with the one before.
 * A poll that fails keeps what is shown; only the first load tells the shopper.
 */
export function useChatData<T>(
  name: string,
  load: () => Promise<T>,
  onAnswer?: (next: T, previous: T | undefined) => void,
): ResourceView<T> {
  return useResource(
    { key: `${name}:${customer.value?.id ?? ''}`, load },
    {
      poll: CHAT_POLL_MS,
      onAnswer,
      onFailure: (error, shown) => (shown === undefined ? notifyCallFailure(error) : console.warn('chat refresh failed', error)),
    },
  );
}
