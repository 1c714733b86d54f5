/**
 * Network first with a deadline, no workbox inside (unit-tested in Node). The network answer wins when it
 * comes in time, whatever its status (a 404 page, a redirect); the fallback is used when the network
 * fails, when the deadline passes, or for a gateway error. Without a fallback the network is awaited.
 */
interface NetworkRaceOptions {
  network: Promise<Response>;
  fallback: () => Promise<Response | undefined>;
  timeoutMs: number;
  /** Answers not worth showing when a fallback exists; default: 502, 503, 504 (the server is not there). */
  preferFallback?: (response: Response) => boolean;
}

function isGatewayError(response: Response): boolean {
  return response.status === 502 || response.status === 503 || response.status === 504;
}

type Outcome = { kind: 'response'; response: Response } | { kind: 'error'; error: unknown } | { kind: 'timeout' };

export async function networkFirstWithFallback({
  network,
  fallback,
  timeoutMs,
  preferFallback = isGatewayError,
}: NetworkRaceOptions): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled: Promise<Outcome> = network.then(
    (response) => ({ kind: 'response', response }),
    (error: unknown) => ({ kind: 'error', error }),
  );
  const deadline = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  try {
    const first = await Promise.race([settled, deadline]);
    if (first.kind === 'response' && !preferFallback(first.response)) return first.response;
    const saved = await fallback();
    if (saved) return saved;
    if (first.kind === 'response') return first.response;
    if (first.kind === 'error') throw first.error;
    return await network;
  } finally {
    clearTimeout(timer);
  }
}
