import { expect } from 'vitest';
import { DEMO_SELLER_OWNER } from '../db/seed/demo-seller-users';
import { createOperatorSession, createOperatorUser, type OperatorRole } from '../services/operator/operator-users';
import { signInTestCustomer, type TestApp } from './app';

let operatorSeq = 0;

/**
 * An operator of the role made in the test, signed in: the back office has no sign-up. Its phone is one of its own
 * unless the test gives one to read back; with a password it can also sign in by phone.
 */
export async function signInTestOperator(
  db: TestApp['db'],
  role: OperatorRole,
  { phone, password }: { phone?: string; password?: string } = {},
) {
  operatorSeq += 1;
  const id = await createOperatorUser(db, { phone: phone ?? `+38050190${String(operatorSeq).padStart(4, '0')}`, role, password });
  const token = await createOperatorSession(db, id);
  return { id, token, cookies: { operator_token: token } };
}

/**
 * A seller workspace session, signed in through the sign-in route as the shop's people do: the seeded owner of the
 * demo shop `seller` unless a person's phone and password are given.
 */
export async function signInTestSeller(t: TestApp, seller: number | { phone: string; password: string } = 1, lang?: string) {
  const payload = typeof seller === 'number' ? { phone: DEMO_SELLER_OWNER.phone(seller), password: DEMO_SELLER_OWNER.password } : seller;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller-auth/login',
    ...(lang !== undefined && { headers: { 'accept-language': lang } }),
    payload,
  });
  expect(res.statusCode).toBe(200);
  const token = res.cookies.find((c) => c.name === 'seller_token')!.value;
  return { token, cookies: { seller_token: token } };
}

/** A customer's session, a seller's and none: the sessions that never open the back office. */
export async function nonOperatorSessions(t: TestApp): Promise<Record<string, string>[]> {
  const customer = await signInTestCustomer(t.db);
  return [customer.cookies, (await signInTestSeller(t)).cookies, {}];
}
