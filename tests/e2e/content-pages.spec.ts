import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/test';

// A first visit: the privacy sheet is there and is answered like a shopper would.
test.use({ privacyChoice: 'not yet' });

test('a partner finds the guide from the footer, reads an article by its contents, then sends a cooperation request', async ({ page }) => {
  await page.goto('/');
  // The privacy choice of a first visit is answered first, as a shopper would: it sits over the bottom of the page.
  await page.getByRole('button', { name: 'Відхилити всі' }).click();
  const footer = page.locator('footer');
  await footer.getByRole('link', { name: 'Дозування CBD' }).click();

  await expect(page).toHaveURL(/\/gid-pokupatelya\/dozuvannia-cbd$/);
  await expect(page.locator('h1')).toHaveText('Дозування CBD');
  expect(await page.title()).toContain('Дозування CBD — гід покупця');
  const contents = page.getByRole('navigation', { name: 'Зміст' });
  await contents.getByRole('link', { name: 'Застереження' }).click();
  await expect(page).toHaveURL(/#section-3$/);
  await expect(page.getByRole('heading', { name: 'Застереження' })).toBeInViewport();
  await page.getByRole('navigation', { name: 'Статті гіда' }).getByRole('link', { name: 'Повернення та обмін' }).click();
  await expect(page.locator('h1')).toHaveText('Повернення та обмін');
  await expectAccessible(page, 'a guide article');

  await page.locator('footer').getByRole('link', { name: 'Співпраця' }).click();
  await expect(page).toHaveURL(/\/cooperation$/);
  await expect(page.locator('h1')).toHaveText('Співпраця з Крамницею');
  // A page of its own: no store header or footer.
  await expect(page.locator('header.header, footer.footer')).toHaveCount(0);

  await page.getByLabel('Компанія').fill('ТОВ «Степова олія»');
  await page.getByLabel('Контактна особа').fill('Ірина Коваль');
  await page.getByLabel('Телефон').fill('12345');
  await page.getByLabel('E-mail').fill('iryna@stepova.ua');
  await page.getByLabel('Що ви продаєте').fill('CBD-олії та конопляне насіння');
  await page.getByRole('button', { name: 'Надіслати заявку' }).click();
  await expect(page.getByRole('alert')).toHaveText('Введіть коректне значення');
  await expect(page.getByLabel('Телефон')).toBeFocused();
  await expectAccessible(page, 'the cooperation form with an error');

  await page.getByLabel('Телефон').fill('+380 67 765 43 21');
  await page.getByRole('button', { name: 'Надіслати заявку' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Дякуємо за заявку!' });
  await expect(thanks).toContainText('Команда продавців зв’яжеться з вами');
  await expect(thanks.getByRole('link', { name: 'До магазину' })).toBeVisible();
});
