import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSmsProvider } from '../adapters/sms';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { DEMO_SELLER_OWNER } from '../db/seed/demo-seller-users';
import { hashSellerKey } from '../services/seller/seller-keys';
import { inviteManager } from '../services/seller/seller-team';
import { createTestApp, type TestApp } from '../testing/app';
import { signInTestSeller } from '../testing/sessions';

let t: TestApp;
/** Two sellers, each signed in as its demo owner. */
let a: { id: number; owner: string };
let b: { id: number; owner: string };
let phoneCount = 0;
/** A fresh mobile number no seller user has. */
const newPhone = () => `38067${String(5_000_000 + ++phoneCount).padStart(7, '0')}`;

type As = { session?: string; key?: string; lang?: string };
const call = (as: As, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload !== undefined && { payload }),
    headers: { 'accept-language': as.lang ?? 'uk', ...(as.key ? { authorization: `Bearer ${as.key}` } : {}) },
    cookies: as.session ? { seller_token: as.session } : {},
  });

const signIn = async (phone: string, password: string) => (await signInTestSeller(t, { phone, password })).token;

/** The link of the last invitation SMS to a phone, and its token. */
async function invitationSms(phone: string) {
  const sms = await t.db
    .selectFrom('sms_outbox')
    .where('phone', '=', phone)
    .where('purpose', '=', 'seller-invite')
    .select('text')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https:\/\/\S+/.exec(sms.text)![0];
  return { text: sms.text, link, token: new URL(link).searchParams.get('invite')! };
}

/** Invites a phone to seller A and accepts it: the new manager's id, phone and session. */
async function newManager(password = 'Menedzher2026') {
  const phone = newPhone();
  expect((await call({ session: a.owner }, 'POST', '/api/seller-team/invitations', { phone: `+${phone}`, name: 'Марія' })).statusCode).toBe(
    201,
  );
  const { token } = await invitationSms(phone);
  const res = await call({}, 'POST', '/api/seller-auth/invitation/accept', { token, password, password_confirmation: password });
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.id as number, phone, session: res.cookies.find((c) => c.name === 'seller_token')!.value };
}

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const [first, second] = await t.db.selectFrom('sellers').select('id').orderBy('id').limit(2).execute();
  a = { id: first!.id, owner: await signIn(DEMO_SELLER_OWNER.phone(first!.id), DEMO_SELLER_OWNER.password) };
  b = { id: second!.id, owner: await signIn(DEMO_SELLER_OWNER.phone(second!.id), DEMO_SELLER_OWNER.password) };
});
afterAll(() => t.close());

describe('the owner invites a manager', () => {
  it('sends a one-time link by SMS in the owner’s language, and the team shows the invitation', async () => {
    const phone = newPhone();
    const res = await call({ session: a.owner }, 'POST', '/api/seller-team/invitations', { phone: `0${phone.slice(3)}`, name: ' Ігор ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ phone, name: 'Ігор', expired: false });
    const sms = await invitationSms(phone);
    expect(sms.text).toContain('запрошує вас до кабінету продавця');
    expect(sms.link).toMatch(/^https:\/\/kramnytsia\.test\/seller\?invite=[\w-]{43}$/);

    const team = (await call({ session: a.owner }, 'GET', '/api/seller-team')).json().data;
    expect(team.members[0]).toMatchObject({ role: 'owner', phone: DEMO_SELLER_OWNER.phone(a.id) });
    expect(team.invitations).toContainEqual(expect.objectContaining({ phone, name: 'Ігор', expired: false }));

    const ru = newPhone();
    expect((await call({ session: a.owner, lang: 'ru' }, 'POST', '/api/seller-team/invitations', { phone: ru })).statusCode).toBe(201);
    const ruSms = await invitationSms(ru);
    expect(ruSms.text).toContain('приглашает вас в кабинет продавца');
    expect(ruSms.link).toContain('https://kramnytsia.test/ru/seller?invite=');
  });

  it('lets the invited manager see the shop, set a password and be signed in as a manager, once', async () => {
    const phone = newPhone();
    await call({ session: a.owner }, 'POST', '/api/seller-team/invitations', { phone });
    const { token } = await invitationSms(phone);
    const preview = await call({}, 'POST', '/api/seller-auth/invitation', { token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ phone, name: '' });

    const short = await call({}, 'POST', '/api/seller-auth/invitation/accept', {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toHaveLength(1);
    const unlike = await call({}, 'POST', '/api/seller-auth/invitation/accept', {
      token,
      password: 'Menedzher2026',
      password_confirmation: 'Menedzher2027',
    });
    expect(unlike.statusCode).toBe(400);
    expect(unlike.json().errors.password_confirmation).toHaveLength(1);

    const accepted = await call({}, 'POST', '/api/seller-auth/invitation/accept', {
      token,
      password: 'Menedzher2026',
      password_confirmation: 'Menedzher2026',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ phone, role: 'manager', seller: { id: a.id } });
    const session = accepted.cookies.find((c) => c.name === 'seller_token')!;
    expect(session.httpOnly).toBe(true);
    expect((await call({ session: session.value }, 'GET', '/api/seller-auth/me')).json().data.role).toBe('manager');
    // The password works from now on.
    await signIn(phone, 'Menedzher2026');

    const team = (await call({ session: a.owner }, 'GET', '/api/seller-team')).json().data;
    expect(team.members).toContainEqual(expect.objectContaining({ phone, role: 'manager' }));
    expect(team.invitations.map((i: { phone: string }) => i.phone)).not.toContain(phone);

    for (const [lang, text] of [
      ['uk', 'Запрошення недійсне'],
      ['ru', 'Приглашение недействительно'],
    ] as const) {
      const again = await call({ lang }, 'POST', '/api/seller-auth/invitation/accept', {
        token,
        password: 'Menedzher2026',
        password_confirmation: 'Menedzher2026',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toContain(text);
    }
  });

  it('refuses an expired invitation with a clear reason, and lists it as expired', async () => {
    const phone = newPhone();
    const sms = outboxSmsProvider(t.db, { info: () => {} });
    const delivery = { publicUrl: t.config.publicUrl, storeName: 'Крамниця', sms };
    const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000);
    await inviteManager(t.db, { sellerId: a.id, shopName: 'A', phone, name: '', lang: 'uk' }, delivery, fourDaysAgo);
    const { token } = await invitationSms(phone);
    for (const [url, body] of [
      ['/api/seller-auth/invitation', { token }],
      ['/api/seller-auth/invitation/accept', { token, password: 'Menedzher2026', password_confirmation: 'Menedzher2026' }],
    ] as const) {
      const res = await call({ lang: 'ru' }, 'POST', url, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/^Приглашение недействительно: срок ссылки истёк/);
    }
    const team = (await call({ session: a.owner }, 'GET', '/api/seller-team')).json().data;
    expect(team.invitations).toContainEqual(expect.objectContaining({ phone, expired: true }));
    // Inviting the phone again sends a new link that works, in place of the old one.
    expect((await call({ session: a.owner }, 'POST', '/api/seller-team/invitations', { phone })).statusCode).toBe(201);
    const fresh = await invitationSms(phone);
    expect((await call({}, 'POST', '/api/seller-auth/invitation', { token: fresh.token })).statusCode).toBe(200);
    const listed = (await call({ session: a.owner }, 'GET', '/api/seller-team')).json().data.invitations;
    expect(listed.filter((i: { phone: string }) => i.phone === phone)).toEqual([expect.objectContaining({ expired: false })]);
  });

  it.each([
    ['uk', 'Введіть номер мобільного телефону'],
    ['ru', 'Введите номер мобильного телефона'],
  ])('refuses a phone that is no Ukrainian mobile with 400 (%s)', async (lang, text) => {
    const res = await call({ session: a.owner, lang }, 'POST', '/api/seller-team/invitations', { phone: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
    expect(res.json().errors.phone).toEqual([expect.stringContaining(text)]);
  });

  it('refuses a phone already working in a workspace (409) and the same phone again within a minute (422)', async () => {
    const taken = await call({ session: a.owner }, 'POST', '/api/seller-team/invitations', { phone: DEMO_SELLER_OWNER.phone(b.id) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Цей телефон уже працює в кабінеті продавця');
    const phone = newPhone();
    expect((await call({ session: a.owner }, 'POST', '/api/seller-team/invitations', { phone })).statusCode).toBe(201);
    const soon = await call({ session: a.owner, lang: 'ru' }, 'POST', '/api/seller-team/invitations', { phone });
    expect(soon.statusCode).toBe(422);
    expect(soon.json().message).toContain('только что отправлено');
  });

  it('cancels an invitation: its link stops working', async () => {
    const phone = newPhone();
    const { id } = (await call({ session: a.owner }, 'POST', '/api/seller-team/invitations', { phone })).json().data;
    const { token } = await invitationSms(phone);
    expect((await call({ session: b.owner }, 'DELETE', `/api/seller-team/invitations/${id}`)).statusCode).toBe(404);
    expect((await call({ session: a.owner }, 'DELETE', `/api/seller-team/invitations/${id}`)).statusCode).toBe(204);
    expect((await call({}, 'POST', '/api/seller-auth/invitation', { token })).statusCode).toBe(422);
    expect((await call({ session: a.owner }, 'DELETE', `/api/seller-team/invitations/${id}`)).statusCode).toBe(404);
  });
});

describe('removing a manager', () => {
  it('ends their sessions at once; the owner stays; another seller’s owner reaches nobody of this team', async () => {
    const manager = await newManager();
    expect((await call({ session: manager.session }, 'GET', '/api/seller-api/offers')).statusCode).toBe(200);
    const team = (await call({ session: a.owner }, 'GET', '/api/seller-team')).json().data;
    const owner = team.members.find((m: { role: string }) => m.role === 'owner');

    expect((await call({ session: b.owner }, 'DELETE', `/api/seller-team/members/${manager.id}`)).statusCode).toBe(404);
    const ownerStays = await call({ session: a.owner }, 'DELETE', `/api/seller-team/members/${owner.id}`);
    expect(ownerStays.statusCode).toBe(422);
    expect(ownerStays.json().message).toBe('Власника не можна видалити з команди');
    const otherTeam = (await call({ session: b.owner }, 'GET', '/api/seller-team')).json().data;
    expect(otherTeam.members.map((m: { phone: string }) => m.phone)).not.toContain(manager.phone);

    expect((await call({ session: a.owner }, 'DELETE', `/api/seller-team/members/${manager.id}`)).statusCode).toBe(204);
    expect((await call({ session: manager.session }, 'GET', '/api/seller-auth/me')).statusCode).toBe(401);
    expect((await call({ session: manager.session }, 'GET', '/api/seller-api/offers')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/seller-auth/login',
      payload: { phone: manager.phone, password: 'Menedzher2026' },
    });
    expect(login.statusCode).toBe(422);
    expect((await call({ session: a.owner }, 'DELETE', `/api/seller-team/members/${manager.id}`)).statusCode).toBe(404);
  });
});

describe('the team and the keys are the owner’s', () => {
  const ownerRoutes: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: object][] = [
    ['GET', '/api/seller-team'],
    ['POST', '/api/seller-team/invitations', { phone: '+380671112233' }],
    ['DELETE', '/api/seller-team/invitations/1'],
    ['DELETE', '/api/seller-team/members/1'],
    ['GET', '/api/seller-keys'],
    ['POST', '/api/seller-keys', { name: 'Склад' }],
    ['DELETE', '/api/seller-keys/1'],
  ];

  let manager: Awaited<ReturnType<typeof newManager>>;
  beforeAll(async () => {
    manager = await newManager();
  });

  it.each(ownerRoutes)('%s %s: a manager and a key get 403, nobody signed in 401', async (method, url, body) => {
    for (const [lang, text] of [
      ['uk', 'Це може лише власник магазину'],
      ['ru', 'Это может только владелец магазина'],
    ] as const) {
      const res = await call({ session: manager.session, lang }, method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain(text);
    }
    expect((await call({ key: demoSellerKey(a.id) }, method, url, body)).statusCode).toBe(403);
    expect((await call({}, method, url, body)).statusCode).toBe(401);
  });
});

describe('API keys', () => {
  it('are shown once, kept as a hash, listed by name and last 4 characters, and work until revoked', async () => {
    const res = await call({ session: a.owner }, 'POST', '/api/seller-keys', { name: ' Склад 1С ' });
    expect(res.statusCode).toBe(201);
    const issued = res.json().data;
    expect(issued.key).toMatch(/^ksk_[\w-]{43}$/);
    expect(issued).toMatchObject({ name: 'Склад 1С', last4: issued.key.slice(-4), last_used_at: null });
    const stored = await t.db.selectFrom('seller_api_keys').where('id', '=', issued.id).selectAll().executeTakeFirstOrThrow();
    expect(stored.key_hash).toBe(hashSellerKey(issued.key));
    expect(JSON.stringify(stored)).not.toContain(issued.key);

    const listed = (await call({ session: a.owner }, 'GET', '/api/seller-keys')).json().data;
    expect(listed[0]).toEqual({
      id: issued.id,
      name: 'Склад 1С',
      last4: issued.key.slice(-4),
      created_at: issued.created_at,
      last_used_at: null,
    });
    expect(JSON.stringify(listed)).not.toContain(issued.key);
    // the demo key the store gave is listed too, unnamed
    expect(listed).toContainEqual(expect.objectContaining({ name: '', last4: demoSellerKey(a.id).slice(-4) }));

    expect((await call({ key: issued.key }, 'GET', '/api/seller-api/offers')).statusCode).toBe(200);
    const used = (await call({ session: a.owner }, 'GET', '/api/seller-keys')).json().data.find((k: { id: number }) => k.id === issued.id);
    expect(used.last_used_at).not.toBeNull();

    // Seller B's owner neither sees nor revokes it.
    const other = (await call({ session: b.owner }, 'GET', '/api/seller-keys')).json().data;
    expect(other.map((k: { id: number }) => k.id)).not.toContain(issued.id);
    expect((await call({ session: b.owner }, 'DELETE', `/api/seller-keys/${issued.id}`)).statusCode).toBe(404);
    expect((await call({ key: issued.key }, 'GET', '/api/seller-api/offers')).statusCode).toBe(200);

    expect((await call({ session: a.owner }, 'DELETE', `/api/seller-keys/${issued.id}`)).statusCode).toBe(204);
    expect((await call({ key: issued.key }, 'GET', '/api/seller-api/offers')).statusCode).toBe(401);
    expect((await call({ key: demoSellerKey(a.id) }, 'GET', '/api/seller-api/offers')).statusCode).toBe(200);
    const gone = await call({ session: a.owner, lang: 'ru' }, 'DELETE', `/api/seller-keys/${issued.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Такого ключа нет');
  });

  it.each([
    ['uk', 'Назвіть ключ'],
    ['ru', 'Назовите ключ'],
  ])('need a name (%s)', async (lang, text) => {
    const res = await call({ session: a.owner, lang }, 'POST', '/api/seller-keys', { name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toEqual([expect.stringContaining(text)]);
  });
});

it('puts every team and key route in the OpenAPI document', async () => {
  const { paths } = (await t.call('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
  expect(Object.keys(paths['/api/seller-team']!)).toEqual(['get']);
  expect(Object.keys(paths['/api/seller-team/invitations']!)).toEqual(['post']);
  expect(Object.keys(paths['/api/seller-team/invitations/{id}']!)).toEqual(['delete']);
  expect(Object.keys(paths['/api/seller-team/members/{id}']!)).toEqual(['delete']);
  expect(Object.keys(paths['/api/seller-auth/invitation']!)).toEqual(['post']);
  expect(Object.keys(paths['/api/seller-auth/invitation/accept']!)).toEqual(['post']);
  expect(Object.keys(paths['/api/seller-keys']!).sort()).toEqual(['get', 'post']);
  expect(Object.keys(paths['/api/seller-keys/{id}']!)).toEqual(['delete']);
});
