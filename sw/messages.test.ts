import { describe, expect, it } from 'vitest';
import { isForgetCustomerDataMessage, isSkipWaitingMessage, pageDataOf } from './messages';

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

describe('a page handing over the data it was rendered with', () => {
  const answers = [{ url: '/api/product/1', body: { data: { id: 1 } } }];
  it.each<[string, unknown, boolean]>([
    ['the answers of a Ukrainian page', { type: 'KEEP_PAGE_DATA', lang: 'uk', answers }, true],
    ['no answers at all', { type: 'KEEP_PAGE_DATA', lang: 'ru', answers: [] }, true],
    ['a language the store does not speak', { type: 'KEEP_PAGE_DATA', lang: 'en', answers }, false],
    ['an answer without its address', { type: 'KEEP_PAGE_DATA', lang: 'uk', answers: [{ body: {} }] }, false],
    ['answers that are not a list', { type: 'KEEP_PAGE_DATA', lang: 'uk', answers: answers[0] }, false],
    ['the skip-waiting message', { type: 'SKIP_WAITING' }, false],
  ])('%s: kept %s', (_name, data, expected) => {
    expect(pageDataOf(data) !== null).toBe(expected);
  });
});

describe("a page's word that the customer's stored answers go", () => {
  it.each<[string, unknown, boolean]>([
    ['the message', { type: 'FORGET_CUSTOMER_DATA' }, true],
    ['the type in another case', { type: 'forget_customer_data' }, false],
    ['the skip-waiting message', { type: 'SKIP_WAITING' }, false],
    ['a bare string', 'FORGET_CUSTOMER_DATA', false],
    ['null', null, false],
  ])('%s: acted on %s', (_name, data, expected) => {
    expect(isForgetCustomerDataMessage(data)).toBe(expected);
  });
});
