import { startFakeProvider, type FakeAnswer, type FakeProvider, type FakeRequest } from './fake-http';
import type { NpCity, NpWarehouse } from './nova-poshta';

/** Answers in the shape Nova Poshta API 2.0 gives them, for a few cities and their points (refs as the API has them). */
export const RECORDED_CITIES: NpCity[] = [
  {
    Ref: '8d5a980d-391c-11dd-90d9-001a92567626',
    Description: 'Київ',
    DescriptionRu: 'Киев',
    AreaDescription: 'Київська',
    AreaDescriptionRu: 'Киевская',
  },
  {
    Ref: 'db5c88e0-391c-11dd-90d9-001a92567626',
    Description: 'Львів',
    DescriptionRu: 'Львов',
    AreaDescription: 'Львівська',
    AreaDescriptionRu: 'Львовская',
  },
  {
    Ref: 'e221d642-391c-11dd-90d9-001a92567626',
    Description: 'Бровари',
    DescriptionRu: 'Бровары',
    AreaDescription: 'Київська',
    AreaDescriptionRu: 'Киевская',
  },
];

const weekdays = {
  Monday: '08:00-21:00',
  Tuesday: '08:00-21:00',
  Wednesday: '08:00-21:00',
  Thursday: '08:00-21:00',
  Friday: '08:00-21:00',
  Saturday: '09:00-19:00',
  Sunday: '-',
};
const allWeek = {
  Monday: '00:00-23:59',
  Tuesday: '00:00-23:59',
  Wednesday: '00:00-23:59',
  Thursday: '00:00-23:59',
  Friday: '00:00-23:59',
  Saturday: '00:00-23:59',
  Sunday: '00:00-23:59',
};

export const RECORDED_WAREHOUSES: NpWarehouse[] = [
  {
    Ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
    Description: 'Відділення №1: вул. Пирогівський шлях, 135',
    DescriptionRu: 'Отделение №1: ул. Пироговский путь, 135',
    ShortAddress: 'Київ, Пирогівський шлях, 135',
    ShortAddressRu: 'Киев, Пироговский путь, 135',
    CityRef: RECORDED_CITIES[0]!.Ref,
    Latitude: '50.354687',
    Longitude: '30.544555',
    CategoryOfWarehouse: 'Branch',
    Schedule: weekdays,
  },
  {
    Ref: '7b422fc5-e1b8-11e3-8c4a-0050568002cf',
    Description: 'Відділення №2: вул. Богатирська, 11',
    DescriptionRu: 'Отделение №2: ул. Богатырская, 11',
    ShortAddress: 'Київ, Богатирська, 11',
    ShortAddressRu: 'Киев, Богатырская, 11',
    CityRef: RECORDED_CITIES[0]!.Ref,
    Latitude: '50.518430',
    Longitude: '30.502140',
    CategoryOfWarehouse: 'Branch',
    Schedule: weekdays,
  },
  {
    Ref: 'a5b5e3a4-5c9a-11ea-8513-b88303659df5',
    Description: 'Поштомат "Нова Пошта" №5524: вул. Хрещатик, 22',
    DescriptionRu: 'Почтомат "Новая Почта" №5524: ул. Крещатик, 22',
    ShortAddress: 'Київ, Хрещатик, 22',
    ShortAddressRu: 'Киев, Крещатик, 22',
    CityRef: RECORDED_CITIES[0]!.Ref,
    Latitude: '50.447600',
    Longitude: '30.522300',
    CategoryOfWarehouse: 'Postomat',
    Schedule: allWeek,
  },
  {
    Ref: '169227f3-e1c2-11e3-8c4a-0050568002cf',
    Description: 'Відділення №1: вул. Городоцька, 355/6',
    DescriptionRu: 'Отделение №1: ул. Городоцкая, 355/6',
    ShortAddress: 'Львів, Городоцька, 355/6',
    ShortAddressRu: 'Львов, Городоцкая, 355/6',
    CityRef: RECORDED_CITIES[1]!.Ref,
    Latitude: '49.815700',
    Longitude: '23.950600',
    CategoryOfWarehouse: 'Branch',
    Schedule: weekdays,
  },
  {
    Ref: '5a39e4ce-e1c2-11e3-8c4a-0050568002cf',
    Description: 'Відділення №1: вул. Київська, 253',
    DescriptionRu: 'Отделение №1: ул. Киевская, 253',
    ShortAddress: 'Бровари, Київська, 253',
    ShortAddressRu: 'Бровары, Киевская, 253',
    CityRef: RECORDED_CITIES[2]!.Ref,
    Latitude: '50.501300',
    Longitude: '30.774600',
    CategoryOfWarehouse: 'Branch',
    Schedule: weekdays,
  },
];

/** Where the fake says a parcel is: a test sets it by waybill; one it never set is "not found" (StatusCode 3). */
export const PARCEL_STATUSES = new Map<string, { StatusCode: string; Status: string }>();

function trackingStatus(number: string) {
  const status = PARCEL_STATUSES.get(number) ?? { StatusCode: '3', Status: 'Номер не знайдено' };
  return {
    Number: number,
    ...status,
    WarehouseRecipient: 'Відділення №1: вул. Пирогівський шлях, 135',
    ScheduledDeliveryDate: '03-12-2026 18:00:00',
  };
}

export const FAKE_API_KEY = 'fake-nova-poshta-key';

/**
 * A seller's own account at the fake: its key (32 hex digits, as Nova Poshta's are) and the sender the account
 * holds, as Counterparty.getCounterparties, getCounterpartyContactPersons and getCounterpartyAddresses list it.
 */
export const FAKE_SELLER_ACCOUNT = {
  apiKey: '5e11e5a0c0ffee00d15ea5ed0b0a7b01',
  sender: {
    ref: '0f3c2d1e-5a6b-11ee-a60f-48df37b9a001',
    contactRef: '0f3c2d1e-5a6b-11ee-a60f-48df37b9a002',
    cityRef: RECORDED_CITIES[0]!.Ref,
    addressRef: RECORDED_WAREHOUSES[1]!.Ref,
    phone: '380501112233',
  },
};
const ACCOUNT_KEYS = new Set([FAKE_API_KEY, FAKE_SELLER_ACCOUNT.apiKey]);

function senderAnswer(method: string, apiKey: string, properties: Record<string, string>): FakeAnswer | null {
  if (apiKey !== FAKE_SELLER_ACCOUNT.apiKey) return null;
  const { sender } = FAKE_SELLER_ACCOUNT;
  if (method === 'Counterparty.getCounterparties')
    return properties.CounterpartyProperty === 'Sender'
      ? envelope([{ Ref: sender.ref, Description: 'ФОП Приклад', City: sender.cityRef, CounterpartyType: 'PrivatePerson' }], 1)
      : envelope([], 0);
  if (method === 'Counterparty.getCounterpartyContactPersons')
    return envelope(
      properties.Ref === sender.ref ? [{ Ref: sender.contactRef, Description: 'Приклад Олег', Phones: sender.phone }] : [],
      1,
    );
  if (method === 'Counterparty.getCounterpartyAddresses')
    return envelope(properties.Ref === sender.ref ? [{ Ref: sender.addressRef, Description: RECORDED_WAREHOUSES[1]!.Description }] : [], 1);
  return null;
}

/** The waybills InternetDocument.save has made, as getDocumentList lists them; a test empties it when it starts. */
export const SAVED_DOCUMENTS: {
  Ref: string;
  IntDocNumber: string;
  InfoRegClientBarcodes: string;
  properties: Record<string, string>;
  /** the account it was made in */
  apiKey: string;
}[] = [];

const REQUIRED_FOR_SAVE = [
  'Sender',
  'ContactSender',
  'SenderAddress',
  'CitySender',
  'Recipient',
  'ContactRecipient',
  'RecipientAddress',
  'CityRecipient',
];

/**
 * A recipient the fake's InternetDocument.save refuses, as Nova Poshta refuses a recipient it will not carry to: a
 * person of this surname gets a counterparty of their own (REFUSED_RECIPIENT_REF) from Counterparty.save.
 */
export const REFUSED_RECIPIENT_SURNAME = 'Відмовна';
const REFUSED_RECIPIENT_REF = 'a7c2f6a1-0000-11ee-a60f-48df37b9dead';
/** The fake's code for that refusal; its own, listed in its MESSAGE_CODES as Nova Poshta lists its codes. */
export const RECIPIENT_REFUSED_CODE = '20000999001';

/**
 * The fake's list of its codes (CommonGeneral.getMessageCodeText), in the shape Nova Poshta's list has: an English
 * text and the Ukrainian and Russian descriptions.
 */
export const MESSAGE_CODES = [
  {
    MessageCode: '20000200068',
    MessageText: 'API key expired',
    MessageDescriptionUA: 'Термін дії ключа API закінчився',
    MessageDescriptionRU: 'Срок действия ключа API истёк',
  },
  {
    MessageCode: '20000900746',
    MessageText: 'Sender is empty',
    MessageDescriptionUA: 'Не вказано відправника',
    MessageDescriptionRU: 'Не указан отправитель',
  },
  {
    MessageCode: RECIPIENT_REFUSED_CODE,
    MessageText: 'Delivery to this recipient is not available',
    MessageDescriptionUA: 'Доставка цьому одержувачу недоступна',
    MessageDescriptionRU: 'Доставка этому получателю недоступна',
  },
];

/** Waybills made since the fake's module loaded: Nova Poshta never gives a number twice, even after a test empties the list. */
let documentsMade = 0;

function saveDocument(properties: Record<string, string>, apiKey: string): FakeAnswer {
  const missing = REQUIRED_FOR_SAVE.find((field) => !properties[field]);
  if (missing) return refusal(`${missing} is empty`, '20000900746');
  if (properties.Recipient === REFUSED_RECIPIENT_REF) return refusal('Delivery to this recipient is not available', RECIPIENT_REFUSED_CODE);
  documentsMade += 1;
  const IntDocNumber = `2045${String(documentsMade).padStart(10, '0')}`;
  const Ref = `00000000-0000-0000-0000-${IntDocNumber.slice(2)}`;
  SAVED_DOCUMENTS.push({ Ref, IntDocNumber, InfoRegClientBarcodes: properties.InfoRegClientBarcodes ?? '', properties, apiKey });
  return envelope([{ Ref, CostOnSite: 70, EstimatedDeliveryDate: '04.12.2026', IntDocNumber, TypeDocument: 'InternetDocument' }], 1);
}

/**
 * The fake's tariff (getDocumentPrice): 60 ₴ within a city, 80 ₴ between cities, 10 ₴ more to a parcel locker and
 * 40 ₴ more to the door, and 0.5% of the declared value, so an answer comes with kopecks as Nova Poshta's do.
 */
function recordedPrice(properties: Record<string, string>): number {
  const base = properties.CitySender === properties.CityRecipient ? 60 : 80;
  const service = properties.ServiceType === 'WarehousePostomat' ? 10 : properties.ServiceType === 'WarehouseDoors' ? 40 : 0;
  return Math.round((base + service + Number(properties.Cost ?? 0) * 0.005) * 100) / 100;
}

/** The fake's delivery days (getDocumentDeliveryDate): the next day within a city, two days between cities. */
export function recordedDeliveryDay(properties: Record<string, string>): string {
  const [day, month, year] = (properties.DateTime ?? '').split('.').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + (properties.CitySender === properties.CityRecipient ? 1 : 2)));
  return date.toISOString().slice(0, 10);
}

function quoteAnswer(method: string, properties: Record<string, string>): FakeAnswer {
  const missing = ['CitySender', 'CityRecipient', 'ServiceType'].find((field) => !properties[field]);
  if (missing) return refusal(`${missing} is empty`, '20000400450');
  if (method === 'InternetDocument.getDocumentPrice') {
    const cost = recordedPrice(properties);
    return envelope([{ AssessedCost: Number(properties.Cost ?? 0), Cost: cost, CostRedelivery: 0, CostPack: 0 }], 1);
  }
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(properties.DateTime ?? '')) return refusal('DateTime is invalid', '20000400451');
  return envelope([{ date: `${recordedDeliveryDay(properties)} 00:00:00`, timezone_type: '3', timezone: 'Europe/Kiev' }], 1);
}

interface NpRequest {
  apiKey?: string;
  modelName?: string;
  calledMethod?: string;
  methodProperties?: { Page?: string; Limit?: string };
}

const envelope = (data: unknown[], total: number): FakeAnswer => ({
  status: 200,
  json: {
    success: true,
    data,
    errors: [],
    warnings: [],
    info: { totalCount: total },
    messageCodes: [],
    errorCodes: [],
    warningCodes: [],
    infoCodes: [],
  },
});
const refusal = (error: string, code: string): FakeAnswer => ({
  status: 200,
  json: {
    success: false,
    data: [],
    errors: [error],
    warnings: [],
    info: [],
    messageCodes: [],
    errorCodes: [code],
    warningCodes: [],
    infoCodes: [],
  },
});

function page<Row>(rows: Row[], properties: NpRequest['methodProperties']): FakeAnswer {
  const limit = Number(properties?.Limit ?? rows.length) || rows.length;
  const number = Number(properties?.Page ?? 1) || 1;
  return envelope(rows.slice((number - 1) * limit, number * limit), rows.length);
}

/** The recorded answer to one request, as the API gives it: a refusal for a wrong key or a method not recorded. */
export function recordedAnswer(request: FakeRequest): FakeAnswer {
  const body = request.body as NpRequest;
  if (!ACCOUNT_KEYS.has(body.apiKey ?? '')) return refusal('API key expired', '20000200068');
  const method = `${body.modelName}.${body.calledMethod}`;
  if (method === 'Address.getCities') return page(RECORDED_CITIES, body.methodProperties);
  if (method === 'Address.getWarehouses') return page(RECORDED_WAREHOUSES, body.methodProperties);
  if (method === 'TrackingDocument.getStatusDocuments') {
    const documents = (body.methodProperties as { Documents?: { DocumentNumber: string }[] } | undefined)?.Documents ?? [];
    return envelope(
      documents.map(({ DocumentNumber }) => trackingStatus(DocumentNumber)),
      documents.length,
    );
  }
  const properties = (body.methodProperties ?? {}) as Record<string, string>;
  const sender = senderAnswer(method, body.apiKey!, properties);
  if (sender) return sender;
  if (method === 'Counterparty.save')
    return envelope(
      [
        {
          Ref: properties.LastName === REFUSED_RECIPIENT_SURNAME ? REFUSED_RECIPIENT_REF : 'a7c2f6a1-0000-11ee-a60f-48df37b921db',
          Description: `${properties.LastName} ${properties.FirstName}`,
          FirstName: properties.FirstName,
          LastName: properties.LastName,
          CounterpartyType: 'PrivatePerson',
          ContactPerson: {
            success: true,
            data: [{ Ref: 'a7c3e3b2-0000-11ee-a60f-48df37b921db', Description: `${properties.LastName} ${properties.FirstName}` }],
            errors: [],
          },
        },
      ],
      1,
    );
  if (method === 'InternetDocument.save') return saveDocument(properties, body.apiKey!);
  if (method === 'CommonGeneral.getMessageCodeText') return envelope(MESSAGE_CODES, MESSAGE_CODES.length);
  if (method === 'InternetDocument.getDocumentPrice' || method === 'InternetDocument.getDocumentDeliveryDate')
    return quoteAnswer(method, properties);
  if (method === 'InternetDocument.getDocumentList')
    return envelope(
      SAVED_DOCUMENTS.filter((document) => document.apiKey === body.apiKey).map(({ Ref, IntDocNumber, InfoRegClientBarcodes }) => ({
        Ref,
        IntDocNumber,
        InfoRegClientBarcodes,
      })),
      SAVED_DOCUMENTS.length,
    );
  return refusal(`Method ${method} is not recorded`, '20000100000');
}

/** Nova Poshta's API on 127.0.0.1 with the recorded answers; `before` may answer a request first (a failure a test wants). */
export function startFakeNovaPoshta(
  port: number,
  before: (request: FakeRequest, index: number) => FakeAnswer | null = () => null,
): Promise<FakeProvider> {
  return startFakeProvider(port, (request, index) => before(request, index) ?? recordedAnswer(request));
}
