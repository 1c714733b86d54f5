import { describe, expect, it } from 'vitest';
import { installOfferNow, isIosSafari, visitSeen, type InstallFacts } from './install-rules';

const MIN = 60 * 1000;
const DAY = 24 * 60 * MIN;
/** Noon, local time: a day's midnight is far either way. */
const NOON = new Date(2026, 2, 10, 12).getTime();

describe('visits: a new one on a later day or after 30 minutes away', () => {
  it.each<[string, Parameters<typeof visitSeen>[0], number, number]>([
    ['the first time the app is seen', null, NOON, 1],
    ['back after 10 minutes: the same visit', { count: 1, lastSeen: NOON }, NOON + 10 * MIN, 1],
    ['back after exactly 30 minutes: the same visit', { count: 1, lastSeen: NOON }, NOON + 30 * MIN, 1],
    ['back after 31 minutes: a second visit', { count: 1, lastSeen: NOON }, NOON + 31 * MIN, 2],
    ['the next day: a new visit', { count: 2, lastSeen: NOON }, NOON + DAY, 3],
    [
      'past midnight, 10 minutes later: a new visit',
      { count: 1, lastSeen: NOON + 11 * 60 * MIN + 55 * MIN },
      NOON + 12 * 60 * MIN + 5 * MIN,
      2,
    ],
  ])('%s', (_name, before, now, count) => {
    expect(visitSeen(before, now)).toEqual({ count, lastSeen: now });
  });
});

describe('when the install offer shows', () => {
  const base: InstallFacts = {
    way: 'prompt',
    installed: false,
    visits: 1,
    afterOrder: false,
    snoozedAt: null,
    iosHintDismissed: false,
    now: NOON,
  };
  it.each<[string, Partial<InstallFacts>, ReturnType<typeof installOfferNow>]>([
    ['first visit: no', {}, null],
    ['second visit: yes', { visits: 2 }, 'prompt'],
    ['a later visit: yes', { visits: 7 }, 'prompt'],
    ['right after the first order, on the first visit: yes', { afterOrder: true }, 'prompt'],
    ['"Не зараз" 13 days ago: no', { visits: 3, snoozedAt: NOON - 13 * DAY }, null],
    ['"Не зараз" 14 days ago: yes again', { visits: 3, snoozedAt: NOON - 14 * DAY }, 'prompt'],
    ['"Не зараз" yesterday, after an order: no', { afterOrder: true, snoozedAt: NOON - DAY }, null],
    ['installed or running from the home screen: never', { visits: 5, afterOrder: true, installed: true }, null],
    ['a browser that cannot install: never', { visits: 5, way: 'none' }, null],
    ['iOS Safari, second visit: the hint', { visits: 2, way: 'ios' }, 'ios'],
    ['iOS Safari, after an order: the hint', { afterOrder: true, way: 'ios' }, 'ios'],
    ['iOS Safari, first visit: no', { way: 'ios' }, null],
    [
      'iOS Safari, the hint dismissed: never again',
      { visits: 9, afterOrder: true, way: 'ios', iosHintDismissed: true, snoozedAt: NOON - 100 * DAY },
      null,
    ],
    ['iOS Safari from the home screen: never', { visits: 2, way: 'ios', installed: true }, null],
  ])('%s', (_name, facts, offer) => {
    expect(installOfferNow({ ...base, ...facts })).toBe(offer);
  });
});

describe('iPhone and iPad Safari', () => {
  const ua = {
    iphoneSafari:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    iphoneChrome:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
    instagram:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 320.0.0.0',
    android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  };
  it.each([
    ['iPhone Safari', ua.iphoneSafari, 5, true],
    ['iPad Safari, which says Macintosh', ua.ipadOs, 5, true],
    ['a Mac, no touch screen', ua.ipadOs, 0, false],
    ['Chrome on iPhone', ua.iphoneChrome, 5, false],
    ['Instagram in-app view', ua.instagram, 5, false],
    ['Chrome on Android', ua.android, 5, false],
  ] as const)('%s → %s', (_name, userAgent, touch, expected) => {
    expect(isIosSafari(userAgent, touch)).toBe(expected);
  });
});
