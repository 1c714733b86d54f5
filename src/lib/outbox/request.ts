import type { FormPart, Operation } from '../operation';
import type { OutboxEntry } from './queue';

/**
 * A write kept as data, turned into the HTTP request it stands for. Pure (no app state), so the service worker
 * sends a queued write exactly as the page would when no tab is open (Background Sync).
 */

/** The address the operation goes to, its path parameters filled in. */
export const urlOf = (op: Operation) =>
  op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(op.params?.path?.[name])));

export function formData(parts: readonly FormPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('file' in part) form.append(part.name, part.file, part.fileName);
    else form.append(part.name, part.value);
  }
  return form;
}

/** The request of a queued write: its address and body, the headers it was queued with, and its one Idempotency-Key. */
export function requestOf(entry: OutboxEntry, origin: string): Request {
  const { operation: op } = entry;
  const url = new URL(urlOf(op), origin);
  for (const [name, value] of Object.entries(op.params?.query ?? {})) if (value !== undefined) url.searchParams.append(name, String(value));
  const headers = new Headers({ Accept: 'application/json', ...op.params?.header, ...entry.headers, 'Idempotency-Key': entry.key });
  let body: BodyInit | undefined;
  if (op.form) body = formData(op.form);
  else if (op.body !== undefined) {
    body = JSON.stringify(op.body);
    headers.set('content-type', 'application/json');
  }
  return new Request(url, { method: op.method.toUpperCase(), headers, body, credentials: 'same-origin' });
}
