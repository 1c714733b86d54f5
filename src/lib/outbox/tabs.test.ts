// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operation } from '../operation';
import { dropQueued, enqueue, onQueueChange } from '.';

const anotherTab = () => new BroadcastChannel('kramnytsia-tabs');
const passedOn = () => new Promise((done) => setTimeout(done, 20));
const write = { operation: operation('post', '/api/customer/pets', { body: { name: 'Рекс' } }), scope: 'customer-changes' };

beforeEach(() => {
  // Offline: what is queued stays queued.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});
afterEach(() => {
  vi.unstubAllGlobals();
  // A retry the outbox planned goes nowhere once the test is over (never to the network).
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

describe('the writes waiting, across tabs', () => {
  it('a write queued here, or the queue of a scope dropped, is news for this tab’s views and for the other tabs', async () => {
    const other = anotherTab();
    const heard: unknown[] = [];
    other.onmessage = (event) => heard.push(event.data);
    const here = vi.fn();
    const stop = onQueueChange(here);
    await enqueue(write);
    await passedOn();
    expect(here).toHaveBeenCalledTimes(1);
    expect(heard).toEqual(['outbox']);
    await dropQueued('customer-changes');
    await passedOn();
    expect(here).toHaveBeenCalledTimes(2);
    expect(heard).toEqual(['outbox', 'outbox']);
    stop();
    other.close();
  });

  it('another tab’s queue news makes this tab look again at what waits', async () => {
    const other = anotherTab();
    const here = vi.fn();
    const stop = onQueueChange(here);
    other.postMessage('outbox');
    other.postMessage('cart');
    await passedOn();
    expect(here).toHaveBeenCalledTimes(1);
    stop();
    other.close();
  });
});
