import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER_OWNER } from '../db/seed/demo-seller-users';
import { createOperatorSession } from '../services/operator/operator-users';
import { createSignInLink } from '../services/auth/sign-in-links';
import { createTestApp, type Method, type TestApp } from '../testing/app';
import { nonOperatorSessions, signInTestOperator } from '../testing/sessions';

let t: TestApp;
let admin: string;
let moderator: string;
let adminId: number;
const PASSWORD = 'операторський-пароль';

beforeAll(async () => {
  t = await createTestApp();
  ({ id: adminId, token: admin } = await signInTestOperator(t.db, 'admin', { phone: '+380501110001', password: PASSWORD }));
  ({ token: moderator } = await signInTestOperator(t.db, 'moderator', { phone: '+380501110002' }));
});
afterAll(() => t.close());

type Cookies = Record<string, string>;
const as = (method: Method, url: string, cookies: Cookies, body?: object) =>
  t.app.inject({ method, url, cookies, headers: { 'accept-language': 'uk' }, ...(body !== undefined && { payload: body }) });

let phoneSeq = 0;
async function cooperationRequest(lang = 'uk') {
  phoneSeq += 1;
  const phone = `38067555${String(phoneSeq).padStart(4, '0')}`;
  const res = await t.call('POST', '/api/cooperation', {
    lang,
    ip: `10.44.0.${phoneSeq}`,
    body: {
      company: `Степова олія ${phoneSeq}`,
      contact_person: 'Ірина Коваль',
      phone,
      email: `iryna.${phoneSeq}@stepova.ua`,
      goods: 'CBD-олії',
      website: '',
    },
  });
  return { id: res.json<{ data: { id: number } }>().data.id, phone, email: `iryna.${phoneSeq}@stepova.ua` };
}

const emailsTo = (address: string) =>
  t.db.selectFrom('email_outbox').where('address', '=', address).select(['subject', 'text', 'purpose']).execute();

const OPERATOR_ROUTES: [Method, string, object?][] = [
  ['GET', '/api/operator-auth/me'],
  ['GET', '/api/operator/audit'],
  ['GET', '/api/operator/operators'],
  ['GET', '/api/operator/cooperation'],
  ['POST', '/api/operator/cooperation/1/note', { note: 'x' }],
  ['POST', '/api/operator/cooperation/1/accept'],
  ['POST', '/api/operator/cooperation/1/refuse', { reason: 'x' }],
];

describe('operator sign-in', () => {
  it('signs in with phone and password and sets only the operator cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator-auth/login',
      payload: { phone: '050 111 00 01', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { phone: '380501110001', role: 'admin' } });
    expect(res.cookies.map((c) => c.name)).toEqual(['operator_token']);
    const me = await as('GET', '/api/operator-auth/me', { operator_token: res.cookies[0]!.value });
    expect(me.json()).toMatchObject({ data: { id: adminId } });
  });

  it.each([
    ['a wrong password', '+380501110001', 'не той пароль'],
    ['an account without a password', '+380501110002', ''],
    ['an unknown phone', '+380501119999', PASSWORD],
  ])('refuses %s with one 422', async (_case, phone, password) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/operator-auth/login', payload: { phone, password } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Невірний телефон або пароль', errors: { password: ['Невірний телефон або пароль'] } });
  });

  it('a one-time link signs in once', async () => {
    const token = await createSignInLink(t.db, 'operator', adminId);
    const first = await t.app.inject({ method: 'POST', url: '/api/operator-auth/link', payload: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.cookies[0]!.name).toBe('operator_token');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/operator-auth/link',
      headers: { 'accept-language': 'ru' },
      payload: { token },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'Ссылка для входа недействительна или уже использована. Попросите новую' });
  });

  it('sign-out ends the session', async () => {
    const session = await createOperatorSession(t.db, adminId);
    expect((await as('POST', '/api/operator-auth/logout', { operator_token: session })).statusCode).toBe(204);
    expect((await as('GET', '/api/operator-auth/me', { operator_token: session })).statusCode).toBe(401);
  });
});

describe('who reaches what', () => {
  it.each(OPERATOR_ROUTES)('%s %s: a customer’s and a seller’s sessions get 401', async (method, url, body) => {
    for (const cookies of await nonOperatorSessions(t)) {
      const res = await as(method, url, cookies, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Увійдіть у бек-офіс, щоб продовжити' });
    }
  });

  it.each(OPERATOR_ROUTES.filter(([, url]) => url !== '/api/operator-auth/me'))(
    '%s %s: a moderator gets 403',
    async (method, url, body) => {
      const res = await as(method, url, { operator_token: moderator }, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Ця дія доступна лише адміністраторам' });
    },
  );

  it('an operator session opens neither the customer’s cabinet nor the seller workspace', async () => {
    expect((await as('GET', '/api/customer', { operator_token: admin })).statusCode).toBe(401);
    expect((await as('GET', '/api/seller-auth/me', { operator_token: admin })).statusCode).toBe(401);
    expect((await as('GET', '/api/seller-api/offers', { operator_token: admin })).statusCode).toBe(401);
  });
});

describe('seller onboarding', () => {
  it('lists new requests, takes one into work with a note, and logs it', async () => {
    const { id } = await cooperationRequest();
    const queue = await as('GET', '/api/operator/cooperation?status=new', { operator_token: admin });
    expect(queue.json<{ data: { id: number; status: string }[] }>().data.find((r) => r.id === id)).toMatchObject({
      status: 'new',
      note: '',
    });
    const noted = await as(
      'POST',
      `/api/operator/cooperation/${id}/note`,
      { operator_token: admin },
      { status: 'in_progress', note: ' Подзвонити в понеділок ' },
    );
    expect(noted.statusCode).toBe(200);
    const log = await as('GET', `/api/operator/audit?subject=cooperation:${id}`, { operator_token: admin });
    expect(log.json()).toMatchObject({
      data: [
        {
          operator: { id: adminId, phone: '380501110001' },
          action: 'cooperation.update',
          subject: `cooperation:${id}`,
          before: { status: 'new', note: '' },
          after: { status: 'in_progress', note: 'Подзвонити в понеділок' },
        },
      ],
    });
  });

  it('accepting creates the seller and its owner, whose SMS link signs in to the workspace once', async () => {
    const { id, phone, email } = await cooperationRequest('ru');
    const res = await as('POST', `/api/operator/cooperation/${id}/accept`, { operator_token: admin });
    expect(res.statusCode).toBe(200);
    const request = await t.db
      .selectFrom('cooperation_requests')
      .where('id', '=', id)
      .select(['status', 'seller_id'])
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('accepted');
    const seller = await t.db
      .selectFrom('sellers')
      .where('id', '=', request.seller_id!)
      .select(['shop_name', 'phone'])
      .executeTakeFirstOrThrow();
    expect(seller).toEqual({ shop_name: `Степова олія ${phoneSeq}`, phone });
    const sms = await t.db.selectFrom('sms_outbox').where('phone', '=', phone).select(['text', 'purpose']).executeTakeFirstOrThrow();
    expect(sms.purpose).toBe('seller-welcome');
    expect(sms.text).toContain('https://kramnytsia.test/ru/seller?link=');
    const token = /link=(\S+)/.exec(sms.text)![1]!;
    // the same link reaches the request's e-mail, in the request's language
    expect(await emailsTo(email)).toEqual([
      {
        purpose: 'seller-welcome',
        subject: `Крамниця: заявка «Степова олія ${phoneSeq}» принята`,
        text: `Заявка «Степова олія ${phoneSeq}» на сотрудничество принята. Войдите в кабинет продавца по одноразовой ссылке ниже.\n\nhttps://kramnytsia.test/ru/seller?link=${token}\n\nКрамниця`,
      },
    ]);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/seller-auth/link', payload: { token } });
    expect(signIn.json()).toMatchObject({ data: { phone, role: 'owner', seller: { id: request.seller_id } } });
    const workspace = await as('GET', '/api/seller-auth/me', {
      seller_token: signIn.cookies.find((c) => c.name === 'seller_token')!.value,
    });
    expect(workspace.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/seller-auth/link', payload: { token } })).statusCode).toBe(422);
    // the owner has no password yet: a password sign-in is refused like a wrong one
    expect((await t.app.inject({ method: 'POST', url: '/api/seller-auth/login', payload: { phone, password: '' } })).statusCode).toBe(422);

    const again = await as('POST', `/api/operator/cooperation/${id}/accept`, { operator_token: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Цю заявку вже розглянуто' });
    const log = await as('GET', `/api/operator/audit?action=cooperation.accept&operator=${adminId}`, { operator_token: admin });
    expect(log.json<{ data: { subject: string; before: unknown; after: unknown }[] }>().data[0]).toMatchObject({
      subject: `cooperation:${id}`,
      before: { status: 'new' },
      after: { status: 'accepted', seller_id: request.seller_id },
    });
  });

  it('a phone that is already a seller user’s is refused, and the request stays open with no seller made', async () => {
    const { id } = await cooperationRequest();
    await t.db
      .updateTable('cooperation_requests')
      .set({ phone: DEMO_SELLER_OWNER.phone(1) })
      .where('id', '=', id)
      .execute();
    const sellers = async () =>
      (
        await t.db
          .selectFrom('sellers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await sellers();
    const res = await as('POST', `/api/operator/cooperation/${id}/accept`, { operator_token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Цей телефон уже належить користувачу кабінету продавця' });
    expect(await sellers()).toBe(before);
    expect((await t.db.selectFrom('cooperation_requests').where('id', '=', id).select('status').executeTakeFirstOrThrow()).status).toBe(
      'new',
    );
  });

  it('of two requests with one phone accepted at once, the second is refused as a taken phone in the admin’s language, and stays open', async () => {
    const first = await cooperationRequest();
    const second = await cooperationRequest();
    await t.db.updateTable('cooperation_requests').set({ phone: first.phone }).where('id', '=', second.id).execute();
    const accept = (id: number, lang: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/cooperation/${id}/accept`,
        cookies: { operator_token: admin },
        headers: { 'accept-language': lang },
      });
    const answers = await Promise.all([accept(first.id, 'uk'), accept(second.id, 'ru')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toEqual({
      message:
        refused === answers[0]
          ? 'Цей телефон уже належить користувачу кабінету продавця'
          : 'Этот телефон уже принадлежит пользователю кабинета продавца',
    });
    const statuses = await t.db.selectFrom('cooperation_requests').where('id', 'in', [first.id, second.id]).select('status').execute();
    expect(statuses.map((r) => r.status).sort()).toEqual(['accepted', 'new']);
    expect(await t.db.selectFrom('seller_users').where('phone', '=', first.phone).select('id').execute()).toHaveLength(1);
  });

  it('refusing sends the reason politely by SMS and e-mail and decides the request', async () => {
    const { id, phone, email } = await cooperationRequest();
    const blank = await as('POST', `/api/operator/cooperation/${id}/refuse`, { operator_token: admin }, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    const res = await as(
      'POST',
      `/api/operator/cooperation/${id}/refuse`,
      { operator_token: admin },
      { reason: 'ми не продаємо цю категорію товарів' },
    );
    expect(res.statusCode).toBe(200);
    const sms = await t.db.selectFrom('sms_outbox').where('phone', '=', phone).select(['text', 'purpose']).executeTakeFirstOrThrow();
    expect(sms).toEqual({
      purpose: 'cooperation-refused',
      text: 'Крамниця: дякуємо за заявку на співпрацю. На жаль, зараз ми не можемо її прийняти: ми не продаємо цю категорію товарів',
    });
    expect(await emailsTo(email)).toEqual([
      {
        purpose: 'cooperation-refused',
        subject: 'Крамниця: відповідь на заявку про співпрацю',
        text: 'Дякуємо за заявку на співпрацю. На жаль, зараз ми не можемо її прийняти: ми не продаємо цю категорію товарів\n\nhttps://kramnytsia.test/\n\nКрамниця',
      },
    ]);
    expect((await as('POST', `/api/operator/cooperation/${id}/accept`, { operator_token: admin })).statusCode).toBe(409);
    expect((await as('POST', '/api/operator/cooperation/999999/accept', { operator_token: admin })).statusCode).toBe(404);
  });
});
