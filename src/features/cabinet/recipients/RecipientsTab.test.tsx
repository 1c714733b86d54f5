// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukCabinet from '../../../../locales/uk/cabinet.json';
import ukCommon from '../../../../locales/uk/common.json';
import ukErrors from '../../../../locales/uk/errors.json';
import ukRecipients from '../../../../locales/uk/recipients.json';
import type { Recipient, SavedDelivery } from '../../../api/recipients';
import { flush, queued } from '../../../lib/outbox';
import { closeTestConnection, json, testConnection, type TestConnection } from '../../../lib/test-connection';
import { cabinetTexts, connectionBack, keptOffline, notices, signedIn } from '../shared/test-waiting-changes';
import RecipientsTab from './RecipientsTab';

const office: SavedDelivery = {
  id: 4,
  delivery_id: 1,
  delivery_title: 'Нова пошта',
  kind: 'office',
  city: { id: 10, name: 'Київ' },
  delivery_warehouse_id: 77,
  office_title: 'Відділення №1',
  office_address: 'вул. Хрещатик, 1',
  street: '',
  house: '',
  flat: '',
  seller_id: null,
};

let connection: TestConnection;
/** What the server holds. */
let recipients: Recipient[];
let deliveries: SavedDelivery[];

beforeAll(() => cabinetTexts({ recipients: ukRecipients, common: ukCommon, errors: ukErrors, cabinet: ukCabinet }));

beforeEach(async () => {
  recipients = [];
  deliveries = [office];
  connection = await testConnection((method, path) => {
    if (method === 'POST' && path === '/api/customer/contacts') {
      const body = connection.reached.at(-1)!.body as Omit<Recipient, 'id' | 'seller_id'>;
      const made = { ...body, id: 21, seller_id: null };
      recipients = [...recipients, made];
      return json(201, { data: made });
    }
    if (method === 'DELETE') deliveries = deliveries.filter((d) => path !== `/api/customer/deliveries/${d.id}`);
    return json(200, { data: path.startsWith('/api/customer/contacts') ? recipients : deliveries });
  });
  signedIn();
  render(<RecipientsTab />);
  await screen.findByText('Київ: Нова пошта');
});
afterEach(closeTestConnection);

const KEPT = [['warn', "Немає зв'язку: зміну збережено на пристрої. Її буде надіслано, щойно з'явиться зв'язок", '']];
const writes = () => connection.reached.filter((r) => r.method !== 'GET');

/** Runs a step with the connection gone: the change is kept on the device, and the shopper told so. */
async function offline(step: () => void) {
  const { entry, told } = await keptOffline(connection, step);
  expect(told).toEqual(KEPT);
  return entry;
}

function addRecipient() {
  fireEvent.click(screen.getByRole('button', { name: 'Додати отримувача' }));
  const form = screen.getByRole('form', { name: 'Додати отримувача' });
  fireEvent.input(within(form).getByLabelText('Прізвище'), { target: { value: 'Шевченко' } });
  fireEvent.input(within(form).getByLabelText("Ім'я"), { target: { value: 'Тарас' } });
  fireEvent.input(within(form).getByLabelText('Телефон'), { target: { value: '+380 67 765 43 21' } });
  fireEvent.submit(form);
}

describe('recipients and deliveries without a connection', () => {
  it('a new recipient waits on the device; once the connection is back it is saved once, with its key, and listed', async () => {
    const entry = await offline(addRecipient);
    await connectionBack(connection);
    expect(notices()).toEqual([['success', "Зміну, що чекала на зв'язок, збережено", '']]);
    await screen.findByText('Шевченко Тарас');
    await flush();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/customer/contacts',
        key: entry.key,
        body: { name: 'Тарас', surname: 'Шевченко', patronymic: '', phone: '380677654321' },
      },
    ]);
  });

  it('a waiting recipient the server refuses is said with its reasons, and is not listed or sent again', async () => {
    await offline(addRecipient);
    connection.nextWrites = [
      json(422, { message: 'Перевірте правильність заповнення полів', errors: { phone: ['Такий отримувач уже є'] } }),
    ];
    await connectionBack(connection);
    expect(notices()).toEqual([
      ['error', "Зміну, що чекала на зв'язок, не збережено", 'Перевірте правильність заповнення полів Такий отримувач уже є'],
    ]);
    expect(screen.queryByText('Шевченко Тарас')).toBeNull();
    await flush();
    expect(writes()).toHaveLength(1);
    expect(await queued()).toEqual([]);
  });

  it('a delivery removed offline is sent once, with its key, when the connection is back, and the list is asked again', async () => {
    const entry = await offline(() => fireEvent.click(screen.getByRole('button', { name: 'Видалити: Київ, Нова пошта' })));
    expect(screen.getByText('Київ: Нова пошта')).toBeTruthy();
    await connectionBack(connection);
    await vi.waitFor(() => expect(screen.queryByText('Київ: Нова пошта')).toBeNull());
    await flush();
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/customer/deliveries/4', key: entry.key, body: null }]);
  });
});
