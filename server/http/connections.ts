import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * How long a client may take, so a slow or silent one cannot hold a socket (and a stop) for ever:
 * - a whole request, its body included, within 60 s: a 5 MB review photo over a 1 Mbit/s line takes 40;
 * - a connection silent for 75 s is closed: longer than keep-alive (72 s, Fastify's default, itself longer than the
 *   60 s idle timeout of the usual load balancers, which would otherwise meet a connection closed under them).
 */
export const CONNECTION_OPTIONS = {
  requestTimeout: 60_000,
  connectionTimeout: 75_000,
  keepAliveTimeout: 72_000,
} satisfies Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'>;

/**
 * A stop closes at once every connection with no request in flight: kept-alive ones, and ones that never sent a
 * byte (a browser's preconnected socket), which Node does not count as idle and which would hold the stop for the
 * whole grace period. Connections with a request in flight get its answer, with `Connection: close`.
 */
export function closeIdleConnectionsOnStop(app: FastifyInstance): void {
  const open = new Set<Socket>();
  const busy = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      busy.delete(socket);
    });
  });
  app.server.on('request', (req, res) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
    });
  });
  app.addHook('preClose', (done) => {
    for (const socket of open) if (!busy.has(socket)) socket.destroy();
    done();
  });
}
