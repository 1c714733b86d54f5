// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import ruCommon from '../../locales/ru/common.json';
import ukCommon from '../../locales/uk/common.json';
import { unwrap } from './api';
import { loadResource, refreshStoredCopies, freshData } from './resource';
import { noteAnswer, oldestStoredTime, storedCopiesShown, storedTimeText, type StoredCopyShown } from './screen-age';
import { STORED_COPY_HEADER, storedTimeOfData } from './stored-copy';
import { testI18n } from './test-i18n';

// Local times: the line speaks the device's own time zone, whatever zone the tests run in.
const now = new Date(2025, 10, 21, 18, 30).getTime();

describe('how old the data of a screen is, in the shopper’s language', () => {
  it.each<[string, number, string, string]>([
    ['stored today', new Date(2025, 10, 21, 14, 5).getTime(), 'Дані на 14:05', 'Данные на 14:05'],
    ['stored this minute', now, 'Дані на 18:30', 'Данные на 18:30'],
    ['stored just after midnight', new Date(2025, 10, 21, 0, 1).getTime(), 'Дані на 00:01', 'Данные на 00:01'],
    ['stored late yesterday', new Date(2025, 10, 20, 23, 59).getTime(), 'Дані на 20.11, 23:59', 'Данные на 20.11, 23:59'],
    ['stored on another day', new Date(2025, 8, 3, 9, 7).getTime(), 'Дані на 03.09, 09:07', 'Данные на 03.09, 09:07'],
    ['stored last year', new Date(2024, 10, 21, 14, 5).getTime(), 'Дані на 21.11.2024, 14:05', 'Данные на 21.11.2024, 14:05'],
  ])('%s', async (_name, storedAt, uk, ru) => {
    const time = storedTimeText(storedAt, now);
    expect((await testI18n('uk', { uk: { common: ukCommon } })).t('dataAsOf', { time })).toBe(uk);
    expect((await testI18n('ru', { ru: { common: ruCommon } })).t('dataAsOf', { time })).toBe(ru);
  });
});

const def = (key: string) => ({ key, load: async () => ({}) });
const stored = (key: string, screen: string, storedAt: number): [string, StoredCopyShown] => [key, { screen, storedAt, def: def(key) }];

describe('the stored copies a screen shows', () => {
  it.each<[string, [string, StoredCopyShown][], string, number | null]>([
    ['nothing stored', [], '/catalog/c1', null],
    ['one stored copy', [stored('a', '/catalog/c1', 500)], '/catalog/c1', 500],
    [
      'the oldest of several',
      [stored('a', '/catalog/c1', 500), stored('b', '/catalog/c1', 200), stored('c', '/catalog/c1', 900)],
      '/catalog/c1',
      200,
    ],
    ['another screen’s copy does not count', [stored('a', '/product/1', 100), stored('b', '/catalog/c1', 700)], '/catalog/c1', 700],
    ['the other language is another screen', [stored('a', '/ru/catalog/c1', 100)], '/catalog/c1', null],
  ])('%s', (_name, entries, screen, expected) => {
    expect(oldestStoredTime(new Map(entries), screen)).toBe(expected);
  });
});

const fromCache = (body: unknown, at: string) =>
  Promise.resolve({ data: body, response: new Response(null, { status: 200, headers: { [STORED_COPY_HEADER]: at } }) });
const fromNetwork = (body: unknown) => Promise.resolve({ data: body, response: new Response(null, { status: 200 }) });

describe('answers from the worker’s stored copies', () => {
  afterEach(() => (storedCopiesShown.value = new Map()));

  it('carry the time they were stored, the whole body and its data alike; a network answer carries none', async () => {
    const body = { data: { id: 1 } };
    await unwrap(fromCache(body, '2025-11-21T12:05:00.000Z'), 'network');
    expect(storedTimeOfData(body)).toBe(Date.parse('2025-11-21T12:05:00.000Z'));
    expect(storedTimeOfData(body.data)).toBe(Date.parse('2025-11-21T12:05:00.000Z'));
    const fresh = { data: { id: 1 } };
    await unwrap(fromNetwork(fresh), 'network');
    expect(storedTimeOfData(fresh)).toBeUndefined();
  });

  it('are noted for the screen that loaded them, and a fresh answer of the key forgets its note', async () => {
    const data = await unwrap(fromCache({ data: [] }, '2025-11-21T12:05:00.000Z'), 'network');
    noteAnswer(def('listing'), data, '/catalog/c1');
    expect(oldestStoredTime(storedCopiesShown.value, '/catalog/c1')).toBe(Date.parse('2025-11-21T12:05:00.000Z'));
    noteAnswer(def('listing'), { data: [] }, '/catalog/c1');
    expect(oldestStoredTime(storedCopiesShown.value, '/catalog/c1')).toBeNull();
  });

  it('are asked for again when the connection returns: what comes replaces them; a failure leaves them shown', async () => {
    history.replaceState(null, '', '/catalog/c1');
    let online = false;
    const listing = {
      key: 'screen-age-test:listing',
      load: () => unwrap(online ? fromNetwork({ data: ['fresh'] }) : fromCache({ data: ['kept'] }, '2025-11-21T12:05:00.000Z'), 'network'),
    };
    const failing = {
      key: 'screen-age-test:strip',
      load: () =>
        online ? Promise.reject(new Error('offline again')) : unwrap(fromCache({ data: ['strip'] }, '2025-11-21T10:00:00.000Z'), 'network'),
    };
    expect(await loadResource(listing)).toEqual({ data: ['kept'] });
    await loadResource(failing);
    expect(oldestStoredTime(storedCopiesShown.value, '/catalog/c1')).toBe(Date.parse('2025-11-21T10:00:00.000Z'));

    online = true;
    expect(await refreshStoredCopies('/catalog/c1')).toBe(true);
    // The page that mounts anew starts from the answer that came, without asking again.
    expect(freshData(listing.key)).toEqual({ data: ['fresh'] });
    expect(freshData(failing.key)).toBeUndefined();
    expect([...storedCopiesShown.value.keys()]).toEqual(['screen-age-test:strip']);
    expect(await refreshStoredCopies('/catalog/c1')).toBe(false);
  });
});
