// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenDone, startFirstScreen } from './first-screen';
import { IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the server’s page to be taken over, then for the browser to be idle', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    const asked = vi.fn((callback: () => void, _options: { timeout: number }) => idle.push(callback));
    vi.stubGlobal('requestIdleCallback', asked);
    const job = vi.fn();
    startFirstScreen({ takeOver: true });
    whenIdle(job);
    vi.advanceTimersByTime(5_000);
    expect(asked).not.toHaveBeenCalled();
    firstScreenDone();
    vi.advanceTimersByTime(0);
    // A busy browser runs it anyway once the timeout has passed.
    expect(asked).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(job).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(job).toHaveBeenCalledOnce();
  });

  it('without requestIdleCallback, runs a task later; a cancel before then runs nothing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const job = vi.fn();
    const cancelled = vi.fn();
    whenIdle(job);
    whenIdle(cancelled)();
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(job).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('a cancel made while the first screen lasts runs nothing once it ends', () => {
    vi.useFakeTimers();
    const job = vi.fn();
    startFirstScreen({ takeOver: true });
    const cancel = whenIdle(job);
    cancel();
    firstScreenDone();
    vi.advanceTimersByTime(5_000);
    expect(job).not.toHaveBeenCalled();
  });
});
