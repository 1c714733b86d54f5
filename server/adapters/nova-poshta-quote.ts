import type { RetryPolicy } from './http-retry';
import type { NovaPoshtaClient } from './nova-poshta';

/** Nova Poshta's services the store sends by: to a branch, to a parcel locker, to the door (a courier). */
export type NpServiceType = 'WarehouseWarehouse' | 'WarehousePostomat' | 'WarehouseDoors';

/** One parcel as Nova Poshta prices it. */
interface NpParcel {
  citySender: string;
  cityRecipient: string;
  serviceType: NpServiceType;
  /** whole hryvnias, the declared value */
  cost: number;
  /** kilograms */
  weight: number;
  /** the day the parcel is handed in, dd.mm.yyyy as the API wants it */
  date: string;
}

interface NpQuote {
  /** kopecks of whole hryvnias: Nova Poshta's price rounded down, in the shopper's favour */
  priceKop: number;
  /** yyyy-mm-dd, the day Nova Poshta expects the parcel at the recipient's point; null when it did not say */
  deliveryDate: string | null;
}

interface PriceRow {
  Cost?: number | string;
  AssessedCost?: number | string;
}

/** getDocumentDeliveryDate's row: the documented flat `date`, or the `DeliveryDate` object the live API answers. */
interface DateRow {
  date?: string;
  DeliveryDate?: { date?: string };
}

/** A shopper is waiting: one try, cut short, and the store's own price when Nova Poshta does not answer in time. */
export const QUOTE_RETRY: Partial<RetryPolicy> = { attempts: 1, timeoutMs: 2_500 };

/** "2026-12-04 00:00:00.000000" or "2026.12.04 00:00:00" -> "2026-12-04"; anything else is no date. */
function npDay(text: string | undefined): string | null {
  const match = /^(\d{4})\D(\d{2})\D(\d{2})/.exec(text ?? '');
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * The price and the expected day of one parcel (docs/decisions/0067-nova-poshta-quotes-refunds-and-one-waybill.md):
 * `InternetDocument.getDocumentPrice` (CitySender, CityRecipient, Weight, ServiceType, Cost, CargoType, SeatsAmount;
 * the answer's `Cost` in hryvnias) and `InternetDocument.getDocumentDeliveryDate` (DateTime, ServiceType, CitySender,
 * CityRecipient), asked side by side. The price is the quote: without it (a timeout, a 5xx, a refusal) this throws
 * and the caller keeps the store's own price; a day that does not come only leaves the day out.
 */
export async function quoteNpParcel(client: NovaPoshtaClient, parcel: NpParcel, retry = QUOTE_RETRY): Promise<NpQuote> {
  const route = { CitySender: parcel.citySender, CityRecipient: parcel.cityRecipient, ServiceType: parcel.serviceType };
  const [priced, dated] = await Promise.allSettled([
    client.call<PriceRow>(
      'InternetDocument',
      'getDocumentPrice',
      { ...route, Weight: String(parcel.weight), Cost: String(parcel.cost), CargoType: 'Parcel', SeatsAmount: '1' },
      { retry },
    ),
    client.call<DateRow>('InternetDocument', 'getDocumentDeliveryDate', { ...route, DateTime: parcel.date }, { retry }),
  ]);
  if (priced.status === 'rejected') throw priced.reason;
  const cost = Number(priced.value[0]?.Cost);
  if (!Number.isFinite(cost) || cost < 0) throw new Error('Nova Poshta answered getDocumentPrice without a Cost');
  const row = dated.status === 'fulfilled' ? dated.value[0] : undefined;
  return { priceKop: Math.floor(cost) * 100, deliveryDate: npDay(row?.DeliveryDate?.date ?? row?.date) };
}
