import type { Insertable } from 'kysely';
import type { PaymentMethodTable } from '../schema';

/** Every seller takes both; the online one goes through the payment provider (the sandbox acquirer by default). */
export function buildPaymentMethods(): Insertable<PaymentMethodTable>[] {
  return [
    { id: 1, code: 'card', title_uk: 'Оплата карткою онлайн', title_ru: 'Оплата картой онлайн', is_online: 1, sort: 1 },
    { id: 2, code: 'cash_on_delivery', title_uk: 'Оплата при отриманні', title_ru: 'Оплата при получении', is_online: 0, sort: 2 },
  ];
}
