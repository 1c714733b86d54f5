// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keyBytes, pushAbility, subscribeThisBrowser, subscriptionJson, thisBrowserSubscription } from './push';
import { FAKE_KEYS, installFakePushBrowser, removeFakePushBrowser } from './test-push';

// A P-256 public key as the store answers it (65 bytes, base64url, unpadded).
const STORE_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const OTHER_KEY = 'BOcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

afterEach(removeFakePushBrowser);

describe('the store key as bytes', () => {
  it.each<[string, string, number[]]>([
    ['no padding needed', 'AAECAwQF', [0, 1, 2, 3, 4, 5]],
    ['padding left out', 'AAE', [0, 1]],
    ['base64url letters', '-_8', [251, 255]],
  ])('%s: %s', (_name, text, bytes) => {
    expect([...keyBytes(text)]).toEqual(bytes);
  });

  it('a VAPID public key is an uncompressed P-256 point', () => {
    const key = keyBytes(STORE_KEY);
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
  });
});

describe('a subscription as the store takes it', () => {
  it.each<[string, PushSubscriptionJSON, boolean]>([
    ['both keys', { endpoint: 'https://push.example/1', keys: FAKE_KEYS }, true],
    ['no auth key', { endpoint: 'https://push.example/1', keys: { p256dh: 'k' } }, false],
    ['no keys', { endpoint: 'https://push.example/1' }, false],
    ['no endpoint', { keys: FAKE_KEYS }, false],
  ])('%s: taken %s', (_name, json, taken) => {
    if (taken) expect(subscriptionJson(json)).toEqual({ endpoint: 'https://push.example/1', expirationTime: null, keys: FAKE_KEYS });
    else expect(() => subscriptionJson(json)).toThrow();
  });
});

describe('what the browser lets the store do', () => {
  it.each<[string, Partial<Parameters<typeof installFakePushBrowser>[0]> | null, string]>([
    ['no PushManager (iOS in a tab, old browsers)', null, 'unsupported'],
    ['not asked yet', { permission: 'default' }, 'able'],
    ['allowed', { permission: 'granted' }, 'able'],
    ['blocked in the settings', { permission: 'denied' }, 'denied'],
  ])('%s: %s', (_name, browser, ability) => {
    if (browser) installFakePushBrowser(browser);
    expect(pushAbility()).toBe(ability);
  });
});

describe('subscribing this browser', () => {
  const key = async () => STORE_KEY;

  it('asks once, then subscribes with the store key', async () => {
    const browser = installFakePushBrowser();
    const outcome = await subscribeThisBrowser(key);
    expect(browser.prompts).toBe(1);
    expect(outcome).toEqual({ subscription: { endpoint: browser.subscription!.endpoint, expirationTime: null, keys: FAKE_KEYS } });
    expect(new Uint8Array(browser.subscription!.options.applicationServerKey)).toEqual(keyBytes(STORE_KEY));
  });

  it.each<['default' | 'denied']>([['default'], ['denied']])('a shopper who answers "%s" is not subscribed', async (answer) => {
    const browser = installFakePushBrowser({ answer });
    expect(await subscribeThisBrowser(key)).toEqual({ refused: answer });
    expect(browser.subscription).toBeNull();
  });

  it('an allowed browser is not asked again and keeps its subscription', async () => {
    const browser = installFakePushBrowser({ permission: 'granted' });
    const first = await subscribeThisBrowser(key);
    const second = await subscribeThisBrowser(key);
    expect(browser.prompts).toBe(0);
    expect(second).toEqual(first);
    expect(browser.dropped).toEqual([]);
  });

  it('a subscription made with another key is dropped for a new one', async () => {
    const browser = installFakePushBrowser({ permission: 'granted' });
    const old = await subscribeThisBrowser(async () => OTHER_KEY);
    const renewed = await subscribeThisBrowser(key);
    expect(browser.dropped).toHaveLength(1);
    expect(renewed).not.toEqual(old);
  });

  it.each<[string, Parameters<typeof installFakePushBrowser>[0]]>([
    ['the push service cannot be reached', { unreachable: true }],
    ['no service worker runs', { registered: false }],
  ])('fails when %s', async (_name, browser) => {
    installFakePushBrowser(browser);
    await expect(subscribeThisBrowser(key)).rejects.toThrow();
  });
});

describe("this browser's subscription, for logout", () => {
  it('is the one the browser holds, found without asking', async () => {
    const browser = installFakePushBrowser({ permission: 'granted' });
    await subscribeThisBrowser(async () => STORE_KEY);
    expect((await thisBrowserSubscription())?.endpoint).toBe(browser.subscription!.endpoint);
    expect(browser.prompts).toBe(0);
  });

  it('is none in a browser without push, or without a worker', async () => {
    expect(await thisBrowserSubscription()).toBeNull();
    installFakePushBrowser({ registered: false });
    expect(await thisBrowserSubscription()).toBeNull();
  });
});
