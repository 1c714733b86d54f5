import { expect, test } from './support/test';
import { openE2eDatabase, signIn } from './support/customer';

/** The pets' category of the seeded store. */
function petCategoryId(): number {
  const db = openE2eDatabase();
  try {
    return (db.prepare("SELECT id FROM categories WHERE name_uk = 'Товари для тварин'").get() as { id: number }).id;
  } finally {
    db.close();
  }
}

const petTypeWidget = (page: import('@playwright/test').Page) =>
  page.locator('.pet-widget').filter({ has: page.getByRole('heading', { name: 'Для кого шукаєте?' }) });

test('a guest sees the pet widget as it is; a customer with a cat finds the cats marked first and still picks', async ({
  page,
  context,
  baseURL,
}) => {
  const category = `/catalog/c${petCategoryId()}`;
  await page.goto(category);
  const options = petTypeWidget(page).getByRole('link');
  await expect(options).toHaveText(['Собаки', 'Коти']);

  await signIn(context, baseURL!);
  const added = await page.request.post('/api/customer/pets', { data: { name: 'Мурка', type: 'cat' } });
  expect(added.status()).toBe(201);
  await page.goto(category);
  await expect(options.first()).toHaveAccessibleName('Коти Ваш улюбленець: Мурка');
  await expect(options.nth(1)).toHaveAccessibleName('Собаки');
  // A hint, not a choice: the listing is not filtered until the shopper taps.
  await expect(page).toHaveURL(category);
  await expect(options.first()).not.toHaveAttribute('aria-current');

  await options.first().click();
  await expect(page).toHaveURL(new RegExp(`${category}\\?values=\\d+$`));
  await expect(petTypeWidget(page).getByRole('link', { name: /^Коти/ })).toHaveAttribute('aria-current', 'true');
});
