import { rules, type FormRules } from '../../domain/form-rules';
import { normalizeUaPhone, phoneDigits } from '../../domain/phone';
import type { CheckoutBuyer } from '../../stores/checkout-buyer';

/** Names as the order contract takes them (1 to 100 characters). */
const NAME_MAX = 100;
const name = rules('required', ['maxLength', NAME_MAX]);

/** docs/product-rules.md#checkout "Checkout buyer data": the e-mail is optional, for the receipt. */
export const buyerRules: FormRules<CheckoutBuyer> = {
  name,
  firstName: name,
  phone: rules('required', 'phone'),
  email: rules('email', ['maxLength', 200]),
};

export type RecipientValues = { name: string; surname: string; patronymic: string; phone: string };
export const EMPTY_RECIPIENT: RecipientValues = { name: '', surname: '', patronymic: '', phone: '' };

export const recipientRules: FormRules<RecipientValues> = {
  name,
  surname: name,
  patronymic: rules(['maxLength', NAME_MAX]),
  phone: rules('required', 'phone'),
};

export type AddressValues = { street: string; house: string; floor: string };
export const addressRules: FormRules<AddressValues> = {
  street: rules('required', ['maxLength', 200]),
  house: rules('required', ['maxLength', 20]),
  floor: rules(['maxLength', 20]),
};

/** docs/product-rules.md#checkout: phone numbers are reduced to digits before sending (the canonical 380… when it is one). */
export const phoneForApi = (typed: string) => normalizeUaPhone(typed) ?? phoneDigits(typed);
