// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { firstScreenDone, startFirstScreen } from '../../lib/first-screen';
import { startAnalytics } from '../../lib/analytics/start';
import { ConsentHost } from './ConsentHost';

vi.mock('../../lib/analytics/start', () => ({ startAnalytics: vi.fn() }));

/** Two seconds of the page's life: past the idle wait of a busy browser. */
const later = () => act(() => vi.advanceTimersByTimeAsync(2000));

afterEach(() => {
  vi.useRealTimers();
});

it('starts analytics only once the server’s page is taken over, so its state does not change while the page hydrates', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
  startFirstScreen();
  render(<ConsentHost />);
  await later();
  expect(startAnalytics).not.toHaveBeenCalled();
  firstScreenDone();
  await later();
  expect(startAnalytics).toHaveBeenCalledTimes(1);
});
