// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukCabinet from '../../../../locales/uk/cabinet.json';
import ukErrors from '../../../../locales/uk/errors.json';
import ukProfile from '../../../../locales/uk/profile.json';
import { flush, queued } from '../../../lib/outbox';
import { closeTestConnection, json, testConnection, type TestConnection } from '../../../lib/test-connection';
import { customer } from '../../../stores/customer';
import { waitingCustomerChanges } from '../../../stores/customer-changes';
import { cabinetTexts, connectionBack, keptOffline, notices, signedIn, TEST_CUSTOMER } from '../shared/test-waiting-changes';
import { PersonalForm } from './PersonalForm';

const me = TEST_CUSTOMER;

let connection: TestConnection;
let host: HTMLElement;

beforeAll(() => cabinetTexts({ profile: ukProfile, errors: ukErrors, cabinet: ukCabinet }));

beforeEach(async () => {
  connection = await testConnection(() => json(200, { data: { ...me, name: 'Оксана' } }));
  signedIn();
  customer.value = me;
  ({ container: host } = render(<PersonalForm me={me} />));
});
afterEach(closeTestConnection);

const nameField = () => host.querySelector<HTMLInputElement>('input[autocomplete="given-name"]')!;
const puts = () => connection.reached.filter((r) => r.method === 'PUT');
const KEPT = [['warn', "Немає зв'язку: зміну збережено на пристрої. Її буде надіслано, щойно з'явиться зв'язок", '']];

/** Renames the customer with the connection gone: the change is kept on the device, and the shopper told so. */
async function renameOffline() {
  fireEvent.input(nameField(), { target: { value: 'Оксана' } });
  const { entry, told } = await keptOffline(connection, () => fireEvent.submit(host.querySelector('form')!));
  expect(told).toEqual(KEPT);
  return entry;
}

describe('the personal data form without a connection', () => {
  it('keeps the change on the device, says so, and keeps what was typed', async () => {
    await renameOffline();
    expect(nameField().value).toBe('Оксана');
    expect((await queued('customer-changes')).map((e) => [e.operation.method, e.operation.path])).toEqual([
      ['put', '/api/customer/update/personal'],
    ]);
    await vi.waitFor(() => expect(waitingCustomerChanges.value).toBe(1));
  });

  it('once the connection is back, saves the change once, with the key it was kept under', async () => {
    const entry = await renameOffline();
    await connectionBack(connection);
    expect(notices()).toEqual([['success', "Зміну, що чекала на зв'язок, збережено", '']]);
    await flush();
    expect(puts()).toEqual([
      { method: 'PUT', path: '/api/customer/update/personal', key: entry.key, body: expect.objectContaining({ name: 'Оксана' }) },
    ]);
    expect(await queued()).toEqual([]);
    await vi.waitFor(() => expect(waitingCustomerChanges.value).toBe(0));
  });

  it('a waiting change the server refuses is said with its reasons, the profile stays as it was, and it is not sent again', async () => {
    await renameOffline();
    connection.nextWrites = [
      json(422, { message: 'Перевірте правильність заповнення полів', errors: { name: ['Максимальна кількість символів: 50'] } }),
    ];
    await connectionBack(connection);
    expect(notices()).toEqual([
      ['error', "Зміну, що чекала на зв'язок, не збережено", 'Перевірте правильність заповнення полів Максимальна кількість символів: 50'],
    ]);
    expect(customer.value).toEqual(me);
    await flush();
    expect(puts()).toHaveLength(1);
    expect(await queued()).toEqual([]);
  });
});
