import { operatorLink } from './support/operator';
import { randomInt } from 'node:crypto';
import { expectAccessible } from './support/accessibility';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test';

// A shopper, a moderator and an admin, each a first-time visitor who answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
  return context.newPage();
}

const LANGS = [
  {
    lang: 'uk',
    prefix: '',
    rejectAll: 'Відхилити всі',
    complain: 'Поскаржитися на товар',
    dialog: 'Скарга на товар',
    reason: 'Причина',
    counterfeit: 'Підробка',
    text: 'Що не так?',
    send: 'Надіслати',
    sent: 'Скаргу надіслано',
    moderation: 'Модерація',
    resolve: 'Вирішено',
    undo: 'Скасувати рішення',
    audit: 'Журнал дій',
    action: 'Дія',
    show: 'Показати',
  },
  {
    lang: 'ru',
    prefix: '/ru',
    rejectAll: 'Отклонить все',
    complain: 'Пожаловаться на товар',
    dialog: 'Жалоба на товар',
    reason: 'Причина',
    counterfeit: 'Подделка',
    text: 'Что не так?',
    send: 'Отправить',
    sent: 'Жалоба отправлена',
    moderation: 'Модерация',
    resolve: 'Решено',
    undo: 'Отменить решение',
    audit: 'Журнал действий',
    action: 'Действие',
    show: 'Показать',
  },
] as const;

for (const l of LANGS) {
  test(`${l.lang}: a complaint filed on a product page reaches the moderation queue, the moderator decides, and the decision is in the audit log`, async ({
    page: shopper,
    browser,
  }) => {
    // Three people, each on a first visit, and two accessibility scans: longer than one shopper's journey.
    test.slow();
    const complaint = `Упаковка не та ${randomInt(1_000_000)}`;

    await shopper.goto(`${l.prefix}/`);
    await hydrated(shopper);
    await shopper.getByRole('button', { name: l.rejectAll }).click();
    await shopper.locator('a[href*="/product/"]').first().click();
    await expect(shopper.getByRole('button', { name: l.complain })).toBeVisible();
    const productName = (await shopper.getByRole('heading', { level: 1 }).textContent())!.trim();
    await shopper.getByRole('button', { name: l.complain }).click();
    const dialog = shopper.getByRole('dialog', { name: l.dialog });
    await dialog.getByLabel(l.reason).selectOption({ label: l.counterfeit });
    await dialog.getByLabel(l.text).fill(complaint);
    await dialog.getByRole('button', { name: l.send }).click();
    await expect(shopper.locator('.notification--success')).toContainText(l.sent);

    const moderator = await freshPage(browser);
    await moderator.goto(operatorLink('moderator', l.prefix));
    await hydrated(moderator);
    await moderator.getByRole('button', { name: l.rejectAll }).click();
    await expect(moderator.getByRole('heading', { name: l.moderation, level: 2 })).toBeVisible();
    // a moderator has the queues only: no tabs to onboarding or the log
    await expect(moderator.getByRole('link', { name: l.audit })).toHaveCount(0);
    const card = moderator.getByRole('listitem').filter({ hasText: complaint });
    await expect(card).toContainText(productName);
    await expect(card).toContainText(l.counterfeit);
    await expectAccessible(moderator, 'the moderation queue');
    await card.getByRole('button', { name: l.resolve }).click();
    await expect(card.getByRole('button', { name: l.undo })).toBeVisible();
    await expect(card.getByRole('button', { name: l.resolve })).toHaveCount(0);
    await moderator.context().close();

    const admin = await freshPage(browser);
    await admin.goto(operatorLink('admin', l.prefix));
    await hydrated(admin);
    await admin.getByRole('button', { name: l.rejectAll }).click();
    await admin.getByRole('link', { name: l.audit }).click();
    await expect(admin).toHaveURL(new RegExp(`${l.prefix}/admin\\?section=audit$`));
    await admin.getByLabel(l.action).fill('complaint.resolve');
    await admin.getByRole('button', { name: l.show }).click();
    const entry = admin.getByRole('listitem', { name: /^complaint\.resolve report:/ }).first();
    await expect(entry).toContainText('open → resolved');
    await expectAccessible(admin, 'the audit log');
    await admin.context().close();
  });
}
