import { operatorLink } from './support/operator';
import { expectAccessible } from './support/accessibility';
import { customerWithPassword } from './support/customer';
import { expect, test, type Page } from './support/test';

// An admin and a customer, each a first-time visitor who answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

const LANGS = [
  {
    lang: 'uk',
    prefix: '',
    rejectAll: 'Відхилити всі',
    support: 'Підтримка',
    search: 'Телефон або номер замовлення',
    find: 'Знайти',
    account: 'Обліковий запис',
    block: 'Заблокувати',
    reason: 'Причина блокування',
    confirm: 'Заблокувати обліковий запис',
    blocked: 'Заблоковано',
    unblock: 'Розблокувати',
    active: 'Активний',
    phone: 'Номер телефону',
    signIn: 'Увійти',
    // the contact page's phones, e-mail and hours, as the store is configured for the journeys
    refusal:
      'Ваш обліковий запис заблоковано, увійти в нього не можна. Зверніться до служби підтримки: +380 44 300 20 10, hello@kramnytsia.ua. Щодня з 8:00 до 21:00.',
  },
  {
    lang: 'ru',
    prefix: '/ru',
    rejectAll: 'Отклонить все',
    support: 'Поддержка',
    search: 'Телефон или номер заказа',
    find: 'Найти',
    account: 'Учётная запись',
    block: 'Заблокировать',
    reason: 'Причина блокировки',
    confirm: 'Заблокировать учётную запись',
    blocked: 'Заблокирован',
    unblock: 'Разблокировать',
    active: 'Активен',
    phone: 'Номер телефона',
    signIn: 'Войти',
    refusal:
      'Ваша учётная запись заблокирована, войти в неё нельзя. Обратитесь в службу поддержки: +380 44 300 20 10, hello@kramnytsia.ua. Ежедневно с 8:00 до 21:00.',
  },
] as const;

for (const l of LANGS) {
  test(`${l.lang}: an admin finds a customer by phone and blocks them, their sign-in is refused with how to reach support, and unblocking lets them in`, async ({
    page,
    browser,
  }) => {
    // the store's command for the admin, two browsers, and a customer signing in twice
    test.slow();
    const password = 'garden-hemp-42';
    const phone = customerWithPassword(password);

    await page.goto(operatorLink('admin', l.prefix));
    await hydrated(page);
    await page.getByRole('button', { name: l.rejectAll }).click();
    await page.getByRole('link', { name: l.support }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin\\?section=support$`));
    // typed the way a caller dictates it: the national form, in groups
    const national = `0${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`;
    await page.getByRole('searchbox', { name: l.search }).fill(national);
    await page.getByRole('button', { name: l.find }).click();
    const account = page.getByRole('region', { name: l.account });
    await expect(account).toContainText(l.active);
    await expect(page.getByRole('heading', { name: `+${phone}` })).toBeVisible();
    await account.getByRole('button', { name: l.block, exact: true }).click();
    await account.getByLabel(l.reason).fill('Шахрайські замовлення');
    await account.getByRole('button', { name: l.confirm }).click();
    await expect(account.getByText(l.blocked, { exact: true })).toBeVisible();
    await expect(account).toContainText('Шахрайські замовлення');
    await expectAccessible(page, 'the support section');

    const customer = await (await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })).newPage();
    await customer.goto(`${l.prefix}/login`);
    await hydrated(customer);
    await customer.getByRole('button', { name: l.rejectAll }).click();
    await customer.getByLabel(l.phone).fill(`+${phone}`);
    await customer.getByLabel('Пароль').fill(password);
    await customer.getByRole('button', { name: l.signIn }).click();
    await expect(customer.getByText(l.refusal)).toBeVisible();
    await expect(customer).toHaveURL(new RegExp(`${l.prefix}/login$`));

    await account.getByRole('button', { name: l.unblock }).click();
    await expect(account.getByText(l.active, { exact: true })).toBeVisible();
    await customer.getByRole('button', { name: l.signIn }).click();
    await expect(customer).toHaveURL(new RegExp(`${l.prefix}/cabinet$`));
    await customer.context().close();
  });
}
