import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJobPoller } from './poller';

afterEach(() => vi.useRealTimers());

describe('startJobPoller', () => {
  it('runs first after its interval, or after `firstInMs` when given (the Nova Poshta sync looks at once)', async () => {
    vi.useFakeTimers();
    const log = { error: () => {} };
    let later = 0;
    let atOnce = 0;
    const waiting = startJobPoller(async () => void later++, log, 60_000, 'waits');
    const eager = startJobPoller(async () => void atOnce++, log, 60_000, 'at once', 0);
    await vi.advanceTimersByTimeAsync(1);
    expect([later, atOnce]).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect([later, atOnce]).toEqual([1, 2]);
    await Promise.all([waiting.stop(), eager.stop()]);
  });
});
