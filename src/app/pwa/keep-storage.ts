import { boolean, object } from 'superstruct';
import { readWebStorage, writeWebStorage, type StoredShape } from '../../lib/storage';

const KEY = 'kramnytsia:storage-kept';
const ANSWER: StoredShape<{ persisted: boolean }> = { version: 1, data: object({ persisted: boolean() }) };

let asking: Promise<void> | null = null;

/**
 * After an order, what the browser keeps for the shopper (the cart, the order's link, writes waiting offline) is
 * worth keeping through the browser's clean-ups under storage pressure. The browser is asked once, quietly
 * (Chromium decides by itself, by how the shop is used), and its answer is kept, so it is never asked again.
 */
export function askToKeepStorage(storage: StorageManager | undefined = navigator.storage): Promise<void> {
  if (!storage?.persist || readWebStorage(localStorage, KEY, ANSWER)) return Promise.resolve();
  asking ??= (async () => {
    try {
      const persisted = (await storage.persisted()) || (await storage.persist());
      writeWebStorage(localStorage, KEY, ANSWER, { persisted });
    } catch (error) {
      // Refused where storage cannot be kept (an insecure address): asked again after the next order.
      console.warn('storage: not kept', error);
    } finally {
      asking = null;
    }
  })();
  return asking;
}
