import { normalizeUaPhone, phoneDigits } from '../domain/phone';
import { api } from '../lib/api';
import { dataOf } from './answer';
import type { RequestBodyOf } from './types';

/** The guest's cart and comparison, which the account takes over when it signs in. */
export type GuestLists = Pick<RequestBodyOf<'/api/auth/login-customer'>, 'cart_session' | 'compare_session'>;

/** docs/product-rules.md#accounts-and-sign-in: phone numbers are reduced to digits before sending. */
export const phoneForApi = (typed: string) => normalizeUaPhone(typed) ?? phoneDigits(typed);

export type Purpose = 'registration' | 'reset';

const SEND = { registration: '/api/auth/registration/add-phone', reset: '/api/auth/reset/forgot-password' } as const;

export async function sendCode(purpose: Purpose, phone: string): Promise<number> {
  return (await dataOf(api.POST(SEND[purpose], { body: { phone: phoneForApi(phone) } }))).resend_in;
}

/** The proof the last step needs. */
export async function checkCode(purpose: Purpose, phone: string, code: string): Promise<string> {
  const body = { phone: phoneForApi(phone), code: code.trim() };
  if (purpose === 'registration') return (await dataOf(api.POST('/api/auth/registration/verify-phone', { body }))).registration_token;
  return (await dataOf(api.POST('/api/auth/reset/verify-phone', { body }))).reset_token;
}

type Passwords = { password: string; password_confirmation: string };

export async function createAccount(registration_token: string, passwords: Passwords, guest: GuestLists) {
  return (await dataOf(api.POST('/api/auth/registration/create-password', { body: { registration_token, ...passwords, ...guest } })))
    .customer;
}

export async function setNewPassword(reset_token: string, passwords: Passwords, guest: GuestLists) {
  return (await dataOf(api.POST('/api/auth/reset/new-password', { body: { reset_token, ...passwords, ...guest } }))).customer;
}

export async function login(phone: string, password: string, guest: GuestLists) {
  return (await dataOf(api.POST('/api/auth/login-customer', { body: { phone: phoneForApi(phone), password, ...guest } }))).customer;
}
