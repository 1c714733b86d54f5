import { vi } from 'vitest';

/**
 * A browser with web push for component and unit tests (happy-dom has none): a permission prompt that answers
 * as told, and a push service that subscribes, or fails as an unreachable one does.
 */
export interface FakePushBrowser {
  permission: NotificationPermission;
  /** what the shopper answers when asked */
  answer: NotificationPermission;
  prompts: number;
  /** the push service cannot be reached */
  unreachable: boolean;
  /** a service worker is registered (none in development) */
  registered: boolean;
  /** the subscription this browser holds */
  subscription: FakeSubscription | null;
  /** endpoints the browser dropped */
  dropped: string[];
}

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

export const FAKE_KEYS = { p256dh: 'BP256dh-key', auth: 'auth-secret' };

let made = 0;

export function installFakePushBrowser(init: Partial<FakePushBrowser> = {}): FakePushBrowser {
  const browser: FakePushBrowser = {
    permission: 'default',
    answer: 'granted',
    prompts: 0,
    unreachable: false,
    registered: true,
    subscription: null,
    dropped: [],
    ...init,
  };

  const subscription = (key: ArrayBuffer): FakeSubscription => {
    const endpoint = `https://push.example/send/${++made}`;
    const held: FakeSubscription = {
      endpoint,
      options: { applicationServerKey: key },
      toJSON: () => ({ endpoint, expirationTime: null, keys: FAKE_KEYS }),
      unsubscribe: async () => {
        browser.dropped.push(endpoint);
        if (browser.subscription === held) browser.subscription = null;
        return true;
      },
    };
    return held;
  };

  const pushManager = {
    getSubscription: async () => browser.subscription,
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array<ArrayBuffer> }) => {
      if (browser.unreachable) throw new DOMException('Registration failed - push service not available', 'AbortError');
      browser.subscription = subscription(applicationServerKey.slice().buffer);
      return browser.subscription;
    },
  };
  const registration = { pushManager };

  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: async () => {
      browser.prompts += 1;
      browser.permission = browser.answer;
      return browser.answer;
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (browser.registered ? registration : undefined),
      ready: Promise.resolve(registration),
    },
  });
  return browser;
}

/** Back to a browser without push (as happy-dom is). */
export function removeFakePushBrowser(): void {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}
