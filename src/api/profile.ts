import type { PersonalValues } from '../domain/profile-rules';
import { api } from '../lib/api';
import { bodyOf, dataOf } from './answer';
import { changeCustomerData } from './customer-change';

/** The form's texts as the API wants them: no birthday and no gender are null; answers the customer as saved. */
export function savePersonal(values: PersonalValues) {
  const body = {
    ...values,
    birth_day: values.birth_day || null,
    gender: values.gender === '1' ? 1 : values.gender === '2' ? 2 : null,
  } as const;
  return changeCustomerData('put', '/api/customer/update/personal', { body });
}

/** Answers the customer as saved. */
export const saveEmail = (email: string) => changeCustomerData('put', '/api/customer/update/email', { body: { email } });

type Passwords = { password: string; password_confirmation: string };

/** Sends the code to the account's phone; answers the seconds before another may be asked for. */
export const askPasswordCode = async (passwords: Passwords): Promise<number> =>
  (await dataOf(api.PUT('/api/customer/update/password/init', { body: passwords }))).resend_in;

export async function confirmPassword(code: string): Promise<void> {
  await bodyOf(api.PUT('/api/customer/update/password/confirm', { body: { code: code.trim() } }));
}
