import { operatorLink } from './support/operator';
import { randomInt } from 'node:crypto';
import { expectAccessible } from './support/accessibility';
import { newPhone, openE2eDatabase } from './support/customer';
import { expect, test, type Page } from './support/test';

// Three people, each a first-time visitor who answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

/** The welcome SMS the accepted partner was sent, as the store wrote it to its outbox. */
function welcomeSms(phone: string): string {
  const db = openE2eDatabase();
  try {
    const row = db.prepare("SELECT text FROM sms_outbox WHERE phone = ? AND purpose = 'seller-welcome'").get(phone) as
      { text: string } | undefined;
    return row?.text ?? '';
  } finally {
    db.close();
  }
}

test('a cooperation request sent from /cooperation is accepted in the back office, and its owner signs in to the workspace by the SMS link', async ({
  page: partner,
  browser,
}) => {
  const company = `ТОВ «Степова олія ${randomInt(1_000_000)}»`;
  const phone = newPhone('67');

  await partner.goto('/cooperation');
  await hydrated(partner);
  await partner.getByRole('button', { name: 'Відхилити всі' }).click();
  await partner.getByLabel('Компанія').fill(company);
  await partner.getByLabel('Контактна особа').fill('Ірина Коваль');
  await partner.getByLabel('Телефон').fill(`+${phone}`);
  await partner.getByLabel('E-mail').fill('iryna@stepova.ua');
  await partner.getByLabel('Що ви продаєте').fill('CBD-олії та конопляне насіння');
  await partner.getByRole('button', { name: 'Надіслати заявку' }).click();
  await expect(partner.getByRole('status').filter({ hasText: 'Дякуємо за заявку!' })).toBeVisible();

  const operatorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
  const operator = await operatorContext.newPage();
  await operator.goto(operatorLink());
  await hydrated(operator);
  await operator.getByRole('button', { name: 'Відхилити всі' }).click();
  // the link is spent on arrival and leaves the address
  await expect(operator).toHaveURL(/\/admin$/);
  await expect(operator.getByRole('heading', { name: 'Заявки на співпрацю' })).toBeVisible();
  const request = operator.getByRole('listitem', { name: company });
  await expect(request).toContainText('Нова');
  await expect(request).toContainText(`+${phone}`);
  await expectAccessible(operator, 'the onboarding queue');
  await request.getByRole('button', { name: 'Прийняти' }).click();
  await expect(request).toContainText('Прийнята');
  await expect(request.getByRole('button', { name: 'Прийняти' })).toHaveCount(0);
  await operatorContext.close();

  await expect.poll(() => welcomeSms(phone)).toContain('/seller?link=');
  const link = new URL(/(\S+\/seller\?link=\S+)/.exec(welcomeSms(phone))![1]!);
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
  const owner = await ownerContext.newPage();
  await owner.goto(link.pathname + link.search);
  await hydrated(owner);
  await owner.getByRole('button', { name: 'Відхилити всі' }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(company);
  await expect(owner).toHaveURL(/\/seller$/);
  await expect(owner.getByRole('button', { name: 'Вийти' })).toBeVisible();
  await ownerContext.close();
});
