import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeAnswer, FakeProvider } from './fake-http';
import { ProviderRefusedError, ProviderUnavailableError } from './http-retry';
import { novaPoshtaClient } from './nova-poshta';
import { FAKE_API_KEY, recordedAnswer, RECORDED_WAREHOUSES, SAVED_DOCUMENTS, startFakeNovaPoshta } from './nova-poshta-fake';
import { createNpWaybill, type NpShipment } from './nova-poshta-waybill';

const PORT = 8232;
const SENDER = { ref: 's', contactRef: 'c', cityRef: 'city', addressRef: 'branch', phone: '380671234567' };
const SHIPMENT: NpShipment = {
  orderId: 7,
  recipient: { firstName: 'Олена', lastName: 'Тестова', middleName: '', phone: '380501234567' },
  cityRef: RECORDED_WAREHOUSES[0]!.CityRef,
  warehouseRef: RECORDED_WAREHOUSES[0]!.Ref,
  serviceType: 'WarehouseWarehouse',
  payer: 'Recipient',
  cost: 1251,
  description: 'Кава',
  weight: 1,
  seats: 1,
  date: '02.12.2026',
};
let fake: FakeProvider;
/** how the fake treats InternetDocument.save this time: as recorded, a 5xx, or saved with its answer lost */
let save: 'recorded' | '5xx' | 'lost' = 'recorded';
const delays: number[] = [];

beforeAll(async () => {
  fake = await startFakeNovaPoshta(PORT, (request): FakeAnswer | null => {
    const body = request.body as { modelName?: string; calledMethod?: string };
    if (body.modelName !== 'InternetDocument' || body.calledMethod !== 'save' || save === 'recorded') return null;
    if (save === '5xx') return { status: 502, json: {} };
    recordedAnswer(request); // the parcel is made, and its answer never comes
    return 'hang';
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  SAVED_DOCUMENTS.length = 0;
  fake.requests.length = 0;
  delays.length = 0;
  save = 'recorded';
});

const client = (apiKey = FAKE_API_KEY) =>
  novaPoshtaClient({
    apiKey,
    baseUrl: fake.url,
    retry: { attempts: 3, firstDelayMs: 10, timeoutMs: 500, sleep: async (ms) => void delays.push(ms) },
  });
const calls = () => fake.requests.map((r) => (r.body as { calledMethod: string }).calledMethod);

describe('creating a Nova Poshta waybill', () => {
  it('saves the recipient, then the document, and gives its number', async () => {
    expect(await createNpWaybill(client(), SENDER, SHIPMENT)).toBe(SAVED_DOCUMENTS[0]!.IntDocNumber);
    expect(calls()).toEqual(['getDocumentList', 'save', 'save']);
    expect(SAVED_DOCUMENTS[0]!.properties).toMatchObject({ Recipient: expect.any(String), ContactRecipient: expect.any(String) });
  });

  it('a save whose answer was lost is not sent again: the next try finds it among the day’s documents', async () => {
    save = 'lost';
    await expect(createNpWaybill(client(), SENDER, SHIPMENT)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(delays).toEqual([]); // the save itself is never retried
    expect(SAVED_DOCUMENTS).toHaveLength(1);
    save = 'recorded';
    expect(await createNpWaybill(client(), SENDER, SHIPMENT)).toBe(SAVED_DOCUMENTS[0]!.IntDocNumber);
    expect(SAVED_DOCUMENTS).toHaveLength(1);
  });

  it('a 5xx on the save is reported once, making nothing', async () => {
    save = '5xx';
    await expect(createNpWaybill(client(), SENDER, SHIPMENT)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(calls().filter((c) => c === 'save')).toHaveLength(2); // Counterparty.save, then the one InternetDocument.save
    expect(SAVED_DOCUMENTS).toHaveLength(0);
  });

  it('the look-up before it is retried with doubling waits when Nova Poshta answers 5xx', async () => {
    let failures = 2;
    const flaky = await startFakeNovaPoshta(PORT + 1, () => (failures-- > 0 ? { status: 503, json: {} } : null));
    try {
      const c = novaPoshtaClient({
        apiKey: FAKE_API_KEY,
        baseUrl: flaky.url,
        retry: { attempts: 3, firstDelayMs: 10, timeoutMs: 500, sleep: async (ms) => void delays.push(ms) },
      });
      expect(await createNpWaybill(c, SENDER, SHIPMENT)).toMatch(/^\d{14}$/);
      expect(delays).toEqual([10, 20]);
    } finally {
      await flaky.close();
    }
  });

  it.each([
    ['a wrong key', FAKE_API_KEY.slice(1), SENDER],
    ['a sender with no branch', FAKE_API_KEY, { ...SENDER, addressRef: '' }],
  ])('refuses %s without trying again', async (_, key, sender) => {
    await expect(createNpWaybill(client(key), sender, SHIPMENT)).rejects.toBeInstanceOf(ProviderRefusedError);
    expect(delays).toEqual([]);
    expect(SAVED_DOCUMENTS).toHaveLength(0);
  });
});
