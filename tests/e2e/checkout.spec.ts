import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from './support/test';
import { CART_CHANGED, switchToRussian } from './support/cart-notice';
import { customerWithPassword, lastSmsCode, newPhone, signIn, wrongSmsCode } from './support/customer';

interface ProductData {
  id: number;
  base_product_id: number;
  offer: { qty_store: number; min_cart_quantity: number; seller: { id: number } };
}

/** Products from two sellers, one unit each, put in this browser's cart through the API (the cart_session cookie). */
async function cartFromTwoSellers(page: Page): Promise<void> {
  const found: ProductData[] = [];
  for (let id = 1; id < 600 && found.length < 2; id++) {
    const res = await page.request.get(`/api/product/${id}`);
    if (!res.ok()) continue;
    const { data } = (await res.json()) as { data: ProductData };
    if (data.offer.qty_store >= 5 && data.offer.min_cart_quantity === 1 && !found.some((f) => f.offer.seller.id === data.offer.seller.id))
      found.push(data);
  }
  expect(found).toHaveLength(2);
  for (const product of found) {
    const res = await page.request.put('/api/cart/update', {
      data: { product_id: product.id, qty: 1 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.ok()).toBe(true);
  }
}

const submit = (page: Page) => page.getByRole('button', { name: 'Підтвердити замовлення' }).click();

async function chooseCity(order: Locator, typed: string, city: string): Promise<void> {
  await order.getByLabel('Місто').fill(typed);
  await order.getByRole('button', { name: new RegExp(`^${city}`) }).click();
  await expect(order.getByText(`Місто: ${city}`)).toBeVisible();
}

/** Clusters open into markers as the map zooms in; a marker click chooses its point. */
async function pickOnMap(order: Locator): Promise<void> {
  const map = order.locator('.pickup-map');
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  for (let step = 0; step < 8; step++) {
    const marker = map.locator('.leaflet-marker-icon.pickup-marker').first();
    if (await marker.isVisible()) {
      await marker.click();
      return;
    }
    const cluster = await map.locator('.marker-cluster').first().elementHandle();
    await cluster!.click();
    // the cluster gives way to its markers (or smaller clusters) once the zoom is done
    await cluster!.waitForElementState('hidden');
  }
  throw new Error('no marker came out of the clusters');
}

test('a guest checks out two sellers with an SMS code, pickup from the list and from the map, cash on delivery', async ({ page }) => {
  await cartFromTwoSellers(page);
  // From the cart in the header, as a shopper goes: the page then knows what the cart holds
  await page.goto('/');
  await page.getByRole('button', { name: /^Кошик: 2/ }).click();
  await page.getByRole('dialog', { name: 'Кошик' }).getByRole('link', { name: 'Оформити замовлення' }).click();
  await expect(page.getByRole('heading', { name: 'Оформлення замовлення', level: 1 })).toBeVisible();
  const orders = page.locator('.checkout-order');
  await expect(orders).toHaveCount(2);
  await expect(page.locator('body')).toHaveClass(/page-checkout/);

  // Sending with nothing filled in: the notice, the steps lit up, the buyer step first
  await submit(page);
  await expect(page.getByText('Заповніть всі необхідні дані')).toBeVisible();
  await expect(page.locator('#checkout-buyer')).toHaveClass(/checkout-step--invalid/);
  await expect(page.locator('.checkout-step--invalid')).toHaveCount(5);
  await expect(page.locator('#checkout-buyer').getByText("Обов'язкове поле").first()).toBeVisible();

  const buyer = page.locator('#checkout-buyer');
  const phone = newPhone('96');
  await buyer.getByLabel("Ім'я").fill('Оксана');
  await buyer.getByLabel('Прізвище').fill('Мельник');
  await buyer.getByLabel('Номер телефону').fill(`+${phone}`);
  await buyer.getByLabel('Електронна пошта').fill('oksana@example.com');
  await buyer.getByRole('button', { name: 'Отримати код' }).click();
  await expect(buyer.getByText(/Надіслати код ще раз можна через \d+ с/)).toBeVisible();
  await buyer.getByLabel('Код з SMS').fill(wrongSmsCode(phone));
  await buyer.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(buyer.locator('.field__error')).toHaveText('Невірний код');
  expect(await page.getByText('Невірний код', { exact: true }).count()).toBe(1);
  await buyer.getByLabel('Код з SMS').fill(lastSmsCode(phone));
  await buyer.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(buyer.getByText(`Номер +${phone} підтверджено`)).toBeVisible();

  // The first order: a pickup point from the list
  const first = orders.nth(0);
  await chooseCity(first, 'Льв', 'Львів');
  await first.getByRole('radio', { name: /Нова пошта: відділення/ }).check();
  const points = first.getByRole('radiogroup', { name: 'Пункт видачі' }).getByRole('radio');
  await expect(points.first()).toBeVisible();
  await first.getByLabel('Пошук за номером або адресою').fill('Відділення №');
  await points.first().check();
  await expect(first.getByText(/^Обрано: Відділення №\d+/)).toBeVisible();
  await first.getByRole('radio', { name: 'Оплата при отриманні' }).check();

  // The second: the city by typing, the point on the map
  const second = orders.nth(1);
  await chooseCity(second, 'Киї', 'Київ');
  await second.getByRole('radio', { name: /Нова пошта: відділення/ }).check();
  await second.getByRole('button', { name: 'Показати на мапі' }).click();
  await pickOnMap(second);
  await expect(second.getByText(/^Обрано: Відділення №\d+/)).toBeVisible();
  await second.getByRole('radio', { name: 'Оплата при отриманні' }).check();

  await submit(page);
  await expect(page).toHaveURL(/\/thank-you-page\?checkout=[0-9a-f]{32}$/);
  const placed = page.locator('.thank-you-order');
  await expect(placed).toHaveCount(2);
  for (const order of await placed.all()) {
    await expect(order.locator('.payment-status')).toHaveText('Очікує оплати');
    await expect(order.getByRole('link', { name: /^Завантажити квитанцію до замовлення № \d+ \(PDF\)$/ })).toBeVisible();
  }
  await expect(page.locator('.header-cart__count')).toHaveCount(0);
  // emptying the cart by the order is no change to warn about
  await switchToRussian(page, 'Спасибо за заказ!');
  await expect(page.getByText(CART_CHANGED)).toHaveCount(0);

  // The address is the order link: the same page after a reload
  await page.reload();
  await expect(placed).toHaveCount(2);
});

test('a signed-in customer has the buyer step filled in and no SMS code to type', async ({ page, context, baseURL }) => {
  const customer = await signIn(context, baseURL!);
  await cartFromTwoSellers(page);
  await page.goto('/checkout');
  const buyer = page.locator('#checkout-buyer');
  await expect(buyer.getByLabel("Ім'я")).toHaveValue(customer.name);
  await expect(buyer.getByLabel('Прізвище')).toHaveValue(customer.surname);
  await expect(buyer.getByLabel('Номер телефону')).toHaveValue(`+${customer.phone}`);
  await expect(buyer.getByText(`Ви увійшли як ${customer.name}`)).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Отримати код' })).toHaveCount(0);

  // The buyer is complete; the orders still miss their delivery and payment
  await submit(page);
  await expect(page.getByText('Заповніть всі необхідні дані')).toBeVisible();
  await expect(buyer).not.toHaveClass(/checkout-step--invalid/);
  await expect(page.locator('.checkout-step--invalid')).toHaveCount(4);
});

test('a guest signs in as a regular buyer from the buyer step and keeps the cart and what was chosen', async ({ page }) => {
  const phone = customerWithPassword('regular-buyer-1');
  await cartFromTwoSellers(page);
  await page.goto('/checkout');
  const buyer = page.locator('#checkout-buyer');
  const orders = page.locator('.checkout-order');
  await expect(orders).toHaveCount(2);
  await chooseCity(orders.first(), 'Льв', 'Львів');

  await buyer.getByRole('button', { name: 'Увійти як постійний покупець' }).click();
  const signIn = buyer.getByRole('form', { name: 'Вхід постійного покупця' });
  await signIn.getByLabel('Номер телефону').fill(`+${phone}`);
  await signIn.getByLabel('Пароль').fill('not-the-password');
  await signIn.getByRole('button', { name: 'Увійти' }).click();
  // A wrong password keeps the guest where they are, the form open.
  await expect(signIn.getByLabel('Пароль')).toHaveAttribute('aria-invalid', 'true');
  await expect(buyer.getByText('Ви увійшли як')).toHaveCount(0);

  await signIn.getByLabel('Пароль').fill('regular-buyer-1');
  await signIn.getByRole('button', { name: 'Увійти' }).click();
  await expect(buyer.getByText('Ви увійшли як Ірина')).toBeVisible();
  await expect(buyer.getByLabel('Номер телефону')).toHaveValue(`+${phone}`);
  await expect(buyer.getByRole('button', { name: 'Отримати код' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(orders).toHaveCount(2);
  await expect(orders.first().getByText('Місто: Львів')).toBeVisible();
});

test('with nothing to check out the shopper is sent home', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);
});
