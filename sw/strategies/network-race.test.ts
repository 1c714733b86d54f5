import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkFirstWithFallback } from './network-race';

const shell = () => new Response('<!doctype html><title>shell</title>', { status: 200 });

function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

describe('network first with a shell fallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the server answer in time, a 404 page included', async () => {
    const page = new Response('not found page', { status: 404 });
    const result = networkFirstWithFallback({ network: later(100, page), fallback: async () => shell(), timeoutMs: 3000 });
    await vi.advanceTimersByTimeAsync(100);
    expect(await result).toBe(page);
  });

  it('passes redirects through (opaque redirects have status 0)', async () => {
    const redirect = Response.redirect('https://kramnytsia.example/ru', 302);
    const result = networkFirstWithFallback({ network: Promise.resolve(redirect), fallback: async () => shell(), timeoutMs: 3000 });
    expect(await result).toBe(redirect);
  });

  it('serves the shell when the network fails', async () => {
    const fallback = vi.fn(async () => shell());
    const result = await networkFirstWithFallback({ network: Promise.reject(new TypeError('offline')), fallback, timeoutMs: 3000 });
    expect(await result.text()).toContain('shell');
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('serves the shell after the timeout and ignores a late failure', async () => {
    let fail!: (e: unknown) => void;
    const network = new Promise<Response>((_, reject) => (fail = reject));
    const result = networkFirstWithFallback({ network, fallback: async () => shell(), timeoutMs: 3000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(await (await result).text()).toContain('shell');
    fail(new TypeError('late'));
  });

  it('serves the shell instead of a gateway error', async () => {
    const result = await networkFirstWithFallback({
      network: Promise.resolve(new Response('bad gateway', { status: 502 })),
      fallback: async () => shell(),
      timeoutMs: 3000,
    });
    expect(await result.text()).toContain('shell');
  });

  it('keeps waiting for the network when there is no shell', async () => {
    const page = new Response('slow page');
    const result = networkFirstWithFallback({ network: later(5000, page), fallback: async () => undefined, timeoutMs: 3000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toBe(page);
  });

  it('fails like the network when there is no shell', async () => {
    const error = new TypeError('offline');
    await expect(
      networkFirstWithFallback({ network: Promise.reject(error), fallback: async () => undefined, timeoutMs: 3000 }),
    ).rejects.toBe(error);
  });
});
