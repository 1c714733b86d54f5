import { describe, it, expect } from 'vitest';
import { deliveryPrice, quotedPricing, type DeliveryPrice, type DeliveryType } from './delivery-price';

const priced = (free_from: number | null, default_price = 70, is_by_provider = false): DeliveryType => ({
  id: 1,
  pricing: { is_by_provider, free_from, default_price },
});

describe('deliveryPrice', () => {
  it.each<[string, DeliveryType | null | undefined, number, DeliveryPrice]>([
    ['no delivery type (null)', null, 500, { kind: 'none' }],
    ['no delivery type (undefined)', undefined, 500, { kind: 'none' }],
    ['pricing missing', { id: 1 }, 500, { kind: 'provider' }],
    ['pricing null', { id: 1, pricing: null }, 500, { kind: 'provider' }],
    ['by provider, even with free_from reached', priced(100, 70, true), 5000, { kind: 'provider' }],
    ['by provider, no free_from', priced(null, 70, true), 0, { kind: 'provider' }],
    ['free_from: total just below', priced(1000), 999.99, { kind: 'fixed', price: 70 }],
    ['free_from: total exactly at it', priced(1000), 1000, { kind: 'free', price: 0 }],
    ['free_from: total above', priced(1000), 1000.01, { kind: 'free', price: 0 }],
    ['free_from: empty order', priced(1000), 0, { kind: 'fixed', price: 70 }],
    ['free_from 0 means always free', priced(0), 0, { kind: 'free', price: 0 }],
    ['no free_from: default price', priced(null, 55), 1_000_000, { kind: 'fixed', price: 55 }],
    ['no free_from, zero default price', priced(null, 0), 10, { kind: 'fixed', price: 0 }],
  ])('%s', (_name, type, total, expected) => {
    expect(deliveryPrice(type, total)).toEqual(expected);
  });

  it('treats a free_from missing from the JSON as unset', () => {
    const fromOldJson = JSON.parse('{"id":1,"pricing":{"is_by_provider":false,"default_price":40}}') as DeliveryType;
    expect(deliveryPrice(fromOldJson, 1e9)).toEqual({ kind: 'fixed', price: 40 });
  });
});

describe('a carrier’s quote in place of the store’s price', () => {
  it.each<[string, DeliveryType, number | null, number, DeliveryPrice]>([
    ['no quote: the carrier’s tariff stays', priced(null, 80, true), null, 500, { kind: 'provider' }],
    ['no quote: the store’s price stays', priced(1500, 70), null, 500, { kind: 'fixed', price: 70 }],
    ['a quote prices what the store left to the carrier', priced(null, 80, true), 86, 500, { kind: 'fixed', price: 86 }],
    ['a quote replaces the store’s price below its threshold', priced(1500, 70), 96, 1499, { kind: 'fixed', price: 96 }],
    ['the store’s free threshold still stands', priced(1500, 70), 96, 1500, { kind: 'free', price: 0 }],
  ])('%s', (_name, type, quote, total, expected) => {
    expect(deliveryPrice({ id: type.id, pricing: quotedPricing(type.pricing!, quote) }, total)).toEqual(expected);
  });
});
