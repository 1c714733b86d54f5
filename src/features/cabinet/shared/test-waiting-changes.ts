import { act } from '@testing-library/react';
import type { ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { expect, vi } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { flush, queued, type OutboxEntry } from '../../../lib/outbox';
import type { TestConnection } from '../../../lib/test-connection';
import { customer, type Customer } from '../../../stores/customer';
import '../../../stores/customer-changes';
import { notifications } from '../../../stores/notifications';

/**
 * Test support for a cabinet tab whose changes may wait for the connection (src/api/customer-change.ts): the tab's
 * texts, a signed-in customer, and the two moments such a test is about: a change kept on the device, and the
 * connection coming back.
 */

/**
 * The uk texts of the tab, and those the notices of a waiting change say (`errors`, `cabinet`), in the one i18next
 * the notices read.
 */
export async function cabinetTexts(texts: ResourceLanguage): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'uk',
    ns: Object.keys(texts),
    resources: { uk: texts },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** The customer these tests sign in as. */
export const TEST_CUSTOMER: Customer = {
  id: 5,
  name: 'Олена',
  surname: 'Коваль',
  patronymic: '',
  phone: '380671234567',
  email: null,
  birth_day: null,
  gender: null,
};

export function signedIn(): void {
  notifications.value = [];
  customer.value = TEST_CUSTOMER;
}

/** The notices on show, as type, title and text. */
export const notices = () => notifications.value.map((n) => [n.type, n.title, n.text ?? '']);

/**
 * Takes the connection away and runs the shopper's step (fired through Testing Library); answers the change it kept
 * on the device and what the shopper was told, and clears the notices for what comes next.
 */
export async function keptOffline(connection: TestConnection, step: () => void): Promise<{ entry: OutboxEntry; told: string[][] }> {
  connection.online = false;
  step();
  await act(() => vi.waitFor(() => expect(notifications.value.length).toBeGreaterThan(0)));
  const told = notices();
  const [entry] = await queued('customer-changes');
  notifications.value = [];
  return { entry: entry!, told };
}

/** The connection is back: the outbox sends what waited, and the shopper is told its answer. */
export const connectionBack = (connection: TestConnection) =>
  act(async () => {
    connection.online = true;
    await flush();
    await vi.waitFor(() => expect(notifications.value).toHaveLength(1));
  });
