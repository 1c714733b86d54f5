import { clear, createStore } from 'idb-keyval';
import { vi } from 'vitest';

/** A request that reached the server, with its body read. */
interface Reached {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

/**
 * The network of a component test whose writes may wait in the outbox: a server answering by method and path, and a
 * connection that goes as a browser's does (navigator.onLine false, fetch failing). `reached` lists the requests the
 * server got, so a test sees a waiting write arrive once and with its Idempotency-Key.
 */
export interface TestConnection {
  online: boolean;
  reached: Reached[];
  /** Answers of the next writes, in order; a write without one gets `answer`'s. */
  nextWrites: Response[];
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Installs the connection (call in beforeEach); the outbox starts empty. */
export async function testConnection(answer: (method: string, path: string) => Response): Promise<TestConnection> {
  await clear(createStore('kramnytsia-outbox', 'entries'));
  const connection: TestConnection = { online: true, reached: [], nextWrites: [] };
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => connection.online });
  vi.stubGlobal('fetch', async (request: Request) => {
    if (!connection.online) throw new TypeError('Failed to fetch');
    const { pathname } = new URL(request.url);
    const text = await request.text();
    connection.reached.push({
      method: request.method,
      path: pathname,
      key: request.headers.get('Idempotency-Key'),
      body: text ? JSON.parse(text) : null,
    });
    return (request.method !== 'GET' && connection.nextWrites.shift()) || answer(request.method, pathname);
  });
  return connection;
}

/** Closes the test's page: a retry the outbox planned finds nothing waiting, and goes nowhere (never to the network). */
export async function closeTestConnection(): Promise<void> {
  await clear(createStore('kramnytsia-outbox', 'entries'));
  vi.unstubAllGlobals();
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
}
