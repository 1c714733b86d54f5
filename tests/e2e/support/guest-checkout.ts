import { lastSmsCode, newPhone } from './customer';
import { expect, type Page } from './test';

/**
 * A guest on the checkout page fills it as a shopper does: name, a phone proven by the SMS code, a Nova Poshta branch
 * in Lviv, and `payment`; the order is left to confirm.
 */
export async function fillGuestCheckout(page: Page, payment: string): Promise<void> {
  const buyer = page.locator('#checkout-buyer');
  const phone = newPhone('97');
  await buyer.getByLabel("Ім'я").fill('Оксана');
  await buyer.getByLabel('Прізвище').fill('Мельник');
  await buyer.getByLabel('Номер телефону').fill(`+${phone}`);
  await buyer.getByRole('button', { name: 'Отримати код' }).click();
  await expect(buyer.getByText(/Надіслати код ще раз можна через \d+ с/)).toBeVisible();
  await buyer.getByLabel('Код з SMS').fill(lastSmsCode(phone));
  await buyer.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(buyer.getByText(`Номер +${phone} підтверджено`)).toBeVisible();
  const order = page.locator('.checkout-order');
  await order.getByLabel('Місто').fill('Льв');
  await order.getByRole('button', { name: /^Львів/ }).click();
  await order.getByRole('radio', { name: /Нова пошта: відділення/ }).check();
  await order.getByRole('radiogroup', { name: 'Пункт видачі' }).getByRole('radio').first().check();
  await order.getByRole('radio', { name: payment }).check();
}
