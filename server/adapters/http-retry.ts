/** A provider's answer that is worth asking again for: it timed out, the connection failed, or it said 5xx. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    detail: string,
    /**
     * Whether the request may have been acted on: 'no' when the provider was never reached or answered that it
     * failed (a 5xx), 'maybe' when the answer was lost (a timeout, a connection cut while it was under way).
     */
    readonly actedOn: 'no' | 'maybe' = 'maybe',
  ) {
    super(`${provider} is unavailable: ${detail}`);
  }
}

/** Connection failures that happen before a request is sent: the provider cannot have acted on it. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** A provider that answered, and refused: asking again would get the same answer. */
export class ProviderRefusedError extends Error {
  constructor(
    readonly provider: string,
    detail: string,
    /** the provider's own codes for why (Nova Poshta's `errorCodes`), so its reason can be told in the reader's language */
    readonly codes: readonly string[] = [],
  ) {
    super(`${provider} refused the request: ${detail}`);
  }
}

export interface RetryPolicy {
  /** tries in all, the first one included */
  attempts: number;
  /** wait before the second try; each further wait doubles */
  firstDelayMs: number;
  /** one try's limit; past it the request is cut and counts as unavailable */
  timeoutMs: number;
  /** how a wait is made; tests pass one that returns at once and records the delays */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, firstDelayMs: 500, timeoutMs: 10_000 };

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POSTs JSON and returns the parsed answer, trying again with doubling waits while the provider is unavailable.
 * A 4xx is not tried again: the request itself is wrong, or the key is.
 */
export async function postJson(
  provider: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  policy: RetryPolicy,
): Promise<unknown> {
  const sleep = policy.sleep ?? sleepFor;
  let last: ProviderUnavailableError | undefined;
  for (let attempt = 0; attempt < policy.attempts; attempt++) {
    if (attempt > 0) await sleep(policy.firstDelayMs * 2 ** (attempt - 1));
    try {
      return await postOnce(provider, url, body, headers, policy.timeoutMs);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      last = error;
    }
  }
  throw last ?? new ProviderUnavailableError(provider, 'no attempt made');
}

async function postOnce(
  provider: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    throw new ProviderUnavailableError(
      provider,
      (error as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : `${(error as Error).message}${code ? ` (${code})` : ''}`,
      code && NEVER_SENT.has(code) ? 'no' : 'maybe',
    );
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) throw new ProviderUnavailableError(provider, `HTTP ${response.status}`, 'no');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw response.ok
      ? new ProviderUnavailableError(provider, 'an answer that is not JSON')
      : new ProviderRefusedError(provider, `HTTP ${response.status}`);
  }
  if (!response.ok) throw new ProviderRefusedError(provider, `HTTP ${response.status} ${text.slice(0, 200)}`);
  return parsed;
}
