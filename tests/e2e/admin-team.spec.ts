import { expectAccessible } from './support/accessibility';
import { newPhone, smsLink } from './support/customer';
import { operatorLink } from './support/operator';
import { expect, test, type Page } from './support/test';

// Both people come as first-time visitors: each answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const TEXTS = {
  uk: {
    reject: 'Відхилити всі',
    team: 'Команда',
    phone: 'Номер телефону',
    name: "Ім'я (необов'язково)",
    moderator: 'Модератор',
    invite: 'Надіслати запрошення',
    invited: 'Запрошення надіслано на',
    invitations: 'Запрошення',
    invitation: 'Запрошення до бекофісу',
    password: 'Новий пароль',
    repeat: 'Повторіть пароль',
    accept: 'Задати пароль і увійти',
    moderation: 'Модерація',
    sections: 'Розділи бек-офісу',
    signOut: 'Вийти',
    signInPhone: 'Телефон',
    signInPassword: 'Пароль',
    signIn: 'Увійти',
  },
  ru: {
    reject: 'Отклонить все',
    team: 'Команда',
    phone: 'Номер телефона',
    name: 'Имя (необязательно)',
    moderator: 'Модератор',
    invite: 'Отправить приглашение',
    invited: 'Приглашение отправлено на',
    invitations: 'Приглашения',
    invitation: 'Приглашение в бэкофис',
    password: 'Новый пароль',
    repeat: 'Повторите пароль',
    accept: 'Задать пароль и войти',
    moderation: 'Модерация',
    sections: 'Разделы бэк-офиса',
    signOut: 'Выйти',
    signInPhone: 'Телефон',
    signInPassword: 'Пароль',
    signIn: 'Войти',
  },
} as const;

/** The one-time link of the invitation the store sent to this phone, as a path on this store. */
const invitationLink = (phone: string) => smsLink(phone, 'operator-invite');

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

for (const lang of ['uk', 'ru'] as const) {
  const x = TEXTS[lang];
  const prefix = lang === 'ru' ? '/ru' : '';

  test(`an admin invites a moderator by SMS; the moderator sets a password, signs in and sees only the moderation queues (${lang})`, async ({
    page: admin,
    browser,
  }) => {
    const phone = newPhone('66');
    const name = `Модератор ${phone.slice(-4)}`;
    await admin.goto(operatorLink('admin', prefix));
    await hydrated(admin);
    await admin.getByRole('button', { name: x.reject }).click();
    await admin.getByRole('navigation', { name: x.sections }).getByRole('link', { name: x.team, exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`${prefix}/admin\\?section=team$`));
    await admin.getByLabel(x.phone).fill(`+${phone}`);
    await admin.getByRole('radio', { name: x.moderator }).check();
    await admin.getByLabel(x.name).fill(name);
    await admin.getByRole('button', { name: x.invite }).click();
    await expect(admin.getByRole('status').filter({ hasText: `${x.invited} +${phone}` })).toBeVisible();
    await expect(admin.getByRole('list', { name: x.invitations }).getByRole('listitem', { name: `+${phone}` })).toContainText(name);
    await expectAccessible(admin, 'the team section');

    // The invitee opens the SMS's link on their own phone.
    await expect.poll(() => invitationLink(phone)).toContain(`${prefix}/admin?invite=`);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
    const moderator = await context.newPage();
    await moderator.goto(invitationLink(phone));
    await hydrated(moderator);
    await moderator.getByRole('button', { name: x.reject }).click();
    await expect(moderator.getByRole('heading', { name: x.invitation })).toBeVisible();
    await expectAccessible(moderator, 'the invitation’s screen');
    await expect(moderator.locator('.admin__sign-in')).toContainText(`+${phone}`);
    // the link leaves the address at once
    expect(new URL(moderator.url()).search).toBe('');
    await moderator.getByLabel(x.password, { exact: true }).fill('Moderator2026');
    await moderator.getByLabel(x.repeat).fill('Moderator2026');
    await moderator.getByRole('button', { name: x.accept }).click();
    await expect(moderator.getByRole('heading', { name: x.moderation, exact: true })).toBeVisible();

    // Signed out, they sign in with the password and see the moderation queues only.
    await moderator.getByRole('button', { name: x.signOut }).click();
    await moderator.getByLabel(x.signInPhone).fill(`+${phone}`);
    await moderator.getByLabel(x.signInPassword).fill('Moderator2026');
    await moderator.getByRole('button', { name: x.signIn }).click();
    await expect(moderator.getByRole('heading', { name: x.moderation, exact: true })).toBeVisible();
    await expect(moderator.getByRole('navigation', { name: x.sections })).toHaveCount(0);
    await moderator.goto(`${prefix}/admin?section=team`);
    await expect(moderator.getByRole('heading', { name: x.moderation, exact: true })).toBeVisible();
    await expect(moderator.locator('.admin-team')).toHaveCount(0);
    await context.close();

    // The admin's list shows the new moderator, and the invitation is spent.
    await admin.reload();
    await expect(admin.getByRole('listitem', { name })).toContainText(x.moderator);
    // (the other language's journey may be inviting at the same moment: only this invitation is looked for)
    await expect(admin.getByRole('list', { name: x.invitations }).getByRole('listitem', { name: `+${phone}` })).toHaveCount(0);
  });
}
