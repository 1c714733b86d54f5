// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for workbox-window: records calls, lets the test fire its lifecycle events. */
const fake = vi.hoisted(() => {
  const state = {
    instances: [] as Array<{
      url: string;
      options: unknown;
      listeners: Map<string, Array<(e: unknown) => void>>;
      messageSkipWaiting: ReturnType<typeof import('vitest').vi.fn>;
      fire: (type: string, event?: unknown) => void;
    }>,
    registration: { waiting: null as object | null },
  };
  return state;
});

vi.mock('workbox-window', async () => {
  const { vi: v } = await import('vitest');
  class Workbox {
    listeners = new Map<string, Array<(e: unknown) => void>>();
    messageSkipWaiting = v.fn();
    update = v.fn(async () => undefined);
    constructor(
      public url: string,
      public options: unknown,
    ) {
      fake.instances.push(this as never);
    }
    addEventListener(type: string, fn: (e: unknown) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
    }
    fire(type: string, event: unknown = {}) {
      for (const fn of this.listeners.get(type) ?? []) fn(event);
    }
    async register() {
      return fake.registration;
    }
  }
  return { Workbox };
});

type Module = typeof import('./service-worker');
let sw: Module;
const reload = vi.fn();
let controller: object | null = null;

async function start(prod = true): Promise<void> {
  vi.stubEnv('PROD', prod);
  sw = await import('./service-worker');
  sw.startServiceWorker();
  // workbox-window is its own chunk, imported when the worker is registered.
  await vi.dynamicImportSettled();
  await Promise.resolve();
  await Promise.resolve();
}

beforeEach(() => {
  vi.resetModules();
  fake.instances.length = 0;
  fake.registration.waiting = null;
  reload.mockReset();
  controller = null;
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: {
      get controller() {
        return controller;
      },
    },
  });
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('service worker bridge', () => {
  it('registers /sw.js for the whole site once, in production only', async () => {
    await start();
    sw.startServiceWorker();
    expect(fake.instances).toHaveLength(1);
    expect(fake.instances[0]!.url).toBe('/sw.js');
    expect(fake.instances[0]!.options).toEqual({ scope: '/' });
  });

  it('does not register in development', async () => {
    await start(false);
    expect(fake.instances).toHaveLength(0);
  });

  it('flags a waiting worker and never reloads by itself', async () => {
    await start();
    const wb = fake.instances[0]!;
    expect(sw.updateAvailable.value).toBe(false);
    fake.registration.waiting = {};
    wb.fire('waiting');
    expect(sw.updateAvailable.value).toBe(true);
    expect(sw.updatePending.value).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('applies the update: SKIP_WAITING first, reload once the new worker controls', async () => {
    controller = {};
    await start();
    const wb = fake.instances[0]!;
    fake.registration.waiting = {};
    wb.fire('waiting');
    sw.applyUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing on apply without an update', async () => {
    await start();
    sw.applyUpdate();
    expect(fake.instances[0]!.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('first install taking control is not an update', async () => {
    await start();
    fake.instances[0]!.fire('controlling');
    expect(sw.updateAvailable.value).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('another tab switching workers offers a reload, which happens only on request', async () => {
    controller = {};
    await start();
    const wb = fake.instances[0]!;
    wb.fire('controlling');
    expect(sw.updateAvailable.value).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    sw.applyUpdate();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a dismissed notice comes back with a newer update', async () => {
    await start();
    const wb = fake.instances[0]!;
    wb.fire('waiting');
    sw.dismissUpdate();
    expect(sw.updatePending.value).toBe(false);
    wb.fire('waiting');
    expect(sw.updatePending.value).toBe(true);
  });

  it('follows the connection', async () => {
    await start(false);
    expect(sw.isOffline.value).toBe(false);
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(sw.isOffline.value).toBe(true);
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(sw.isOffline.value).toBe(false);
  });
});
