import type { PersonalValues } from '../../../domain/profile-rules';
import { api, unwrap } from '../../../lib/api';
import { i18next } from '../../../lib/i18n';
import { customerChanged } from '../../../stores/customer';

const network = () => i18next.t('errors:network');

/** The form's texts as the API wants them: no birthday and no gender are null. */
export async function savePersonal(values: PersonalValues): Promise<void> {
  const body = { ...values, birth_day: values.birth_day || null, gender: values.gender === '1' ? 1 : values.gender === '2' ? 2 : null } as const;
  customerChanged((await unwrap(api.PUT('/api/customer/update/personal', { body }), network())).data);
}

export async function saveEmail(email: string): Promise<void> {
  customerChanged((await unwrap(api.PUT('/api/customer/update/email', { body: { email } }), network())).data);
}

type Passwords = { password: string; password_confirmation: string };

/** Sends the code to the account's phone; answers the seconds before another may be asked for. */
export async function askPasswordCode(passwords: Passwords): Promise<number> {
  return (await unwrap(api.PUT('/api/customer/update/password/init', { body: passwords }), network())).data.resend_in;
}

export async function confirmPassword(code: string): Promise<void> {
  await unwrap(api.PUT('/api/customer/update/password/confirm', { body: { code: code.trim() } }), network());
}
