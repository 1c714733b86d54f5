import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeIdleConnectionsOnStop, CONNECTION_OPTIONS } from './connections';

/** Port 0 lets the system pick a free one; TEST_PORT pins it where only some ports may be used. */
const PORT = Number(process.env.TEST_PORT ?? 0);

async function storeLike() {
  const app = Fastify(CONNECTION_OPTIONS);
  closeIdleConnectionsOnStop(app);
  app.get('/', async () => 'ok');
  await app.listen({ port: PORT, host: '127.0.0.1' });
  return { app, port: (app.server.address() as { port: number }).port };
}

async function opened(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

describe('connections', () => {
  it('time out a slow request at 60 s and a silent connection at 75 s, past keep-alive’s 72 s', async () => {
    const { app } = await storeLike();
    expect({ request: app.server.requestTimeout, silent: app.server.timeout, keepAlive: app.server.keepAliveTimeout }).toEqual({
      request: 60_000,
      silent: 75_000,
      keepAlive: 72_000,
    });
    await app.close();
  });

  // Without it the stop waits for the silent socket until its timeout, long past the stop's grace period.
  it('are closed at a stop when idle: one that never sent a byte and one kept alive after its answer', async () => {
    const { app, port } = await storeLike();
    const silent = await opened(port);
    const kept = await opened(port);
    kept.write('GET / HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    await once(kept, 'data');
    const closed = Promise.all([once(silent, 'close'), once(kept, 'close')]);
    await app.close();
    await closed;
    expect([silent.destroyed, kept.destroyed]).toEqual([true, true]);
  });
});
