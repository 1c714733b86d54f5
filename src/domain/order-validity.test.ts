import { describe, it, expect } from 'vitest';
import {
  ERROR_HIGHLIGHT_MS,
  invalidOrderSteps,
  isOrderValid,
  isRecipientPreValid,
  type OrderStep,
  type OrderValidityInput,
  type SavedRecipient,
} from './order-validity';

const city = { id: 'kyiv-ref' };
const office = { id: 12, title: 'Відділення №12' };
const payment = { id: 1, title: 'Оплата при отриманні' };

const valid: OrderValidityInput = {
  recipientValid: true,
  selectedCity: city,
  selectedOffice: office,
  selectedPayment: payment,
};

describe('invalidOrderSteps / isOrderValid', () => {
  it.each<[string, OrderValidityInput, OrderStep[]]>([
    ['all chosen (office)', valid, []],
    [
      'all chosen (address instead of office)',
      { recipientValid: true, address: { street: 'Хрещатик', home_number: '1' }, selectedPayment: payment },
      [],
    ],
    ['numeric house number', { ...valid, selectedOffice: null, address: { street: 'Хрещатик', home_number: 1 } }, []],
    ['house number 0 is still a value', { ...valid, selectedOffice: null, address: { street: 'A', home_number: 0 } }, []],
    ['recipient form invalid', { ...valid, recipientValid: false }, ['recipient']],
    ['city without office', { ...valid, selectedOffice: null }, ['delivery']],
    ['office without city', { ...valid, selectedCity: undefined }, ['delivery']],
    ['office with empty id', { ...valid, selectedOffice: { id: '' } }, ['delivery']],
    ['street without house', { ...valid, selectedOffice: null, address: { street: 'Хрещатик', home_number: '' } }, ['delivery']],
    ['house without street', { ...valid, selectedOffice: null, address: { street: '  ', home_number: '5' } }, ['delivery']],
    ['floor alone is not an address', { ...valid, selectedOffice: null, address: { home_floor: 3 } }, ['delivery']],
    ['no payment', { ...valid, selectedPayment: null }, ['payment']],
    ['payment without title', { ...valid, selectedPayment: { id: 1 } }, ['payment']],
    ['payment with blank title', { ...valid, selectedPayment: { id: 1, title: ' ' } }, ['payment']],
    ['payment id 0 counts as chosen', { ...valid, selectedPayment: { id: 0, title: 'Card' } }, []],
    ['nothing chosen, steps in page order', { recipientValid: false }, ['recipient', 'delivery', 'payment']],
    ['delivery and payment missing', { recipientValid: true }, ['delivery', 'payment']],
  ])('%s', (_name, order, expected) => {
    expect(invalidOrderSteps(order)).toEqual(expected);
    expect(isOrderValid(order)).toBe(expected.length === 0);
  });
});

describe('isRecipientPreValid', () => {
  const full = { name: 'Олена', surname: 'Коваль', phone: '380671234567' };
  it.each<[string, SavedRecipient | null | undefined, boolean]>([
    ['complete', full, true],
    ['with patronymic missing (not required)', { ...full }, true],
    ['no recipient', undefined, false],
    ['null recipient', null, false],
    ['empty name', { ...full, name: '' }, false],
    ['blank surname', { ...full, surname: '   ' }, false],
    ['null phone', { ...full, phone: null }, false],
    ['missing phone', { name: 'Олена', surname: 'Коваль' }, false],
  ])('%s -> %s', (_name, recipient, expected) => {
    expect(isRecipientPreValid(recipient)).toBe(expected);
  });
});

describe('ERROR_HIGHLIGHT_MS', () => {
  it('is 3 seconds', () => {
    expect(ERROR_HIGHLIGHT_MS).toBe(3000);
  });
});
