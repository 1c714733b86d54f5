// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ukCabinet from '../../../../locales/uk/cabinet.json';
import ukCommon from '../../../../locales/uk/common.json';
import ukErrors from '../../../../locales/uk/errors.json';
import ukPets from '../../../../locales/uk/pets.json';
import type { Pet } from '../../../api/pets';
import { flush, queued } from '../../../lib/outbox';
import { closeTestConnection, json, testConnection, type TestConnection } from '../../../lib/test-connection';
import { cabinetTexts, connectionBack, keptOffline, notices, signedIn } from '../shared/test-waiting-changes';
import PetsTab from './PetsTab';

const rex: Pet = { id: 3, name: 'Рекс', type: 'dog', gender: 'boy', breed: '', sterilized: false, birth_date: null };

let connection: TestConnection;
/** The pets the server holds. */
let pets: Pet[];

beforeAll(() => cabinetTexts({ pets: ukPets, common: ukCommon, errors: ukErrors, cabinet: ukCabinet }));

beforeEach(async () => {
  pets = [rex];
  connection = await testConnection((method, path) => {
    if (method === 'DELETE') pets = pets.filter((p) => path !== `/api/customer/pets/${p.id}`);
    return json(200, { data: pets });
  });
  signedIn();
  render(<PetsTab />);
  await screen.findByRole('article', { name: 'Рекс' });
});
afterEach(closeTestConnection);

const deletes = () => connection.reached.filter((r) => r.method === 'DELETE');

/** Removes Rex with the connection gone: the removal is kept on the device, and the shopper told so. */
async function removeOffline() {
  fireEvent.click(screen.getByRole('button', { name: 'Видалити улюбленця Рекс' }));
  const dialog = await screen.findByRole('dialog');
  const { entry, told } = await keptOffline(connection, () => fireEvent.click(within(dialog).getByRole('button', { name: 'Видалити' })));
  expect(told).toEqual([['warn', "Немає зв'язку: зміну збережено на пристрої. Її буде надіслано, щойно з'явиться зв'язок", '']]);
  return entry;
}

describe('the pets tab without a connection', () => {
  it('a removal waits on the device; once the connection is back it is sent once, with its key, and the list is asked again', async () => {
    const entry = await removeOffline();
    expect(screen.getByRole('article', { name: 'Рекс' })).toBeTruthy();
    await connectionBack(connection);
    expect(notices()).toEqual([['success', "Зміну, що чекала на зв'язок, збережено", '']]);
    await screen.findByText('Розкажіть про свого улюбленця: ми підкажемо товари саме для нього');
    await flush();
    expect(deletes()).toEqual([{ method: 'DELETE', path: '/api/customer/pets/3', key: entry.key, body: null }]);
    expect(await queued()).toEqual([]);
  });

  it('a waiting removal the server refuses is said with its reasons, the pet stays, and it is not sent again', async () => {
    await removeOffline();
    connection.nextWrites = [json(404, { message: 'Улюбленця не знайдено' })];
    await connectionBack(connection);
    expect(notices()).toEqual([['error', "Зміну, що чекала на зв'язок, не збережено", 'Улюбленця не знайдено']]);
    expect(screen.getByRole('article', { name: 'Рекс' })).toBeTruthy();
    await flush();
    expect(deletes()).toHaveLength(1);
    expect(await queued()).toEqual([]);
  });
});
