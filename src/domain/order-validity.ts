/** docs/product-rules.md#checkout "Order validity" for one per-seller checkout order. */

/** How long an invalid step stays highlighted after a failed send. */
export const ERROR_HIGHLIGHT_MS = 3000;

/** Page order of the steps: the UI scrolls to the first invalid one. */
const ORDER_STEPS = ['recipient', 'delivery', 'payment'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** Carrier references (e.g. Nova Poshta) are strings; our own rows are numbers. */
type RefId = number | string;

export type OrderValidityInput = {
  /** Result of the recipient form's own validators; this module does not re-run them. */
  recipientValid: boolean;
  selectedCity?: { id: RefId } | null;
  selectedOffice?: { id: RefId; title?: string | null } | null;
  address?: {
    street?: string | null;
    home_number?: string | number | null;
    home_floor?: string | number | null;
  } | null;
  selectedPayment?: { id: RefId; title?: string | null } | null;
};

export type SavedRecipient = {
  name?: string | null;
  surname?: string | null;
  phone?: string | null;
};

const isFilled = (value: string | number | null | undefined): boolean => value != null && String(value).trim() !== '';

const hasId = (ref: { id: RefId } | null | undefined): boolean => ref != null && isFilled(ref.id);

function isDeliveryChosen(order: OrderValidityInput): boolean {
  const toOffice = hasId(order.selectedCity) && hasId(order.selectedOffice);
  // The floor is optional: houses have none, and couriers ask on the phone.
  const toDoor = isFilled(order.address?.street) && isFilled(order.address?.home_number);
  return toOffice || toDoor;
}

function isPaymentChosen(order: OrderValidityInput): boolean {
  // A method without a title is a half-loaded option, not a choice the shopper saw.
  return hasId(order.selectedPayment) && isFilled(order.selectedPayment?.title);
}

export function invalidOrderSteps(order: OrderValidityInput): OrderStep[] {
  const valid: Record<OrderStep, boolean> = {
    recipient: order.recipientValid,
    delivery: isDeliveryChosen(order),
    payment: isPaymentChosen(order),
  };
  return ORDER_STEPS.filter((step) => !valid[step]);
}

export function isOrderValid(order: OrderValidityInput): boolean {
  return invalidOrderSteps(order).length === 0;
}

/**
 * A saved recipient (looked up by the caller per seller shop) lets checkout open with the
 * recipient step collapsed; the full form validation still runs before sending.
 */
export function isRecipientPreValid(savedRecipient: SavedRecipient | null | undefined): boolean {
  return savedRecipient != null && isFilled(savedRecipient.name) && isFilled(savedRecipient.surname) && isFilled(savedRecipient.phone);
}
