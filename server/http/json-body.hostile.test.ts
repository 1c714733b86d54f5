import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { JSON_BODY_MAX_BYTES, JSON_BODY_MAX_DEPTH, jsonDepth } from './json-body';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = {
  company: 'ТОВ «Степова олія»',
  contact_person: 'Ірина Коваль',
  phone: '+380 67 765 43 21',
  email: 'iryna@stepova.ua',
  goods: 'CBD-олії',
};
/** A cooperation request carrying `extra` raw as one more field: the route's schema lets unknown fields through unread. */
const withExtra = (extra: string) => `${JSON.stringify(request).slice(0, -1)},"extra":${extra}}`;
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

function post(payload: string, lang = 'uk') {
  return t.app.inject({
    method: 'POST',
    url: '/api/cooperation',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    payload,
    remoteAddress: `10.6.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

describe('JSON bodies', () => {
  it.each([
    ['{}', 1],
    ['[]', 1],
    ['"[[[["', 0],
    ['{"a":"x\\"[[[","b":[{}]}', 3],
    ['[[1],[2,[3]]]', 3],
    [nested(40), 40],
  ])('%s nests %i deep', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  it('nested 200,000 deep is a 400 in the request’s language, not a stack overflow', async () => {
    const uk = await post(withExtra(nested(200_000)));
    expect(uk.statusCode).toBe(400);
    expect(uk.json()).toEqual({ message: 'Запит вкладений занадто глибоко: не більше 32 рівнів' });
    const ru = await post(withExtra('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)), 'ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({ message: 'Запрос вложен слишком глубоко: не больше 32 уровней' });
  });

  it('nested up to the bound is read as before', async () => {
    expect((await post(withExtra(nested(JSON_BODY_MAX_DEPTH - 1)))).statusCode).toBe(201);
    expect((await post(withExtra(nested(JSON_BODY_MAX_DEPTH)))).statusCode).toBe(400);
  });

  it('larger than the bound is a 413 with its message', async () => {
    const answer = await post(withExtra(JSON.stringify('x'.repeat(JSON_BODY_MAX_BYTES))));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: 'Запит завеликий' });
  });
});
