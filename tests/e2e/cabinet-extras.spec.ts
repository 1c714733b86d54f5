import { expect, test } from './support/test';
import { createCustomer, openE2eDatabase, signIn } from './support/customer';

/** An in-stock offer and its goods' Ukrainian title, as the viewed tile shows it. */
function anOffer(): { id: number; title: string } {
  const db = openE2eDatabase();
  try {
    return db
      .prepare(
        'SELECT p.id, b.title_uk AS title FROM products p JOIN base_products b ON b.best_product_id = p.id WHERE p.stock > 0 ORDER BY p.id LIMIT 1 OFFSET 7',
      )
      .get() as { id: number; title: string };
  } finally {
    db.close();
  }
}

const notice = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).or(page.getByText(text));

test('a shopper adds a pet, is stopped by a bad field, changes the pet and removes it', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!);
  await page.goto('/cabinet?tab=pets');
  await expect(page.getByRole('heading', { name: 'Мої улюбленці', level: 2 })).toBeVisible();
  await expect(page.getByText('Розкажіть про свого улюбленця')).toBeVisible();

  await page.getByRole('button', { name: 'Додати улюбленця' }).click();
  const form = page.getByRole('dialog', { name: 'Новий улюбленець' });
  // Checked when the field is left, not while typing.
  await form.getByLabel('Кличка').focus();
  await form.getByLabel('Порода').focus();
  await expect(form.getByText("Обов'язкове поле")).toBeVisible();
  await form.getByLabel('Кличка').fill('Барсик');
  await form.getByLabel('Порода').focus();
  await expect(form.getByText("Обов'язкове поле")).toHaveCount(0);
  await form.getByLabel('Вид').selectOption('cat');
  await form.getByRole('radio', { name: 'Хлопчик' }).check();
  await form.getByLabel('Дата народження').fill('2021-04-12');
  await form.getByLabel('Порода').fill('Британська');
  await form.getByRole('checkbox', { name: 'Стерилізований (кастрований)' }).check();
  await form.getByRole('button', { name: 'Зберегти' }).click();
  await expect(form).toHaveCount(0);
  await expect(notice(page, 'Барсик тепер серед ваших улюбленців').first()).toBeVisible();

  const card = page.getByRole('article', { name: 'Барсик' });
  await expect(card).toContainText('Кіт');
  await expect(card).toContainText('Хлопчик');
  await expect(card).toContainText('12 квітня 2021');
  await expect(card).toContainText('Британська');

  await card.getByRole('button', { name: 'Змінити дані улюбленця Барсик' }).click();
  const edit = page.getByRole('dialog', { name: 'Змінити: Барсик' });
  await expect(edit.getByLabel('Кличка')).toHaveValue('Барсик');
  await expect(edit.getByRole('radio', { name: 'Хлопчик' })).toBeChecked();
  await edit.getByLabel('Кличка').fill('Барсик Великий');
  await edit.getByRole('radio', { name: 'Дівчинка' }).check();
  await edit.getByRole('button', { name: 'Зберегти' }).click();
  await expect(edit).toHaveCount(0);

  await page.reload();
  const changed = page.getByRole('article', { name: 'Барсик Великий' });
  await expect(changed).toContainText('Дівчинка');
  await expect(page.getByRole('article')).toHaveCount(1);

  // Offline: a new pet and a removal wait on the device, and go out once the connection is back.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Додати улюбленця' }).click();
  const offlineForm = page.getByRole('dialog', { name: 'Новий улюбленець' });
  await offlineForm.getByLabel('Кличка').fill('Рекс');
  await offlineForm.getByLabel('Вид').selectOption('dog');
  await offlineForm.getByRole('button', { name: 'Зберегти' }).click();
  await expect(offlineForm).toHaveCount(0);
  await expect(notice(page, "Немає зв'язку: зміну збережено на пристрої").first()).toBeVisible();
  await changed.getByRole('button', { name: 'Видалити улюбленця Барсик Великий' }).click();
  const question = page.getByRole('dialog', { name: 'Видалити улюбленця Барсик Великий?' });
  await question.getByRole('button', { name: 'Видалити' }).click();
  await expect(page.getByRole('status').filter({ hasText: "2 зміни чекають на зв'язок" })).toBeVisible();
  await expect(changed).toBeVisible();

  await context.setOffline(false);
  await expect(notice(page, "Зміну, що чекала на зв'язок, збережено").first()).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Рекс' })).toContainText('Собака');
  await expect(page.getByRole('status').filter({ hasText: 'чекають на зв' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Рекс' })).toBeVisible();
});

test('a product viewed while signed in is in the viewed tab until cleared', async ({ page, context, baseURL }) => {
  const offer = anOffer();
  await signIn(context, baseURL!);
  await page.goto('/cabinet?tab=viewed');
  await expect(page.getByText('Ви ще не переглядали товарів')).toBeVisible();

  // The visit reaches the server by its own POST once the session is known: wait for it, as a shopper reading the page would.
  const noted = page.waitForResponse((r) => r.url().endsWith(`/api/product/${offer.id}/view`) && r.request().method() === 'POST');
  await page.goto(`/product/${offer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
  expect((await noted).status()).toBe(204);

  await page.goto('/cabinet?tab=viewed');
  await expect(page.getByText('1 товар', { exact: true })).toBeVisible();
  await expect(page.locator('.tile__title')).toHaveText([offer.title]);

  await page.getByRole('button', { name: 'Очистити все' }).click();
  const question = page.getByRole('dialog', { name: 'Очистити всі переглянуті товари?' });
  await question.getByRole('button', { name: 'Скасувати' }).click();
  await expect(page.locator('.tile__title')).toHaveText([offer.title]);

  await page.getByRole('button', { name: 'Очистити все' }).click();
  await question.getByRole('button', { name: 'Очистити', exact: true }).click();
  await expect(page.getByText('Ви ще не переглядали товарів')).toBeVisible();
});

test('the promo codes tab shows the usable codes, and a phone’s own code only to its owner', async ({ page, context, baseURL }) => {
  const owner = createCustomer({ name: 'Віра' });
  const db = openE2eDatabase();
  try {
    db.prepare('UPDATE customers SET phone = ? WHERE id = ?').run('380671234567', owner.id);
  } finally {
    db.close();
  }
  await signIn(context, baseURL!, owner);
  await page.goto('/cabinet?tab=promocodes');
  const personal = page.getByRole('article', { name: 'Промокод VIP380' });
  await expect(personal).toContainText('−20%');
  await expect(personal).toContainText('Персональний');
  const cbd = page.getByRole('article', { name: 'Промокод CBD150' });
  await expect(cbd).toContainText('Для замовлення від 1\u00a0000 ₴');
  await expect(cbd).toContainText('Діє до 31 грудня 2027');
  await expect(page.getByRole('article', { name: 'Промокод LETO25' })).toHaveCount(0);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await cbd.getByRole('button', { name: 'Копіювати промокод CBD150' }).click();
  await expect(notice(page, 'Промокод CBD150 скопійовано').first()).toBeVisible();

  await context.clearCookies();
  await signIn(context, baseURL!);
  await page.goto('/cabinet?tab=promocodes');
  await expect(page.getByRole('article', { name: 'Промокод CBD150' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Промокод VIP380' })).toHaveCount(0);
});
