import { randomInt } from 'node:crypto';
import { expectAccessible } from './support/accessibility';
import { operatorLink } from './support/operator';
import { expect, test, type Page } from './support/test';

// An admin and a shopper, each a first-time visitor who answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

/** The catalogue menu a shopper opens: its first top-level category's branches show at once. */
async function openMenu(shopper: Page) {
  await shopper.locator('.catalog-menu__toggle').click();
  const branches = shopper.locator('.catalog-menu__branches');
  await expect(branches).toBeVisible();
  return branches;
}

test('an admin creates a subcategory, renames it in Russian and hides it, and a first-time shopper no longer sees it in the menu', async ({
  page,
  browser,
}) => {
  // Two people in two languages: more steps than most journeys.
  test.slow();
  const n = randomInt(1_000_000);
  const names = { uk: `Олії для птахів ${n}`, ru: `Масла для птиц ${n}`, renamed: `Масла для попугаев ${n}` };

  await page.goto(operatorLink('admin'));
  await hydrated(page);
  await page.getByRole('button', { name: 'Відхилити всі' }).click();
  await page.getByRole('link', { name: 'Каталог', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?section=catalogue$/);

  // A subcategory of the first top-level category, so the menu shows it as soon as it opens.
  const parent = page.getByRole('group', { name: 'CBD-олії', exact: true });
  await parent.getByRole('button', { name: 'Додати підкатегорію' }).click();
  const form = parent.getByRole('form', { name: 'Додати підкатегорію' });
  await form.getByLabel('Назва українською').fill(names.uk);
  await form.getByLabel('Назва російською').fill(names.ru);
  await form.getByLabel('SEO-текст українською').fill('Олії CBD для декоративних птахів');
  await expectAccessible(page, 'the category tree with a new subcategory form');
  await form.getByRole('button', { name: 'Створити' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Категорію «${names.uk}» створено` })).toBeVisible();

  const created = page.getByRole('group', { name: names.uk, exact: true });
  await expect(created).toContainText('Показується');
  await created.getByRole('button', { name: 'Редагувати' }).click();
  await created.getByLabel('Назва російською').fill(names.renamed);
  await created.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Збережено' })).toBeVisible();
  await expect(created).toContainText(names.renamed);

  // A first-time shopper in Russian sees the new name under its parent.
  const shopper = await (await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })).newPage();
  await shopper.goto('/ru');
  await hydrated(shopper);
  await shopper.getByRole('button', { name: 'Отклонить все' }).click();
  const menuRu = await openMenu(shopper);
  await expect(menuRu.getByRole('link', { name: names.renamed, exact: true })).toBeVisible();
  await expect(menuRu.getByRole('link', { name: names.ru, exact: true })).toHaveCount(0);

  const address = await created.getByRole('link', { name: 'Відкрити в магазині' }).getAttribute('href');
  expect((await shopper.request.get(`/api${address}`)).status()).toBe(200);

  await created.getByRole('button', { name: 'Приховати' }).click();
  await expect(created).toContainText('Приховано');
  await expect(created.getByRole('button', { name: 'Показати' })).toBeVisible();

  // Hidden, it is in neither language's menu, and its page is gone.
  for (const home of ['/ru', '/']) {
    await shopper.goto(home);
    await hydrated(shopper);
    const menu = await openMenu(shopper);
    await expect(
      menu.getByRole('link', { name: home === '/' ? 'CBD-засоби для людей' : 'CBD-средства для людей', exact: true }),
    ).toBeVisible();
    await expect(menu.getByRole('link', { name: names.renamed })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: names.uk })).toHaveCount(0);
  }
  expect((await shopper.request.get(`/api${address}`)).status()).toBe(404);
});
