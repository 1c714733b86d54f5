import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FakeRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * What the fake does with one request: an answer, 'hang' to never answer (a provider that times out), or 'reset' to
 * cut the connection once the whole request has arrived (an answer lost on the way back).
 */
export type FakeAnswer = { status: number; json: unknown } | 'hang' | 'reset';

export interface FakeProvider {
  url: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

/**
 * A provider's HTTP API on 127.0.0.1 for tests: it records each JSON request and answers as `answer` says. Each
 * test file gives its own port, so files running side by side never share one.
 */
export async function startFakeProvider(port: number, answer: (request: FakeRequest, index: number) => FakeAnswer): Promise<FakeProvider> {
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const request = { path: req.url ?? '/', headers: req.headers, body: raw ? (JSON.parse(raw) as unknown) : null };
      requests.push(request);
      const reply = answer(request, requests.length - 1);
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      if (reply === 'reset') {
        req.socket.destroy();
        return;
      }
      // No kept-alive sockets: a test's client would otherwise reuse one the next test's fake never saw.
      res.writeHead(reply.status, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
