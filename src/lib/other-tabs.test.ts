// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID } from './first-screen';
import { onNewsFromOtherTabs, onReturnToTab, tellOtherTabs } from './other-tabs';

const anotherTab = () => new BroadcastChannel('kramnytsia-tabs');
const delivered = () => new Promise((done) => setTimeout(done, 20));

describe('news between tabs', () => {
  it('another tab hears that the cart changed; this tab does not hear itself', async () => {
    const other = anotherTab();
    const heard: unknown[] = [];
    other.onmessage = (event) => heard.push(event.data);
    const here = vi.fn();
    const stop = onNewsFromOtherTabs('cart', here);
    tellOtherTabs('cart');
    await delivered();
    expect(heard).toEqual(['cart']);
    expect(here).not.toHaveBeenCalled();
    stop();
    other.close();
  });

  it('news from another tab reaches this one until it stops listening', async () => {
    const other = anotherTab();
    const here = vi.fn();
    const stop = onNewsFromOtherTabs('cart', here);
    other.postMessage('cart');
    other.postMessage('something else');
    await delivered();
    expect(here).toHaveBeenCalledTimes(1);
    stop();
    other.postMessage('cart');
    await delivered();
    expect(here).toHaveBeenCalledTimes(1);
    other.close();
  });
});

describe('a page the server drew', () => {
  afterEach(() => {
    document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
    vi.resetModules();
  });

  it('opens no channel while the app starts: its listeners hear other tabs from the outbox’s start on', async () => {
    const state = Object.assign(document.createElement('script'), { type: 'application/json', id: FIRST_SCREEN_ELEMENT_ID });
    document.body.append(state);
    vi.resetModules();
    const tabs = await import('./other-tabs');
    const other = anotherTab();
    const here = vi.fn();
    tabs.onNewsFromOtherTabs('outbox', here);
    other.postMessage('outbox');
    await delivered();
    expect(here).not.toHaveBeenCalled();
    tabs.hearOtherTabs();
    other.postMessage('outbox');
    await delivered();
    expect(here).toHaveBeenCalledTimes(1);
    // Listeners added later hear at once.
    const later = vi.fn();
    tabs.onNewsFromOtherTabs('cart', later);
    other.postMessage('cart');
    await delivered();
    expect(later).toHaveBeenCalledTimes(1);
    other.close();
  });
});

describe('coming back to the tab', () => {
  afterEach(() => vi.useRealTimers());

  it('counts focus and becoming visible at the same moment as one return, and a later return again', () => {
    vi.useFakeTimers();
    const back = vi.fn();
    const stop = onReturnToTab(back);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    expect(back).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    window.dispatchEvent(new Event('focus'));
    expect(back).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(5_000);
    window.dispatchEvent(new Event('focus'));
    expect(back).toHaveBeenCalledTimes(2);
  });
});
