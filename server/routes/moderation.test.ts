import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../src/domain/calendar-day';
import { undoReport } from '../services/operator/report-moderation';
import { createTestApp, type Method, type TestApp } from '../testing/app';
import { nonOperatorSessions, signInTestOperator } from '../testing/sessions';

let t: TestApp;
let admin: string;
let moderator: string;
let moderatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin } = await signInTestOperator(t.db, 'admin'));
  ({ id: moderatorId, token: moderator } = await signInTestOperator(t.db, 'moderator', { phone: '+380501120002' }));
});
afterAll(() => t.close());

type Cookies = Record<string, string>;
const as = (method: Method, url: string, cookies: Cookies, body?: object, lang = 'uk') =>
  t.app.inject({ method, url, cookies, headers: { 'accept-language': lang }, ...(body !== undefined && { payload: body }) });

const offer = () => t.db.selectFrom('products').where('stock', '>', 0).select('id').orderBy('id').executeTakeFirstOrThrow();

async function complaint(text: string) {
  const { id: productId } = await offer();
  const res = await t.app.inject({ method: 'POST', url: `/api/product/${productId}/complaint`, payload: { reason: 'counterfeit', text } });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
}

interface QueueItem {
  id: number;
  status: string;
  undoable: boolean;
  text: string;
  product_name: string;
}
const queue = async (kind = 'complaint', lang = 'uk') => {
  const res = await as('GET', `/api/operator/reports?kind=${kind}`, { operator_token: moderator }, undefined, lang);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { counts: { kind: string; open: number; oldest_hours: number | null }[]; items: QueueItem[] } }>().data;
};

const MODERATION_ROUTES: [Method, string, object?][] = [
  ['GET', '/api/operator/reports'],
  ['POST', '/api/operator/reports/1/decision', { decision: 'resolved' }],
  ['POST', '/api/operator/reports/1/undo'],
];

describe('who reaches the moderation queues', () => {
  it.each(MODERATION_ROUTES)('%s %s: a customer’s and a seller’s sessions, and none, get 401', async (method, url, body) => {
    for (const cookies of await nonOperatorSessions(t)) expect((await as(method, url, cookies, body)).statusCode).toBe(401);
  });

  it('moderators and admins both read the queue', async () => {
    expect((await as('GET', '/api/operator/reports', { operator_token: moderator })).statusCode).toBe(200);
    expect((await as('GET', '/api/operator/reports', { operator_token: admin })).statusCode).toBe(200);
  });

  it.each([['/api/operator/audit'], ['/api/operator/operators'], ['/api/operator/cooperation']])(
    'a moderator cannot reach %s',
    async (url) => {
      expect((await as('GET', url, { operator_token: moderator })).statusCode).toBe(403);
    },
  );
});

describe('deciding a complaint', () => {
  it('a filed complaint waits in its queue, counted, in the request’s language', async () => {
    const before = (await queue()).counts.find((c) => c.kind === 'complaint')!.open;
    const id = await complaint('Схоже на підробку');
    const uk = await queue();
    expect(uk.counts.find((c) => c.kind === 'complaint')).toMatchObject({ open: before + 1, oldest_hours: 0 });
    const item = uk.items.find((i) => i.id === id)!;
    expect(item).toMatchObject({ status: 'open', undoable: false, text: 'Схоже на підробку' });
    const ru = (await queue('complaint', 'ru')).items.find((i) => i.id === id)!;
    expect(ru.product_name).not.toBe(item.product_name);
    expect((await queue('characteristics')).items.some((i) => i.id === id)).toBe(false);
  });

  it('one tap decides it, once; the decision is logged and can be undone, which is logged too', async () => {
    const id = await complaint('Опис не збігається');
    const decided = await as('POST', `/api/operator/reports/${id}/decision`, { operator_token: moderator }, { decision: 'resolved' });
    expect(decided.statusCode).toBe(200);
    const items = (await queue()).items;
    expect(items.find((i) => i.id === id)).toMatchObject({ status: 'resolved', undoable: true });
    // the open ones come first, the just-decided ones after them
    const statuses = items.map((i) => i.status === 'open');
    expect(statuses).toEqual([...statuses].sort((a, b) => Number(b) - Number(a)));
    expect(statuses).toContain(true);

    const again = await as('POST', `/api/operator/reports/${id}/decision`, { operator_token: admin }, { decision: 'dismissed' }, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Это обращение уже рассмотрено' });

    expect((await as('POST', `/api/operator/reports/${id}/undo`, { operator_token: moderator })).statusCode).toBe(200);
    expect((await queue()).items.find((i) => i.id === id)).toMatchObject({ status: 'open', undoable: false });

    const log = await as('GET', `/api/operator/audit?subject=report:${id}`, { operator_token: admin });
    expect(
      log
        .json()
        .data.map((e: { action: string; before: unknown; after: unknown; operator: { id: number } }) => [
          e.action,
          e.before,
          e.after,
          e.operator.id,
        ]),
    ).toEqual([
      ['complaint.undo', { status: 'resolved' }, { status: 'open' }, moderatorId],
      ['complaint.resolve', { status: 'open' }, { status: 'resolved' }, moderatorId],
    ]);
  });

  it('an undo after 10 minutes is refused and the decision stands', async () => {
    const id = await complaint('Заборонений товар');
    expect(
      (await as('POST', `/api/operator/reports/${id}/decision`, { operator_token: moderator }, { decision: 'resolved' })).statusCode,
    ).toBe(200);
    const row = await t.db.selectFrom('product_complaints').where('id', '=', id).select('decided_at').executeTakeFirstOrThrow();
    const later = new Date(new Date(row.decided_at!).getTime() + 10 * 60_000);
    expect(await undoReport(t.db, moderatorId, id, later)).toEqual({ done: false, problem: 'undoExpired' });
    expect(await undoReport(t.db, moderatorId, id, new Date(later.getTime() - 1))).toEqual({ done: true });
  });

  it('an unknown report is 404 and an open one cannot be undone', async () => {
    expect(
      (await as('POST', '/api/operator/reports/99999999/decision', { operator_token: moderator }, { decision: 'resolved' })).json(),
    ).toEqual({ message: 'Такого звернення немає' });
    const id = await complaint('Ще відкрита');
    const res = await as('POST', `/api/operator/reports/${id}/undo`, { operator_token: moderator });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Скасувати вже не можна: минуло 10 хвилин' });
  });
});

describe('the audit log by day', () => {
  it('narrows to Kyiv days and refuses a day that does not exist', async () => {
    const id = await complaint('Для журналу');
    await as('POST', `/api/operator/reports/${id}/decision`, { operator_token: moderator }, { decision: 'resolved' });
    const today = shopToday();
    const read = (query: string) => as('GET', `/api/operator/audit?subject=report:${id}&${query}`, { operator_token: admin });
    expect((await read(`from=${today}&to=${today}`)).json().data).toHaveLength(1);
    expect((await read('to=2020-01-01')).json().data).toHaveLength(0);
    expect((await read('from=2999-01-01')).json().data).toHaveLength(0);
    const bad = await read('from=2026-02-30');
    expect(bad.statusCode).toBe(400);
  });

  it('lists the operators for its filter', async () => {
    const res = await as('GET', '/api/operator/operators', { operator_token: admin });
    expect(res.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: moderatorId, role: 'moderator', phone: '380501120002' })]),
    );
  });
});
