// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { firstScreenDone, startFirstScreen } from '../../lib/first-screen';
import { useRecordVisit } from './ViewedSlider';

const stored = vi.hoisted(() => ({ recordView: vi.fn(async () => []), noteGoodsOf: vi.fn(async () => {}) }));
// The visit's record is IndexedDB's; what is asked of it, and when, is the question here.
vi.mock('../../stores/viewed', async (real) => ({ ...(await real<typeof import('../../stores/viewed')>()), ...stored }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  stored.recordView.mockClear();
  stored.noteGoodsOf.mockClear();
});

function Visit({ id }: { id: number }) {
  useRecordVisit(id, 900);
  return null;
}

it('records the visit of a taken-over product page once the page is alive and the browser idle, not while it hydrates', () => {
  vi.useFakeTimers();
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  startFirstScreen({ takeOver: true });
  const { unmount } = render(<Visit id={7} />);
  act(() => void vi.advanceTimersByTime(100));
  expect(stored.recordView).not.toHaveBeenCalled();

  act(() => firstScreenDone());
  act(() => void vi.advanceTimersByTime(0));
  expect(stored.recordView).not.toHaveBeenCalled();
  act(() => idle.forEach((run) => run()));
  expect(stored.recordView).toHaveBeenCalledExactlyOnceWith(7);
  expect(stored.noteGoodsOf).toHaveBeenCalledExactlyOnceWith(7, 900);
  unmount();
});

it('records nothing for a page left before its idle moment', () => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  const { unmount } = render(<Visit id={8} />);
  unmount();
  act(() => void vi.advanceTimersByTime(100));
  expect(stored.recordView).not.toHaveBeenCalled();
});
