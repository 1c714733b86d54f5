// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import ruThankYou from '../../../locales/ru/thank-you.json';
import ukThankYou from '../../../locales/uk/thank-you.json';
import { testI18n } from '../../lib/test-i18n';
import type { PaymentStatus } from './orders';
import { PaymentStatusLabel } from './PaymentStatusLabel';

async function label(lang: 'uk' | 'ru', status: PaymentStatus) {
  const i18n = await testI18n(lang, { uk: { 'thank-you': ukThankYou }, ru: { 'thank-you': ruThankYou } });
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <PaymentStatusLabel status={status} />
    </I18nextProvider>,
  );
  const span = container.querySelector('span')!;
  const shown = { text: span.textContent, className: span.className };
  cleanup();
  return shown;
}

describe('PaymentStatusLabel', () => {
  it.each<[PaymentStatus, string, string]>([
    ['success', 'Оплачено', 'Оплачено'],
    ['fail', 'Оплата не пройшла', 'Оплата не прошла'],
    ['new', 'Очікує оплати', 'Ожидает оплаты'],
    ['downloaded', 'Квитанцію сформовано', 'Квитанция сформирована'],
    ['refunded', 'Кошти повернено', 'Деньги возвращены'],
  ])('%s reads "%s" in Ukrainian and "%s" in Russian', async (status, uk, ru) => {
    expect(await label('uk', status)).toEqual({ text: uk, className: `payment-status payment-status--${status}` });
    expect((await label('ru', status)).text).toBe(ru);
  });
});
