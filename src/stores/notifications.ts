import { signal } from '@preact/signals-react';
import { NOTIFICATION } from '../domain/limits';
import { validationText } from '../domain/validation-texts';
import { lang } from './session';

type NotificationType = 'error' | 'warn' | 'success';

/** docs/product-rules.md#errors-and-notices "Notification". */
export interface Notification {
  id: number;
  title: string;
  text: string;
  type: NotificationType;
  group: string;
  duration: number;
}

export const notifications = signal<Notification[]>([]);
let nextId = 1;

export function notify({
  title = '',
  text = '',
  type = 'success',
  group = 'app',
  duration = NOTIFICATION.duration,
}: Partial<Omit<Notification, 'id'>>): number {
  const id = nextId++;
  notifications.value = [...notifications.value, { id, title, text, type, group, duration }];
  if (duration > 0) setTimeout(() => dismiss(id), duration);
  return id;
}

export function dismiss(id: number): void {
  notifications.value = notifications.value.filter((n) => n.id !== id);
}

/**
 * A failed call shows the server's message, then each entry of its errors map on its own; a text the form already
 * shows under its field is not said again. A field named without a message of its own gets the generic one,
 * '{field} is not valid.' (docs/product-rules.md#errors-and-notices).
 */
export function notifyFailure(
  body: { message: string; errors?: Record<string, string[]> },
  shownUnderFields: ReadonlySet<string> = new Set(),
): void {
  if (!shownUnderFields.has(body.message)) notify({ type: 'error', title: body.message });
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    const texts = messages.filter((text) => text.trim() !== '');
    for (const text of texts.length ? texts : [validationText('generic', lang.peek(), { field })])
      if (!shownUnderFields.has(text)) notify({ type: 'error', text });
  }
}
