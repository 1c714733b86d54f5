import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { CLIENT_ERRORS_PER_MINUTE, CLIENT_ERROR_BODY_MAX_BYTES } from './client-errors';

/** What the server logs, one parsed line each. */
const logged: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    products: 5,
    logger: { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
  });
});
afterAll(() => t.close());

const report = {
  message: 'x'.repeat(1000),
  stack: Array.from({ length: 60 }, (_, i) => `    at frame${i} (https://kramnytsia.test/assets/app.js:1:${'9'.repeat(70)})`).join('\n'),
  path: '/product/1',
};
const madeUpSession = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

describe('client-error reports from a hostile client', () => {
  it('count per address, whatever cart session each one makes up', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= CLIENT_ERRORS_PER_MINUTE + 5; i++) {
      const answer = await t.call('POST', '/api/client-errors', {
        ip: '203.0.113.201',
        body: report,
        headers: { 'cart-session': madeUpSession() },
      });
      codes.push(answer.statusCode);
    }
    expect(codes.filter((code) => code === 204)).toHaveLength(CLIENT_ERRORS_PER_MINUTE);
    expect(codes.slice(CLIENT_ERRORS_PER_MINUTE).every((code) => code === 429)).toBe(true);
    // an IPv6 client's other addresses in its /64 are the same address
    const v6 = (n: number) =>
      t.call('POST', '/api/client-errors', {
        ip: `2001:db8:cc:1::${n.toString(16)}`,
        body: report,
        headers: { 'cart-session': madeUpSession() },
      });
    for (let n = 1; n <= CLIENT_ERRORS_PER_MINUTE; n++) expect((await v6(n)).statusCode).toBe(204);
    expect((await v6(999)).statusCode).toBe(429);
  });

  it('are logged as a short summary, not whole', async () => {
    logged.length = 0;
    expect(
      (await t.call('POST', '/api/client-errors', { ip: '203.0.113.202', body: report, headers: { 'user-agent': 'U'.repeat(5000) } }))
        .statusCode,
    ).toBe(204);
    const line = logged.find((entry) => entry.msg === 'client render error')!;
    expect(line).toBeDefined();
    expect(JSON.stringify(line).length).toBeLessThan(2000);
    expect(line.clientError).toMatchObject({ path: '/product/1', stackLines: 60 });
  });

  it('larger than a report can be are refused with 413 before they are read', async () => {
    const answer = await t.call('POST', '/api/client-errors', {
      ip: '203.0.113.203',
      body: { ...report, stack: 'я'.repeat(CLIENT_ERROR_BODY_MAX_BYTES) },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: 'Запит завеликий' });
  });
});
