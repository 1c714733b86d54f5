import { normalizeUaPhone, phoneDigits } from '../../domain/phone';
import { api, unwrap } from '../../lib/api';
import { i18next } from '../../lib/i18n';
import { guestLists } from '../../stores/customer';

const network = () => i18next.t('errors:network');

/** docs/product-rules.md#accounts-and-sign-in: phone numbers are reduced to digits before sending. */
export const phoneForApi = (typed: string) => normalizeUaPhone(typed) ?? phoneDigits(typed);

export type Purpose = 'registration' | 'reset';

const SEND = { registration: '/api/auth/registration/add-phone', reset: '/api/auth/reset/forgot-password' } as const;

export async function sendCode(purpose: Purpose, phone: string): Promise<number> {
  return (await unwrap(api.POST(SEND[purpose], { body: { phone: phoneForApi(phone) } }), network())).data.resend_in;
}

/** The proof the last step needs. */
export async function checkCode(purpose: Purpose, phone: string, code: string): Promise<string> {
  const body = { phone: phoneForApi(phone), code: code.trim() };
  if (purpose === 'registration') return (await unwrap(api.POST('/api/auth/registration/verify-phone', { body }), network())).data.registration_token;
  return (await unwrap(api.POST('/api/auth/reset/verify-phone', { body }), network())).data.reset_token;
}

type Passwords = { password: string; password_confirmation: string };

export async function createAccount(registration_token: string, passwords: Passwords) {
  return (await unwrap(api.POST('/api/auth/registration/create-password', { body: { registration_token, ...passwords, ...guestLists() } }), network())).data.customer;
}

export async function setNewPassword(reset_token: string, passwords: Passwords) {
  return (await unwrap(api.POST('/api/auth/reset/new-password', { body: { reset_token, ...passwords, ...guestLists() } }), network())).data.customer;
}

export async function login(phone: string, password: string) {
  return (await unwrap(api.POST('/api/auth/login-customer', { body: { phone: phoneForApi(phone), password, ...guestLists() } }), network())).data.customer;
}
