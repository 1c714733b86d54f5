import { describe, expect, it } from 'vitest';
import { isSkipWaitingMessage } from './messages';

describe('messages a page posts to the worker', () => {
  it.each<[string, unknown, boolean]>([
    ['workbox-window’s skip-waiting message', { type: 'SKIP_WAITING' }, true],
    ['the same with fields workbox may add', { type: 'SKIP_WAITING', meta: 'workbox-window' }, true],
    ['another type', { type: 'CLIENTS_CLAIM' }, false],
    ['the type in another case', { type: 'skip_waiting' }, false],
    ['a type of another kind', { type: 1 }, false],
    ['no type', {}, false],
    ['a bare string', 'SKIP_WAITING', false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s: acted on %s', (_name, data, expected) => {
    expect(isSkipWaitingMessage(data)).toBe(expected);
  });
});
