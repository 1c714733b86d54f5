import { operatorLink } from './support/operator';
import { expectAccessible } from './support/accessibility';
import { expect, test, type Page } from './support/test';

// An admin and a shopper, each a first-time visitor who answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

const LANGS = [
  {
    lang: 'uk',
    prefix: '',
    rejectAll: 'Відхилити всі',
    sellers: 'Продавці',
    pause: 'Призупинити',
    reason: 'Причина призупинення',
    confirm: 'Призупинити продавця',
    paused: 'Призупинено',
    resume: 'Відновити продажі',
    notice: 'Магазин тимчасово призупинено',
  },
  {
    lang: 'ru',
    prefix: '/ru',
    rejectAll: 'Отклонить все',
    sellers: 'Продавцы',
    pause: 'Приостановить',
    reason: 'Причина приостановки',
    confirm: 'Приостановить продавца',
    paused: 'Приостановлен',
    resume: 'Возобновить продажи',
    notice: 'Магазин временно приостановлен',
  },
] as const;

for (const l of LANGS) {
  test(`${l.lang}: an admin pauses a seller with a reason, its storefront says so, and resuming brings it back`, async ({
    page,
    browser,
  }) => {
    await page.goto(operatorLink('admin', l.prefix));
    await hydrated(page);
    await page.getByRole('button', { name: l.rejectAll }).click();
    await page.getByRole('link', { name: l.sellers }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin\\?section=sellers$`));
    // the last seller of the list: the one other journeys are least likely to buy from
    const card = page.locator('.admin__queue > li').last();
    const shopName = (await card.getAttribute('aria-label'))!;
    const seller = page.getByRole('listitem', { name: shopName, exact: true });
    await seller.getByRole('button', { name: l.pause, exact: true }).click();
    await seller.getByLabel(l.reason).fill('Перевірка документів');
    await seller.getByRole('button', { name: l.confirm }).click();
    await expect(seller).toContainText(l.paused);
    await expect(seller).toContainText('Перевірка документів');
    await expectAccessible(page, 'the sellers section');
    const sellerId = await page.evaluate(async (name) => {
      const answer = await fetch('/api/operator/sellers').then((r) => r.json());
      return (answer.data as { id: number; shop_name: string }[]).find((s) => s.shop_name === name)!.id;
    }, shopName);

    const shopper = await (await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })).newPage();
    await shopper.goto(`${l.prefix}/seller_${sellerId}-temp`);
    await hydrated(shopper);
    await shopper.getByRole('button', { name: l.rejectAll }).click();
    await expect(shopper.getByRole('status').filter({ hasText: l.notice })).toBeVisible();

    await seller.getByRole('button', { name: l.resume }).click();
    await expect(seller.getByRole('button', { name: l.pause, exact: true })).toBeVisible();
    await shopper.reload();
    await hydrated(shopper);
    await expect(shopper.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
    await expect(shopper.getByText(l.notice)).toHaveCount(0);
    await shopper.context().close();
  });
}
