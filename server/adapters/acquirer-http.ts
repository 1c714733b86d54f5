/** How an outside acquirer's API is called: a bounded wait per try, and a few tries with growing pauses. */
export interface RetryPolicy {
  attempts: number;
  /** the pause before the second try; each later one doubles it */
  firstPauseMs: number;
  /** one try's whole wait for an answer */
  timeoutMs: number;
}

export const ACQUIRER_RETRY: RetryPolicy = { attempts: 3, firstPauseMs: 500, timeoutMs: 10_000 };

/** The acquirer did not answer in the end, or answered what it refuses: nothing is known to have changed there. */
export class AcquirerUnavailable extends Error {}

interface AcquirerAnswer {
  status: number;
  text: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One call to an acquirer's API. A network failure, a timeout, a 429 or a 5xx is tried again after a pause; any
 * other answer is the acquirer's word and is returned. Only calls that are safe to repeat go through here: reads,
 * and writes the acquirer keys by our own reference (a refund by order or by extRef), or whose result the shop keeps
 * once (server/routes/payment-acquirers.ts keeps a single Monobank invoice per session).
 */
export async function callAcquirer(url: string, init: RequestInit, policy: RetryPolicy = ACQUIRER_RETRY): Promise<AcquirerAnswer> {
  let last = 'no try';
  for (let attempt = 0; attempt < policy.attempts; attempt += 1) {
    if (attempt > 0) await pause(policy.firstPauseMs * 2 ** (attempt - 1));
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
      const text = await response.text();
      if (response.status < 500 && response.status !== 429) return { status: response.status, text };
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  }
  throw new AcquirerUnavailable(`${new URL(url).pathname}: ${last} after ${policy.attempts} tries`);
}

/** The JSON an acquirer answered, or a refusal naming what it said. */
export function acquirerJson<T>(answer: AcquirerAnswer, what: string): T {
  if (answer.status < 200 || answer.status >= 300)
    throw new AcquirerUnavailable(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new AcquirerUnavailable(`${what}: not JSON`);
  }
}
