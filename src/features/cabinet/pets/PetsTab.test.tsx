// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukCabinet from '../../../../locales/uk/cabinet.json';
import ukCommon from '../../../../locales/uk/common.json';
import ukErrors from '../../../../locales/uk/errors.json';
import ukPets from '../../../../locales/uk/pets.json';
import type { Pet } from '../../../api/pets';
import { i18next } from '../../../lib/i18n';
import { flush, queued } from '../../../lib/outbox';
import { closeTestConnection, json, testConnection, type TestConnection } from '../../../lib/test-connection';
import { customer } from '../../../stores/customer';
import '../../../stores/customer-changes';
import { notifications } from '../../../stores/notifications';
import PetsTab from './PetsTab';

const rex: Pet = { id: 3, name: 'Рекс', type: 'dog', gender: 'boy', breed: '', sterilized: false, birth_date: null };

let connection: TestConnection;
/** The pets the server holds. */
let pets: Pet[];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'uk',
    ns: ['pets', 'common', 'errors', 'cabinet'],
    resources: { uk: { pets: ukPets, common: ukCommon, errors: ukErrors, cabinet: ukCabinet } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

beforeEach(async () => {
  pets = [rex];
  connection = await testConnection((method, path) => {
    if (method === 'DELETE') pets = pets.filter((p) => path !== `/api/customer/pets/${p.id}`);
    return json(200, { data: pets });
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
  render(<PetsTab />);
  await screen.findByRole('article', { name: 'Рекс' });
});
afterEach(closeTestConnection);

const notices = () => notifications.value.map((n) => [n.type, n.title, n.text ?? '']);
const deletes = () => connection.reached.filter((r) => r.method === 'DELETE');

/** Removes Rex with the connection gone: the removal is kept on the device, and the shopper told so. */
async function removeOffline() {
  connection.online = false;
  fireEvent.click(screen.getByRole('button', { name: 'Видалити улюбленця Рекс' }));
  await act(async () => {
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Видалити' }));
    await vi.waitFor(() => expect(notifications.value).toHaveLength(1));
  });
  expect(notices()).toEqual([['warn', "Немає зв'язку: зміну збережено на пристрої. Її буде надіслано, щойно з'явиться зв'язок", '']]);
  const [entry] = await queued('customer-changes');
  notifications.value = [];
  return entry!;
}

const reconnect = () =>
  act(async () => {
    connection.online = true;
    await flush();
    await vi.waitFor(() => expect(notifications.value).toHaveLength(1));
  });

describe('the pets tab without a connection', () => {
  it('a removal waits on the device; once the connection is back it is sent once, with its key, and the list is asked again', async () => {
    const entry = await removeOffline();
    expect(screen.getByRole('article', { name: 'Рекс' })).toBeTruthy();
    await reconnect();
    expect(notices()).toEqual([['success', "Зміну, що чекала на зв'язок, збережено", '']]);
    await screen.findByText('Розкажіть про свого улюбленця: ми підкажемо товари саме для нього');
    await flush();
    expect(deletes()).toEqual([{ method: 'DELETE', path: '/api/customer/pets/3', key: entry.key, body: null }]);
    expect(await queued()).toEqual([]);
  });

  it('a waiting removal the server refuses is said with its reasons, the pet stays, and it is not sent again', async () => {
    await removeOffline();
    connection.nextWrites = [json(404, { message: 'Улюбленця не знайдено' })];
    await reconnect();
    expect(notices()).toEqual([['error', "Зміну, що чекала на зв'язок, не збережено", 'Улюбленця не знайдено']]);
    expect(screen.getByRole('article', { name: 'Рекс' })).toBeTruthy();
    await flush();
    expect(deletes()).toHaveLength(1);
    expect(await queued()).toEqual([]);
  });
});
