import { expect, test, type APIRequestContext } from './support/test';
import { demoCustomer, openE2eDatabase, signIn } from './support/customer';

/** An in-stock offer and its seller; seeded sellers answer with the demo key `seller-demo-key-{id}` (README). */
function offer(): { id: number; sellerId: number; shopName: string } {
  const db = openE2eDatabase();
  try {
    return db
      .prepare(
        'SELECT p.id, p.seller_id AS sellerId, s.shop_name AS shopName FROM products p JOIN sellers s ON s.id = p.seller_id WHERE p.stock > 0 ORDER BY p.id LIMIT 1 OFFSET 7',
      )
      .get() as { id: number; sellerId: number; shopName: string };
  } finally {
    db.close();
  }
}

async function sellerReplies(request: APIRequestContext, sellerId: number, conversationId: number, text: string) {
  const res = await request.post(`/api/seller-api/conversations/${conversationId}/reply`, {
    headers: { authorization: `Bearer seller-demo-key-${sellerId}` },
    data: { text },
  });
  expect(res.status()).toBe(201);
}

test('a guest asking the seller is sent to sign in and back', async ({ page }) => {
  const { id } = offer();
  await page.goto(`/product/${id}`);
  await page.getByRole('button', { name: 'Запитати продавця' }).click();
  await expect(page).toHaveURL(`/login?back=${encodeURIComponent(`/product/${id}`)}`);
});

test('a shopper asks a seller from the product page, sees the reply arrive in the cabinet, with its unread count', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const { id, sellerId, shopName } = offer();
  await signIn(context, baseURL!);
  // The chat asks for replies every 15 s: the test moves the page's clock instead of waiting.
  await page.clock.install();
  await page.goto(`/product/${id}`);

  await page.getByRole('button', { name: 'Запитати продавця' }).click();
  const dialog = page.getByRole('dialog', { name: `Питання продавцю ${shopName}` });
  await dialog.getByLabel('Ваше повідомлення').fill('Чи є цей товар у більшому об’ємі?');
  await dialog.getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Повідомлення надіслано продавцю' }).first()).toBeVisible();
  await dialog.getByRole('link', { name: 'Перейти до листування' }).click();

  await expect(page).toHaveURL(/\/cabinet\?tab=seller_messages&conversation=\d+$/);
  const conversationId = Number(new URL(page.url()).searchParams.get('conversation'));
  const messages = page.getByRole('list', { name: 'Повідомлення' });
  await expect(messages.getByRole('listitem').filter({ hasText: 'Чи є цей товар у більшому об’ємі?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: shopName })).toBeVisible();

  // Back at the list, a seller's reply shows up with the next poll: a notice and the unread count.
  await page.getByRole('link', { name: 'До всього листування' }).click();
  const regularTab = page.getByRole('tab', { name: /Листування з продавцями/ });
  await expect(regularTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: new RegExp(shopName) })).toBeVisible();
  await sellerReplies(request, sellerId, conversationId, 'Так, є флакон 30 мл.');
  await page.clock.fastForward(15_000);
  await expect(page.getByText('Продавець відповів')).toBeVisible();
  await expect(regularTab).toHaveAccessibleName(/1 непрочитане/);
  const item = page.getByRole('link', { name: new RegExp(shopName) });
  await expect(item).toContainText('Так, є флакон 30 мл.');
  await expect(item).toContainText('1 непрочитане');

  // Opening the chat reads it.
  await item.click();
  await expect(messages.getByRole('listitem').filter({ hasText: 'Так, є флакон 30 мл.' })).toBeVisible();
  await expect(messages.getByRole('listitem').filter({ hasText: 'Чи є цей товар' })).toContainText('Прочитано');

  // Enter sends from the chat; Shift+Enter keeps writing.
  const box = page.getByLabel('Ваше повідомлення');
  await box.fill('Дякую!');
  await box.press('Shift+Enter');
  await box.pressSequentially('Замовляю.');
  await box.press('Enter');
  await expect(messages.getByRole('listitem').filter({ hasText: 'Замовляю.' })).toContainText('Дякую!\nЗамовляю.');
  await expect(box).toHaveValue('');

  // Offline, a message waits in the chat, marked so, and goes once the connection is back.
  await context.setOffline(true);
  await box.fill('Коли відправите?');
  await box.press('Enter');
  const waiting = messages.getByRole('listitem').filter({ hasText: 'Коли відправите?' });
  await expect(waiting).toContainText("чекає на зв'язок");
  await expect(box).toHaveValue('');
  await context.setOffline(false);
  await expect(waiting).not.toContainText("чекає на зв'язок");
  await expect(waiting).toHaveCount(1);

  // A reply while the chat is open appears in it.
  await sellerReplies(request, sellerId, conversationId, 'Чекаємо на замовлення!');
  await page.clock.fastForward(15_000);
  await expect(messages.getByRole('listitem').filter({ hasText: 'Чекаємо на замовлення!' })).toBeVisible();
  await expect(page.getByText('Продавець відповів')).toBeVisible();

  await page.getByRole('link', { name: 'До всього листування' }).click();
  await expect(page.getByRole('link', { name: new RegExp(shopName) })).toContainText('Чекаємо на замовлення!');
  await expect(regularTab).not.toHaveAccessibleName(/непрочитан/);
  await page.getByRole('tab', { name: /Листування щодо замовлень/ }).click();
  await expect(page.getByText('Тут з’являться ваші замовлення')).toBeVisible();
});

test('the demo customer finds the seeded chats with the sellers’ replies, one of them unread', async ({ page, context, baseURL }) => {
  // README's demo account: the seed gives it two chats with replies.
  await signIn(context, baseURL!, demoCustomer());
  await page.goto('/cabinet?tab=seller_messages');
  const reply = 'Так, замовлення, оплачені до 14:00, відправляємо того ж дня.';
  await expect(page.getByText(reply).first()).toBeVisible();
  await page.getByText(reply).first().click();
  await expect(page.getByText('Вітаємо! Так, щоденно по 2–3 краплі').first()).toBeHidden();
  await expect(page.getByText(reply).last()).toBeVisible();
});
