import { expect, test } from './support/test';
import { lastSmsCode, signIn, wrongSmsCode } from './support/customer';

test('edit the profile, change the password, save a recipient, then delete the account for good', async ({ page, context, baseURL }) => {
  const me = await signIn(context, baseURL!);
  await page.goto('/cabinet?tab=profile');
  const personal = page.getByRole('form', { name: 'Особисті дані' });

  // A birth year out of bounds is refused on blur with the spec's words, and nothing is sent.
  await personal.getByLabel('По батькові').fill('Іванівна');
  await personal.getByLabel('Дата народження').fill('1939-05-12');
  await personal.getByLabel('Дата народження').blur();
  await expect(personal.locator('.field__error')).toHaveText('min 1940');
  await personal.getByRole('button', { name: 'Зберегти' }).click();
  await expect(personal.getByLabel('Дата народження')).toBeFocused();

  await personal.getByLabel('Дата народження').fill('1985-05-12');
  await personal.getByLabel('Дата народження').blur();
  await expect(personal.locator('.field__error')).toHaveCount(0);
  await personal.getByLabel('Стать').selectOption({ label: 'Жіноча' });
  await personal.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByText('Особисті дані збережено')).toBeVisible();
  await expect(page.getByText(`${me.surname} ${me.name} Іванівна`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Особисті дані' }).getByLabel('Дата народження')).toHaveValue('1985-05-12');

  // The new password waits for the code sent to the account's phone.
  const password = page.getByRole('region', { name: 'Зміна пароля' });
  await password.getByLabel('Новий пароль', { exact: true }).fill('garden-hemp-42');
  await password.getByLabel('Повторіть новий пароль').fill('garden-hemp-42');
  await password.getByRole('button', { name: 'Отримати код з SMS' }).click();
  await expect(password.getByText(/Надіслати код ще раз можна через \d+ с/)).toBeVisible();
  await password.getByLabel('Код з SMS').fill(wrongSmsCode(me.phone));
  await password.getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(password.locator('.field__error')).toHaveText('Невірний код');
  expect(await page.getByText('Невірний код', { exact: true }).count()).toBe(1);
  await password.getByLabel('Код з SMS').fill(lastSmsCode(me.phone));
  await password.getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(page.getByText('Пароль змінено')).toBeVisible();

  // A recipient for the next checkout.
  await page.getByRole('link', { name: 'Отримувачі та доставки' }).click();
  await expect(page.getByText('Збережених отримувачів ще немає', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Додати отримувача' }).click();
  const recipient = page.getByRole('form', { name: 'Додати отримувача' });
  await recipient.getByLabel('Телефон').fill('12');
  await recipient.getByLabel('Телефон').blur();
  await expect(recipient.locator('.field__error')).toHaveText('Введіть коректне значення');
  await recipient.getByLabel('Прізвище').fill('Петренко');
  await recipient.getByLabel("Ім'я").fill('Іван');
  await recipient.getByLabel('Телефон').fill('+380 50 111 22 33');
  await recipient.getByRole('button', { name: 'Зберегти отримувача' }).click();
  await expect(page.getByText('Отримувача збережено')).toBeVisible();
  await expect(page.getByText('Петренко Іван')).toBeVisible();
  await expect(page.getByText('+380501112233')).toBeVisible();

  // Deleting asks first, then signs out and goes home; the password no longer opens anything.
  await page.getByRole('link', { name: 'Особисті дані' }).click();
  await page.getByRole('button', { name: 'Видалити профіль' }).click();
  const dialog = page.getByRole('dialog', { name: 'Видалити профіль назавжди?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Так, видалити' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Профіль видалено')).toBeVisible();

  await page.goto('/cabinet');
  await expect(page).toHaveURL(/\/login\?back=%2Fcabinet$/);
  await page.getByLabel('Номер телефону').fill(me.phone);
  await page.getByLabel('Пароль').fill('garden-hemp-42');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page.getByText('Невірний телефон або пароль').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('save a pickup point found by city search, then delete it', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!);
  await page.goto('/cabinet?tab=recipients');
  await expect(page.getByText('Збережених доставок ще немає.')).toBeVisible();
  await page.getByRole('button', { name: 'Додати доставку' }).click();
  await page.getByLabel('Місто').fill('Киї');
  await page.getByRole('button', { name: /^Київ/ }).first().click();

  const form = page.getByRole('form', { name: 'Додати доставку' });
  await form.getByRole('button', { name: 'Зберегти доставку' }).click();
  await expect(form.locator('.field__error')).toHaveText("Обов'язкове поле");
  await form.getByLabel('Спосіб доставки').selectOption({ label: 'Нова пошта: відділення' });
  const point = form.getByLabel('Відділення або поштомат');
  await expect(point.locator('option').nth(1)).toBeAttached();
  const chosen = (await point.locator('option').nth(1).textContent())!;
  await point.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Зберегти доставку' }).click();

  await expect(page.getByText('Доставку додано')).toBeVisible();
  await expect(page.getByText('Київ: Нова пошта: відділення')).toBeVisible();
  await expect(page.getByText(chosen)).toBeVisible();
  await page.getByRole('button', { name: 'Видалити: Київ, Нова пошта: відділення' }).click();
  await expect(page.getByText('Збережених доставок ще немає.')).toBeVisible();
});
