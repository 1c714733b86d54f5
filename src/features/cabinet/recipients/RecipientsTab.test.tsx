// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukCabinet from '../../../../locales/uk/cabinet.json';
import ukCommon from '../../../../locales/uk/common.json';
import ukErrors from '../../../../locales/uk/errors.json';
import ukRecipients from '../../../../locales/uk/recipients.json';
import type { Recipient, SavedDelivery } from '../../../api/recipients';
import { i18next } from '../../../lib/i18n';
import { flush, queued } from '../../../lib/outbox';
import { closeTestConnection, json, testConnection, type TestConnection } from '../../../lib/test-connection';
import { customer } from '../../../stores/customer';
import '../../../stores/customer-changes';
import { notifications } from '../../../stores/notifications';
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

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'uk',
    ns: ['recipients', 'common', 'errors', 'cabinet'],
    resources: { uk: { recipients: ukRecipients, common: ukCommon, errors: ukErrors, cabinet: ukCabinet } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

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
  notifications.value = [];
  customer.value = {
    id: 5,
    name: 'Олена',
    surname: 'Коваль',
    patronymic: '',
    phone: '380671234567',
    email: null,
    birth_day: null,
    gender: null,
  };
  render(<RecipientsTab />);
  await screen.findByText('Київ: Нова пошта');
});
afterEach(closeTestConnection);

const KEPT = "Немає зв'язку: зміну збережено на пристрої. Її буде надіслано, щойно з'явиться зв'язок";
const notices = () => notifications.value.map((n) => [n.type, n.title, n.text ?? '']);
const writes = () => connection.reached.filter((r) => r.method !== 'GET');

/** Runs a step with the connection gone: the change is kept on the device, and the shopper told so. */
async function offline(step: () => void) {
  connection.online = false;
  step();
  await act(() => vi.waitFor(() => expect(notifications.value).toHaveLength(1)));
  expect(notices()).toEqual([['warn', KEPT, '']]);
  const [entry] = await queued('customer-changes');
  notifications.value = [];
  return entry!;
}

function addRecipient() {
  fireEvent.click(screen.getByRole('button', { name: 'Додати отримувача' }));
  const form = screen.getByRole('form', { name: 'Додати отримувача' });
  fireEvent.input(within(form).getByLabelText('Прізвище'), { target: { value: 'Шевченко' } });
  fireEvent.input(within(form).getByLabelText("Ім'я"), { target: { value: 'Тарас' } });
  fireEvent.input(within(form).getByLabelText('Телефон'), { target: { value: '+380 67 765 43 21' } });
  fireEvent.submit(form);
}

const reconnect = () =>
  act(async () => {
    connection.online = true;
    await flush();
    await vi.waitFor(() => expect(notifications.value).toHaveLength(1));
  });

describe('recipients and deliveries without a connection', () => {
  it('a new recipient waits on the device; once the connection is back it is saved once, with its key, and listed', async () => {
    const entry = await offline(addRecipient);
    await reconnect();
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
    await reconnect();
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
    await reconnect();
    await vi.waitFor(() => expect(screen.queryByText('Київ: Нова пошта')).toBeNull());
    await flush();
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/customer/deliveries/4', key: entry.key, body: null }]);
  });
});
