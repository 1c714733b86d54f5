import { expect, test, type Locator, type Page } from './support/test';
import { signIn } from './support/customer';

/** How many Tab presses a control may be away: the header and a long checkout have many stops, a missing one has none. */
const TAB_STOPS_LIMIT = 150;

/** Presses Tab until the control has the focus, as a keyboard user moves through the page, and checks they can see where it is. */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let presses = 0; presses < TAB_STOPS_LIMIT; presses++) {
    await page.keyboard.press('Tab');
    if (await control.evaluate((el) => el === document.activeElement).catch(() => false)) {
      const shown = await control.evaluate((el) => {
        const style = getComputedStyle(el);
        return (
          el.matches(':focus-visible') &&
          ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none')
        );
      });
      expect(shown, 'the focused control shows a focus ring').toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${control.toString()}`);
}

/**
 * Tabs into the option's radio group (Tab stops on its chosen radio, or the first when none is) and moves with the
 * arrow keys until the option is chosen.
 */
async function chooseWithArrows(page: Page, option: Locator): Promise<void> {
  const group = page.locator(`input[type="radio"][name="${await option.getAttribute('name')}"]`);
  const chosen = group.and(page.locator(':checked'));
  await tabTo(page, (await chosen.count()) ? chosen : group.first());
  for (let step = 0; step < 10 && !(await option.isChecked()); step++) await page.keyboard.press('ArrowDown');
  await expect(option).toBeChecked();
}

test('a signed-in customer buys with the keyboard alone, from a category to the thank-you page', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!);
  await page.goto('/catalog/c1');

  await tabTo(page, page.locator('.tile:not(.tile--out) .tile__title a').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  const buyBox = page.locator('.product__buy-box');
  await tabTo(page, buyBox.getByRole('button', { name: 'Купити', exact: true }));
  await page.keyboard.press('Enter');

  const cart = page.getByRole('dialog', { name: 'Кошик' });
  await expect(cart.locator('.cart-line')).toHaveCount(1);
  await tabTo(page, cart.getByRole('link', { name: 'Оформити замовлення' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Оформлення замовлення', level: 1 })).toBeVisible();

  const order = page.locator('.checkout-order').first();
  await tabTo(page, order.getByLabel('Місто'));
  await page.keyboard.type('Льв');
  await tabTo(page, order.getByRole('button', { name: /^Львів/ }));
  await page.keyboard.press('Enter');
  await expect(order.getByText('Місто: Львів')).toBeVisible();

  const delivery = order.getByRole('radio', { name: /Нова пошта: відділення/ });
  await chooseWithArrows(page, delivery);
  const points = order.getByRole('radiogroup', { name: 'Пункт видачі' });
  await tabTo(page, points.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(order.getByText(/^Обрано: Відділення №\d+/)).toBeVisible();
  const cash = order.getByRole('radio', { name: 'Оплата при отриманні' });
  await chooseWithArrows(page, cash);

  await tabTo(page, page.getByRole('button', { name: 'Підтвердити замовлення' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/thank-you-page\?checkout=[0-9a-f]{32}$/);
  await expect(page.locator('.thank-you-order .payment-status')).toHaveText('Очікує оплати');
});
