import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, nextWait, retryAfterMs, retryLater, retrying, sleep } from './retry';

const backoff = { retries: 3, baseMs: 400, maxMs: 1_000 };

describe('backoffDelay', () => {
  it.each([
    // retry, random, wait: the ceiling doubles up to maxMs, the wait falls in its upper half
    [0, 0, 200],
    [0, 1, 400],
    [1, 0, 400],
    [1, 1, 800],
    [2, 0, 500],
    [2, 0.5, 750],
    [2, 1, 1_000],
    [9, 1, 1_000],
  ])('retry %i with random %f waits %i ms', (n, random, ms) => {
    expect(backoffDelay(n, backoff, () => random)).toBe(ms);
  });

  it('never waits less than the wait before could have been, so the waits grow', () => {
    for (let n = 1; n < 6; n += 1)
      expect(backoffDelay(n, { baseMs: 500, maxMs: 60_000 }, () => 0)).toBeGreaterThanOrEqual(
        backoffDelay(n - 1, { baseMs: 500, maxMs: 60_000 }, () => 1),
      );
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  it.each([
    ['3', 3_000],
    [' 0 ', 0],
    ['Sun, 01 Mar 2026 10:00:05 GMT', 5_000],
    ['Sun, 01 Mar 2026 09:59:00 GMT', 0],
    ['soon', null],
    ['-1', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (header, ms) => {
    expect(retryAfterMs(header, now)).toBe(ms);
  });
});

describe('nextWait', () => {
  it.each([
    [0, null, 400],
    [2, null, 1_000],
    [3, null, null],
    [0, 700, 700],
    [0, 1_000, 1_000],
    [0, 1_001, null],
    [3, 10, null],
  ])('retry %i, the server asked %j: %j', (n, asked, wait) => {
    expect(nextWait(n, backoff, asked, () => 1)).toBe(wait);
  });
});

describe('retrying', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again after each wait until an outcome needs none, and answers it', async () => {
    vi.useFakeTimers();
    const results = ['busy', 'busy', 'fine'];
    const attempt = vi.fn(async () => results.shift()!);
    const done = retrying(attempt, (o) => (o.ok && o.value === 'busy' ? 1_000 : null));
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(done).resolves.toBe('fine');
  });

  it('throws the last error when the tries end on one', async () => {
    const failure = new Error('down');
    await expect(
      retrying(
        () => Promise.reject(failure),
        (_, n) => (n < 2 ? 0 : null),
      ),
    ).rejects.toBe(failure);
  });

  it('stops waiting when the request is aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = sleep(5_000, controller.signal);
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('retryLater: a background queue tries again', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const backoff = { baseMs: 1_000, maxMs: 4_000 };
  /** When each try after the failures came, in ms since the start; random 1 makes each wait its ceiling. */
  function tries(failures: (later: ReturnType<typeof retryLater>) => void): number[] {
    vi.useFakeTimers({ now: 0 });
    const at: number[] = [];
    const later = retryLater(
      () => at.push(Date.now()),
      backoff,
      () => 1,
    );
    failures(later);
    vi.advanceTimersByTime(60_000);
    return at;
  }

  it('waits longer after each failure in a row, up to the ceiling', () => {
    const waits: number[] = [];
    vi.useFakeTimers({ now: 0 });
    let last = 0;
    const later = retryLater(
      () => {
        waits.push(Date.now() - last);
        last = Date.now();
        if (waits.length < 4) later.failed();
      },
      backoff,
      () => 1,
    );
    later.failed();
    vi.advanceTimersByTime(60_000);
    expect(waits).toEqual([1_000, 2_000, 4_000, 4_000]);
  });

  it('waits what the server asked for in Retry-After', () => {
    expect(tries((later) => later.failed('30'))).toEqual([30_000]);
  });

  it('starts from the shortest wait again once a write was answered', () => {
    expect(
      tries((later) => {
        later.failed();
        later.failed();
        later.answered();
        later.failed();
      }),
    ).toEqual([1_000]);
  });

  it('keeps one timer: a new failure or a cancel replaces the waiting try', () => {
    expect(tries((later) => (later.failed(), later.failed()))).toEqual([2_000]);
    expect(tries((later) => (later.failed(), later.cancel()))).toEqual([]);
  });

  it('sets no timer offline: the online event brings the queue back', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(tries((later) => later.failed())).toEqual([]);
  });
});
