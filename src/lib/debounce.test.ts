import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPause } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterPause', () => {
  it('runs the job once the pause has passed, not before', () => {
    const job = vi.fn();
    afterPause(250, job);
    vi.advanceTimersByTime(249);
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(job).toHaveBeenCalledOnce();
  });

  it('cancelled before the pause ends, never runs: typing on asks once, for the last input', () => {
    const asked: string[] = [];
    let cancel = () => {};
    for (const typed of ['К', 'Ки', 'Киї', 'Київ']) {
      cancel();
      cancel = afterPause(250, () => asked.push(typed));
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(250);
    expect(asked).toEqual(['Київ']);
  });

  it('cancelled after the job started, aborts the signal the job got, so its late answer is dropped', () => {
    let signal: AbortSignal | undefined;
    const cancel = afterPause(250, (s) => (signal = s));
    vi.advanceTimersByTime(250);
    expect(signal?.aborted).toBe(false);
    cancel();
    expect(signal?.aborted).toBe(true);
  });
});
