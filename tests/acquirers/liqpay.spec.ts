import { expect, test } from '../e2e/support/test';
import { buyByCard, fakeOrigin, payAndSeeTheReceipt } from './purchase';

test('paid by card through LiqPay: its checkout page, then the thank-you page with the order paid and its receipt', async ({ page }) => {
  test.slow();
  const offer = await buyByCard(page);
  await expect(page).toHaveURL(new RegExp(`^${fakeOrigin}/api/3/checkout\\?data=`));
  await payAndSeeTheReceipt(page, offer);
});
