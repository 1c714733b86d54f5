import type { NovaPoshtaClient } from './nova-poshta';
import type { NpServiceType } from './nova-poshta-quote';

/** The store's sender on its Nova Poshta contract (NOVA_POSHTA_SENDER_*): refs from Counterparty.getCounterparties and its contacts. */
export interface NpSender {
  /** the sender counterparty's Ref */
  ref: string;
  /** the contact person's Ref */
  contactRef: string;
  /** the sender's city Ref */
  cityRef: string;
  /** the branch the parcels are handed in at (a warehouse Ref) */
  addressRef: string;
  /** digits, 380… */
  phone: string;
}

/** What one parcel is: to whom, to which branch or locker, worth how much. */
export interface NpShipment {
  /** the store's order id, kept on the waybill (InfoRegClientBarcodes) so a lost answer is found again */
  orderId: number;
  recipient: { firstName: string; lastName: string; middleName: string; phone: string };
  cityRef: string;
  warehouseRef: string;
  /** to a branch, or to a parcel locker */
  serviceType: Extract<NpServiceType, 'WarehouseWarehouse' | 'WarehousePostomat'>;
  /** who pays Nova Poshta: the store when the order charged the delivery, else the recipient on receipt */
  payer: 'Sender' | 'Recipient';
  /** whole hryvnias, the declared value */
  cost: number;
  description: string;
  /** kilograms */
  weight: number;
  seats: number;
  /** the day the parcel is handed in, dd.mm.yyyy as the API wants it */
  date: string;
}

interface SavedDocument {
  Ref: string;
  IntDocNumber: string;
}

interface ListedDocument {
  IntDocNumber: string;
  InfoRegClientBarcodes?: string;
}

interface RecipientCounterparty {
  Ref: string;
  ContactPerson?: { data?: { Ref: string }[] };
}

/**
 * Creates the waybill (ТТН) of one order on the store's contract (docs/decisions/0058-nova-poshta-waybills.md):
 * the recipient as a private person (Counterparty.save), then InternetDocument.save from a branch to the recipient's
 * branch or parcel locker, paid by
 * whoever the order says (the store when the order charged the delivery), in cash. InternetDocument.save takes no idempotency key, so it is sent once, never retried: first
 * the sender's documents of the day are looked through for one carrying this order's number, and that one is
 * returned instead (a save whose answer was lost has made it).
 */
export async function createNpWaybill(client: NovaPoshtaClient, sender: NpSender, shipment: NpShipment): Promise<string> {
  const reference = `order-${shipment.orderId}`;
  const listed = await client.call<ListedDocument>('InternetDocument', 'getDocumentList', {
    DateTimeFrom: shipment.date,
    DateTimeTo: shipment.date,
    GetFullList: '1',
  });
  const earlier = listed.find((document) => document.InfoRegClientBarcodes === reference);
  if (earlier) return earlier.IntDocNumber;

  const [recipient] = await client.call<RecipientCounterparty>('Counterparty', 'save', {
    FirstName: shipment.recipient.firstName,
    LastName: shipment.recipient.lastName,
    MiddleName: shipment.recipient.middleName,
    Phone: shipment.recipient.phone,
    Email: '',
    CounterpartyType: 'PrivatePerson',
    CounterpartyProperty: 'Recipient',
  });
  const contact = recipient?.ContactPerson?.data?.[0]?.Ref;
  if (!recipient || !contact) throw new Error('Nova Poshta answered Counterparty.save without the recipient and its contact');

  const [saved] = await client.call<SavedDocument>(
    'InternetDocument',
    'save',
    {
      PayerType: shipment.payer,
      PaymentMethod: 'Cash',
      DateTime: shipment.date,
      CargoType: 'Parcel',
      Weight: String(shipment.weight),
      ServiceType: shipment.serviceType,
      SeatsAmount: String(shipment.seats),
      Description: shipment.description,
      Cost: String(shipment.cost),
      CitySender: sender.cityRef,
      Sender: sender.ref,
      SenderAddress: sender.addressRef,
      ContactSender: sender.contactRef,
      SendersPhone: sender.phone,
      CityRecipient: shipment.cityRef,
      Recipient: recipient.Ref,
      RecipientAddress: shipment.warehouseRef,
      ContactRecipient: contact,
      RecipientsPhone: shipment.recipient.phone,
      InfoRegClientBarcodes: reference,
    },
    { once: true },
  );
  if (!saved?.IntDocNumber) throw new Error('Nova Poshta answered InternetDocument.save without a waybill number');
  return saved.IntDocNumber;
}
