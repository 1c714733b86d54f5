import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeOperator } from '../services/operator/operator-team';
import { createOperatorSession, createOperatorUser } from '../services/operator/operator-users';
import { createTestApp, signInTestCustomer, type Method, type TestApp } from '../testing/app';

let t: TestApp;
let admin: { id: number; session: string };
let moderator: string;
let phoneCount = 0;
/** A fresh mobile number no operator has. */
const newPhone = () => `38066${String(7_000_000 + ++phoneCount).padStart(7, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  const id = await createOperatorUser(t.db, { phone: '+380501150001', role: 'admin' });
  admin = { id, session: await createOperatorSession(t.db, id) };
  moderator = await createOperatorSession(t.db, await createOperatorUser(t.db, { phone: '+380501150002', role: 'moderator' }));
});
afterAll(() => t.close());

const call = (method: Method, url: string, cookies: Record<string, string>, body?: object, lang = 'uk') =>
  t.app.inject({ method, url, cookies, headers: { 'accept-language': lang }, ...(body !== undefined && { payload: body }) });
const asAdmin = (method: Method, url: string, body?: object, lang = 'uk') =>
  call(method, url, { operator_token: admin.session }, body, lang);

/** The link of the last invitation SMS to a phone, and its token. */
async function invitationSms(phone: string) {
  const sms = await t.db
    .selectFrom('sms_outbox')
    .where('phone', '=', phone)
    .where('purpose', '=', 'operator-invite')
    .select('text')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+/.exec(sms.text)![0];
  return { text: sms.text, link, token: new URL(link).searchParams.get('invite')! };
}

const PASSWORD = 'Operator2026';
/** Invites a phone with a role and accepts it: the new operator's id, phone and session. */
async function newOperator(role: 'admin' | 'moderator') {
  const phone = newPhone();
  expect((await asAdmin('POST', '/api/operator/invitations', { phone: `+${phone}`, role, name: 'Ірина' })).statusCode).toBe(201);
  const { token } = await invitationSms(phone);
  const res = await call(
    'POST',
    '/api/operator-auth/invitation/accept',
    {},
    { token, password: PASSWORD, password_confirmation: PASSWORD },
  );
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.id as number, phone, session: res.cookies.find((c) => c.name === 'operator_token')!.value };
}

const audit = async (subject: string) =>
  (
    (await asAdmin('GET', `/api/operator/audit?subject=${subject}`)).json().data as { action: string; before: unknown; after: unknown }[]
  ).map((e) => [e.action, e.before, e.after]);

const ROUTES: [Method, string, object?][] = [
  ['GET', '/api/operator/team'],
  ['POST', '/api/operator/invitations', { phone: '+380661234567', role: 'moderator' }],
  ['DELETE', '/api/operator/invitations/1'],
  ['DELETE', '/api/operator/operators/1'],
];

describe('who reaches the team', () => {
  it.each(ROUTES)('%s %s: a moderator gets 403, a customer or nobody 401', async (method, url, body) => {
    const asModerator = await call(method, url, { operator_token: moderator }, body);
    expect(asModerator.statusCode).toBe(403);
    expect(asModerator.json()).toEqual({ message: 'Ця дія доступна лише адміністраторам' });
    const customer = await signInTestCustomer(t.db);
    for (const cookies of [{ token: customer.token }, {}] as Record<string, string>[])
      expect((await call(method, url, cookies, body)).statusCode).toBe(401);
  });
});

describe('inviting an operator', () => {
  it('sends a one-time link by SMS in the admin’s language; the invitee sets a password and is a moderator', async () => {
    const phone = newPhone();
    const res = await asAdmin('POST', '/api/operator/invitations', { phone: `+${phone}`, role: 'moderator', name: 'Олена' }, 'ru');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ phone, role: 'moderator', name: 'Олена', expired: false });
    const { text, link, token } = await invitationSms(phone);
    expect(text).toMatch(/вас пригласили в бэкофис/);
    expect(new URL(link).pathname).toBe('/ru/admin');

    const team = (await asAdmin('GET', '/api/operator/team')).json().data;
    expect(team.invitations[0]).toMatchObject({ phone, role: 'moderator' });

    const preview = await call('POST', '/api/operator-auth/invitation', {}, { token });
    expect(preview.json().data).toEqual({ phone, role: 'moderator', name: 'Олена' });
    const short = await call(
      'POST',
      '/api/operator-auth/invitation/accept',
      {},
      { token, password: 'short', password_confirmation: 'short' },
    );
    expect(short.statusCode).toBe(400);
    const accepted = await call(
      'POST',
      '/api/operator-auth/invitation/accept',
      {},
      { token, password: PASSWORD, password_confirmation: PASSWORD },
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ phone, role: 'moderator', name: 'Олена' });
    const session = accepted.cookies.find((c) => c.name === 'operator_token')!.value;

    // A moderator: the moderation queues, not the admins' sections.
    expect((await call('GET', '/api/operator/reports', { operator_token: session })).statusCode).toBe(200);
    expect((await call('GET', '/api/operator/team', { operator_token: session })).statusCode).toBe(403);
    // Signs in with the password from now on; the link is spent.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/operator-auth/login',
      payload: { phone: `+${phone}`, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const again = await call(
      'POST',
      '/api/operator-auth/invitation/accept',
      {},
      { token, password: PASSWORD, password_confirmation: PASSWORD },
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Посилання вже використано або воно застаріло. Попросіть адміністратора надіслати нове');

    const [joined] = await audit(`operator:${accepted.json().data.id}`);
    expect(joined).toEqual(['operator.join', null, { phone, role: 'moderator', invited_by: admin.id }]);
  });

  it('refuses a working operator’s phone (409) and the same phone twice within a minute (422)', async () => {
    const taken = await asAdmin('POST', '/api/operator/invitations', { phone: '+380501150002', role: 'admin' }, 'ru');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('У этого номера уже есть доступ к бэкофису');
    const phone = newPhone();
    expect((await asAdmin('POST', '/api/operator/invitations', { phone: `+${phone}`, role: 'admin' })).statusCode).toBe(201);
    const soon = await asAdmin('POST', '/api/operator/invitations', { phone: `+${phone}`, role: 'admin' });
    expect(soon.statusCode).toBe(422);
    expect((await asAdmin('POST', '/api/operator/invitations', { phone: '12345', role: 'admin' })).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/operator/invitations', { phone: `+${newPhone()}`, role: 'owner' })).statusCode).toBe(400);
  });

  it('a revoked invitation’s link no longer works; revoking is logged', async () => {
    const phone = newPhone();
    const made = await asAdmin('POST', '/api/operator/invitations', { phone: `+${phone}`, role: 'moderator' });
    const { id } = made.json().data;
    const { token } = await invitationSms(phone);
    expect((await asAdmin('DELETE', `/api/operator/invitations/${id}`)).statusCode).toBe(204);
    expect((await call('POST', '/api/operator-auth/invitation', {}, { token })).statusCode).toBe(422);
    expect((await asAdmin('DELETE', `/api/operator/invitations/${id}`)).statusCode).toBe(404);
    expect((await audit(`operator_invitation:${id}`)).map(([action]) => action)).toEqual([
      'operator_invitation.revoke',
      'operator_invitation.create',
    ]);
  });
});

describe('removing an operator', () => {
  it('ends their sessions at once and they sign in no more; logged', async () => {
    const removed = await newOperator('moderator');
    expect((await asAdmin('DELETE', `/api/operator/operators/${removed.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/operator-auth/me', { operator_token: removed.session })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/operator-auth/login',
      payload: { phone: `+${removed.phone}`, password: PASSWORD },
    });
    expect(login.statusCode).toBe(422);
    const team = (await asAdmin('GET', '/api/operator/team')).json().data as { members: { id: number }[] };
    expect(team.members.map((m) => m.id)).not.toContain(removed.id);
    expect((await audit(`operator:${removed.id}`))[0]).toEqual([
      'operator.remove',
      expect.objectContaining({ phone: removed.phone }),
      null,
    ]);
    // Invited again, they get their account back.
    expect((await asAdmin('POST', '/api/operator/invitations', { phone: `+${removed.phone}`, role: 'admin' })).statusCode).toBe(201);
    const { token } = await invitationSms(removed.phone);
    const back = await call(
      'POST',
      '/api/operator-auth/invitation/accept',
      {},
      { token, password: PASSWORD, password_confirmation: PASSWORD },
    );
    expect(back.json().data).toMatchObject({ id: removed.id, role: 'admin' });
  });

  it('never oneself, and never the last admin', async () => {
    const other = await newOperator('admin');
    const self = await asAdmin('DELETE', `/api/operator/operators/${admin.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Себе видалити не можна');
    // The other admin removes every admin but themselves: then they are the last one.
    const admins = await t.db
      .selectFrom('operator_users')
      .where('role', '=', 'admin')
      .where('removed_at', 'is', null)
      .select('id')
      .execute();
    for (const { id } of admins.filter((a) => a.id !== other.id))
      expect((await call('DELETE', `/api/operator/operators/${id}`, { operator_token: other.session })).statusCode).toBe(204);
    const last = await call('DELETE', `/api/operator/operators/${other.id}`, { operator_token: other.session }, undefined, 'ru');
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('Себя удалить нельзя');
    // Whoever asks (two admins removing each other at once), the last admin stays.
    const moderatorId = (await call('GET', '/api/operator-auth/me', { operator_token: moderator })).json().data.id as number;
    await expect(removeOperator(t.db, moderatorId, other.id)).rejects.toMatchObject({ reason: 'admin-team:errors.lastAdmin' });
    expect((await call('DELETE', '/api/operator/operators/999999', { operator_token: other.session })).statusCode).toBe(404);
  });
});
