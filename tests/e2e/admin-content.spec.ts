import { operatorLink } from './support/operator';
import { randomInt } from 'node:crypto';
import { expectAccessible } from './support/accessibility';
import { expect, test, type Page } from './support/test';

// An admin, a first-time visitor who answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

const LANGS = [
  {
    lang: 'uk',
    prefix: '',
    rejectAll: 'Відхилити всі',
    content: 'Статті',
    newBlog: 'Нова стаття блогу',
    slug: /Адреса статті/,
    category: 'Категорія',
    // Not the category the blog journey reads the first article of: this one links to no goods.
    categoryName: 'Закон і якість',
    langs: { uk: 'Українською', ru: 'Російською' },
    blocks: 'Текст статті',
    title: 'Заголовок',
    addHeading: 'Додати: Заголовок розділу',
    headingText: 'Текст заголовка',
    addParagraph: 'Додати: Абзац',
    text: 'Текст',
    save: 'Зберегти',
    saved: 'Збережено',
    preview: 'Попередній перегляд',
    previewNotice: 'Попередній перегляд: так статтю побачать покупці',
    backToEditor: 'Повернутися до редагування',
    publishNow: 'Опублікувати зараз',
    published: 'Опубліковано',
    backToList: 'До списку статей',
  },
  {
    lang: 'ru',
    prefix: '/ru',
    rejectAll: 'Отклонить все',
    content: 'Статьи',
    newBlog: 'Новая статья блога',
    slug: /Адрес статьи/,
    category: 'Категория',
    categoryName: 'Закон и качество',
    langs: { uk: 'На украинском', ru: 'На русском' },
    blocks: 'Текст статьи',
    title: 'Заголовок',
    addHeading: 'Добавить: Заголовок раздела',
    headingText: 'Текст заголовка',
    addParagraph: 'Добавить: Абзац',
    text: 'Текст',
    save: 'Сохранить',
    saved: 'Сохранено',
    preview: 'Предпросмотр',
    previewNotice: 'Предпросмотр: так статью увидят покупатели',
    backToEditor: 'Вернуться к редактированию',
    publishNow: 'Опубликовать сейчас',
    published: 'Опубликовано',
    backToList: 'К списку статей',
  },
] as const;

for (const l of LANGS) {
  test(`${l.lang}: an admin writes a blog article with a heading and a paragraph, previews it, publishes it, and it opens from the blog list in both languages`, async ({
    page,
  }) => {
    // Writing, previewing and publishing, then reading the blog in two languages: more steps than most journeys.
    test.slow();
    const n = randomInt(1_000_000);
    const article = {
      uk: { title: `Олія CBD узимку ${n}`, heading: 'Де її тримати', paragraph: `У прохолоді й темряві, подалі від батареї ${n}.` },
      ru: { title: `Масло CBD зимой ${n}`, heading: 'Где его держать', paragraph: `В прохладе и темноте, подальше от батареи ${n}.` },
    };

    await page.goto(operatorLink('admin', l.prefix));
    await hydrated(page);
    await page.getByRole('button', { name: l.rejectAll }).click();
    await page.getByRole('link', { name: l.content, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin\\?section=content$`));
    await page.getByRole('link', { name: l.newBlog }).click();

    await page.getByLabel(l.slug).fill(`cbd-winter-${l.lang}-${n}`);
    await page.getByLabel(l.category, { exact: true }).selectOption({ label: l.categoryName });
    for (const textLang of ['uk', 'ru'] as const) {
      const language = page.getByRole('group', { name: l.langs[textLang], exact: true });
      await language.getByLabel(l.title, { exact: true }).fill(article[textLang].title);
      const blocks = language.getByRole('group', { name: `${l.blocks}: ${l.langs[textLang]}` });
      await blocks.getByRole('button', { name: l.addHeading }).click();
      await blocks.getByLabel(l.headingText).fill(article[textLang].heading);
      await blocks.getByRole('button', { name: l.addParagraph }).click();
      await blocks.getByLabel(l.text, { exact: true }).fill(article[textLang].paragraph);
    }
    await expectAccessible(page, 'the article editor');
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.locator('.content-editor').getByRole('status')).toHaveText(l.saved);
    await expect(page).toHaveURL(/\?section=content&article=blog:\d+$/);
    const id = Number(/blog:(\d+)$/.exec(page.url())![1]);

    // The preview is the article's page, in the shop's layout, before anyone else can see it.
    await page.getByRole('link', { name: l.preview }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/preview/blog/${id}\\?v=\\d+$`));
    await expect(page.getByText(l.previewNotice)).toBeVisible();
    await expect(page.locator('h1')).toHaveText(article[l.lang].title);
    await expect(page.locator('.article__body h2')).toHaveText(article[l.lang].heading);
    await expect(page.locator('.article__body p')).toHaveText(article[l.lang].paragraph);
    await expectAccessible(page, 'the preview of an article');
    const publicPage = await page.request.get(`/api/blog/category/2/article/${id}`);
    expect(publicPage.status()).toBe(404);

    await page.getByRole('link', { name: l.backToEditor }).click();
    await page.getByLabel(l.publishNow).check();
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.locator('.content-editor').getByRole('status')).toHaveText(l.saved);
    await page.getByRole('link', { name: l.backToList }).click();
    const listed = page.getByRole('listitem', { name: article[l.lang].title });
    await expect(listed).toContainText(l.published);

    // A shopper's blog, newest first, in both languages: the article is on its first page and opens.
    for (const shop of LANGS) {
      await page.goto(`${shop.prefix}/blog`);
      const title = article[shop.lang].title;
      const card = page.locator('.blog-card').filter({ hasText: title });
      await card.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`${shop.prefix}/blog/category/\\d+/article/${id}$`));
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('.article__body h2')).toHaveText(article[shop.lang].heading);
      await expect(page.locator('.article__body p')).toHaveText(article[shop.lang].paragraph);
    }
  });
}
