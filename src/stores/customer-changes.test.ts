import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukCabinet from '../../locales/uk/cabinet.json';
import ukErrors from '../../locales/uk/errors.json';
import { addPet, removePet } from '../api/pets';
import { ApiFailure } from '../lib/api';
import { ChangeQueued } from '../lib/outbox/change-queued';
import { i18next } from '../lib/i18n';
import { flush, queued } from '../lib/outbox';
import { customerDataRevision, forgetWaitingCustomerChanges, waitingCustomerChanges } from './customer-changes';
import { notifyCallFailure } from './call-failure';
import { notifications } from './notifications';

// The client needs the page's address and its cookies from a browser; this file runs in Node (as the outbox's own test).
vi.hoisted(() => Object.assign(globalThis, { location: new URL('http://localhost/cabinet'), document: { cookie: '' } }));

let online: boolean;
let sent: Request[];
let answers: Response[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pet = { name: 'Рекс', type: 'dog', gender: 'boy', breed: '', sterilized: false };
const listOf = (...names: string[]) => ({ data: names.map((name, i) => ({ ...pet, birth_date: null, id: i + 1, name })) });

function goOnline(value: boolean) {
  online = value;
  vi.stubGlobal('navigator', { onLine: value });
}

beforeAll(async () => {
  await i18next.init({ lng: 'uk', resources: { uk: { cabinet: ukCabinet, errors: ukErrors } } });
});

beforeEach(async () => {
  await clear(createStore('kramnytsia-outbox', 'entries'));
  notifications.value = [];
  sent = [];
  answers = [];
  goOnline(true);
  vi.stubGlobal('fetch', async (request: Request) => {
    if (!online) throw new TypeError('Failed to fetch');
    sent.push(request);
    return answers.shift() ?? json(200, listOf('Рекс'));
  });
});
afterEach(async () => {
  // The pages a test opened are closed: a retry the outbox had planned finds nothing waiting, and goes nowhere (never
  // to the network). Emptied first: a retry that found the write waiting would hang on the fetch below, and every
  // later test's flush would wait for it.
  await clear(createStore('kramnytsia-outbox', 'entries'));
  vi.unstubAllGlobals();
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

const titles = () => notifications.value.map((n) => [n.type, n.title, n.text]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a change to the customer’s own data', () => {
  it('online: answers the data the server sent, with an Idempotency-Key', async () => {
    answers.push(json(201, listOf('Рекс')));
    expect((await addPet(pet)).map((p) => p.name)).toEqual(['Рекс']);
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,128}$/);
  });

  it('refused: an ApiFailure with the server’s words, and nothing left waiting', async () => {
    answers.push(json(422, { message: 'Перевірте правильність заповнення полів', errors: { name: ['Вкажіть ім’я'] } }));
    const refusal = await addPet(pet).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiFailure);
    expect((refusal as ApiFailure).body.errors).toEqual({ name: ['Вкажіть ім’я'] });
    expect(await queued()).toEqual([]);
  });

  it.each([
    ['offline', () => goOnline(false)],
    ['on a connection that fails', () => void (online = false)],
    // Down for the first try and for the outbox's own at once; it comes back for it after a pause.
    ['when the server is down for a moment', () => void answers.push(json(503, { message: 'busy' }), json(503, { message: 'busy' }))],
  ])('%s: kept on the device (ChangeQueued), said so, and counted', async (_name, condition) => {
    condition();
    const kept = await removePet(7).catch((error: unknown) => error);
    expect(kept).toBeInstanceOf(ChangeQueued);
    notifyCallFailure(kept);
    // The count is read back from the outbox in IndexedDB: slower than a moment on a busy machine.
    await vi.waitFor(() => expect(waitingCustomerChanges.value).toBe(1));
    expect(titles()).toEqual([['warn', "Немає зв'язку: зміну збережено на пристрої. Її буде надіслано, щойно з'явиться зв'язок", '']]);
    expect((await queued('customer-changes')).map((e) => [e.operation.method, e.operation.path])).toEqual([
      ['delete', '/api/customer/pets/{id}'],
    ]);
  });
});

describe('a waiting change, once the connection is back', () => {
  async function waitingAndBack(answer: Response) {
    goOnline(false);
    await addPet(pet).catch(() => undefined);
    notifications.value = [];
    goOnline(true);
    answers.push(answer);
    await flush();
    await settle();
  }

  it('saved: the cabinet asks again for what it shows, and the shopper is told', async () => {
    const before = customerDataRevision.value;
    await waitingAndBack(json(201, listOf('Рекс')));
    await vi.waitFor(() => expect(customerDataRevision.value).toBe(before + 1));
    expect(waitingCustomerChanges.value).toBe(0);
    expect(titles()).toEqual([['success', "Зміну, що чекала на зв'язок, збережено", '']]);
  });

  it('refused: the reason is said and stays until dismissed; the change is not sent again', async () => {
    await waitingAndBack(
      json(422, {
        message: 'Перевірте правильність заповнення полів',
        errors: { birth_date: ['Дата народження не може бути в майбутньому'] },
      }),
    );
    await vi.waitFor(() => expect(titles()).toHaveLength(1));
    expect(titles()).toEqual([
      [
        'error',
        "Зміну, що чекала на зв'язок, не збережено",
        'Перевірте правильність заповнення полів Дата народження не може бути в майбутньому',
      ],
    ]);
    expect(notifications.value[0]!.duration).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('sign-out first: the change is dropped, and the shopper told it was not sent', async () => {
    goOnline(false);
    await addPet(pet).catch(() => undefined);
    await removePet(1).catch(() => undefined);
    notifications.value = [];
    await forgetWaitingCustomerChanges();
    expect(await queued()).toEqual([]);
    expect(titles()).toEqual([['warn', "2 зміни, що чекали на зв'язок, не надіслано: ви вийшли з кабінету", '']]);
  });
});
