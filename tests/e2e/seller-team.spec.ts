import { newPhone, openE2eDatabase, smsLink } from './support/customer';
import { expect, test, type Page } from './support/test';
import { signInAsDemoOwner } from './support/seller';

// Both people come as first-time visitors: each answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const TEXTS = {
  uk: {
    reject: 'Відхилити всі',
    signIn: 'Увійти',
    phone: 'Телефон',
    password: 'Пароль',
    team: 'Команда',
    keys: 'Ключі API',
    offers: 'Пропозиції',
    name: "Ім'я (необов'язково)",
    invite: 'Запросити',
    invited: 'Запрошення надіслано на',
    invitation: 'Запрошення до кабінету продавця',
    repeat: 'Повторіть пароль',
    accept: 'Прийняти запрошення',
    manager: 'Менеджер',
    keyName: 'Назва ключа',
    issue: 'Створити ключ',
    shownOnce: 'більше його не буде показано',
    copy: 'Копіювати',
    copied: 'Скопійовано',
    endsWith: 'закінчується на',
    neverUsed: 'Ще не використовувався',
  },
  ru: {
    reject: 'Отклонить все',
    signIn: 'Войти',
    phone: 'Телефон',
    password: 'Пароль',
    team: 'Команда',
    keys: 'Ключи API',
    offers: 'Предложения',
    name: 'Имя (необязательно)',
    invite: 'Пригласить',
    invited: 'Приглашение отправлено на',
    invitation: 'Приглашение в кабинет продавца',
    repeat: 'Повторите пароль',
    accept: 'Принять приглашение',
    manager: 'Менеджер',
    keyName: 'Название ключа',
    issue: 'Создать ключ',
    shownOnce: 'больше он не будет показан',
    copy: 'Копировать',
    copied: 'Скопировано',
    endsWith: 'заканчивается на',
    neverUsed: 'Ещё не использовался',
  },
} as const;

/** A seller of the seeded store no other journey works for: uk takes the last, ru the one before. */
function sellerOf(index: number): { id: number; shopName: string } {
  const db = openE2eDatabase();
  try {
    // A demo seller, whose owner signs in with the README's password: other journeys add sellers of their own.
    const demo = db.prepare(
      `SELECT s.id, s.shop_name AS shopName FROM sellers s JOIN seller_users u ON u.seller_id = s.id AND u.role = 'owner'
       WHERE u.phone = '38050700' || substr('0000' || s.id, -4) ORDER BY s.id DESC LIMIT 1 OFFSET ?`,
    );
    return demo.get(index) as {
      id: number;
      shopName: string;
    };
  } finally {
    db.close();
  }
}

/** The one-time link of the invitation the store sent to this phone, as a path on this store. */
const invitationLink = (phone: string) => smsLink(phone, 'seller-invite');

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

for (const [index, lang] of (['uk', 'ru'] as const).entries()) {
  const x = TEXTS[lang];
  const prefix = lang === 'ru' ? '/ru' : '';

  test(`an owner invites a manager by SMS, the manager sets a password and works without the team tab, and the owner issues a key shown once (${lang})`, async ({
    page: owner,
    browser,
  }) => {
    const seller = sellerOf(index);
    const managerPhone = newPhone('68');
    const managerName = `Менеджер ${managerPhone.slice(-4)}`;
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write']);

    await owner.goto(`${prefix}/seller`);
    await hydrated(owner);
    await owner.getByRole('button', { name: x.reject }).click();
    await signInAsDemoOwner(owner, seller.id, x);

    await owner.getByRole('link', { name: x.team }).click();
    await owner.getByLabel(x.phone).fill(`+${managerPhone}`);
    await owner.getByLabel(x.name).fill(managerName);
    await owner.getByRole('button', { name: x.invite, exact: true }).click();
    await expect(owner.locator('.seller-team__said')).toHaveText(`${x.invited} +${managerPhone}`);
    await expect(
      owner
        .locator('.seller-team')
        .getByRole('listitem')
        .filter({ hasText: `+${managerPhone}` }),
    ).toContainText(managerName);

    // The manager opens the SMS's link on their own phone.
    await expect.poll(() => invitationLink(managerPhone)).toContain(`${prefix}/seller?invite=`);
    const managerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
    const manager = await managerContext.newPage();
    await manager.goto(invitationLink(managerPhone));
    await hydrated(manager);
    await manager.getByRole('button', { name: x.reject }).click();
    await expect(manager.getByRole('heading', { name: x.invitation })).toBeVisible();
    await expect(manager.locator('.seller-workspace__sign-in')).toContainText(seller.shopName);
    // the link leaves the address at once
    expect(new URL(manager.url()).search).toBe('');
    await manager.getByLabel(x.password, { exact: true }).fill('Menedzher2026');
    await manager.getByLabel(x.repeat).fill('Menedzher2026');
    await manager.getByRole('button', { name: x.accept }).click();
    await expect(manager.getByRole('heading', { level: 1 })).toHaveText(seller.shopName);
    await expect(manager.getByRole('link', { name: x.offers })).toBeVisible();
    await expect(manager.getByRole('link', { name: x.team })).toHaveCount(0);
    await expect(manager.getByRole('link', { name: x.keys })).toHaveCount(0);
    // Asking for the team's screen by its address shows the offers instead.
    await manager.goto(`${prefix}/seller?tab=team`);
    await expect(manager.getByRole('link', { name: x.offers })).toHaveAttribute('aria-current', 'page');
    await expect(manager.locator('.seller-team')).toHaveCount(0);
    await managerContext.close();

    await owner.reload();
    await expect(owner.locator('.seller-team').getByRole('listitem').filter({ hasText: managerName })).toContainText(x.manager);

    await owner.getByRole('link', { name: x.keys }).click();
    const keyName = `E2E ${lang} ${managerPhone.slice(-4)}`;
    await owner.getByLabel(x.keyName).fill(keyName);
    await owner.getByRole('button', { name: x.issue }).click();
    const issued = owner.locator('.seller-keys__issued');
    await expect(issued).toContainText(x.shownOnce);
    const key = (await issued.locator('code').textContent()) ?? '';
    expect(key).toMatch(/^ksk_[\w-]{43}$/);
    await issued.getByRole('button', { name: x.copy }).click();
    await expect(issued.getByRole('status')).toHaveText(x.copied);
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(key);
    const listed = owner.locator('.seller-keys__item').filter({ hasText: keyName });
    await expect(listed).toContainText(`${x.endsWith} ${key.slice(-4)}`);
    await expect(listed).toContainText(x.neverUsed);

    // The key opens the seller API; once the screen is left, it is never shown again.
    expect((await owner.request.get('/api/seller-api/offers', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(200);
    await owner.reload();
    await expect(owner.locator('.seller-keys__item').filter({ hasText: keyName })).toBeVisible();
    await expect(owner.locator('.seller-keys__issued')).toHaveCount(0);
    await expect(owner.locator('.seller-keys')).not.toContainText(key);
  });
}
