import { expect, test } from '../e2e/support/test';
import { buyByCard, fakeOrigin, payAndSeeTheReceipt } from './purchase';

test('paid by card through Monobank: the store’s step, the invoice page, then the thank-you page with the order paid and its receipt', async ({
  page,
}) => {
  test.slow();
  const offer = await buyByCard(page);
  await expect(page).toHaveURL(/\/payment\/monobank\/[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Перейти до оплати' }).click();
  await expect(page).toHaveURL(new RegExp(`^${fakeOrigin}/pay/[0-9a-f-]{36}$`));
  await payAndSeeTheReceipt(page, offer);
});
