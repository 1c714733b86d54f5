import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { githubSlugs, historyProblems, noHistoryComments } from './no-history-comments.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const anchors = githubSlugs('# Product rules\n\n## Cart\n\n## Routes and screens\n\n```\n## Not a heading\n```\n\n## Cart\n');

describe('the slugs of product-rules.md headings', () => {
  it('are made as GitHub makes them, repeats numbered, fenced lines skipped', () => {
    expect([...anchors]).toEqual(['product-rules', 'cart', 'routes-and-screens', 'cart-1']);
  });
});

describe('a comment', () => {
  it.each([
    ['says why, in the present', 'The popup closes on every route change.', 0],
    ['names a numbered session', 'Workers before session 21 trimmed the cache.', 1],
    ['names an issue', 'The cabinet (issue 5) adds more lists.', 1],
    ['names a round of work', 'Made faster in round 3.', 1],
    ['points at a later issue', 'Refunds wait for a later issue.', 1],
    ['says something comes later', 'The map tiles come later.', 1],
    ['says "for now"', 'One language for now.', 1],
    ['leaves a bare TODO', 'TODO', 1],
    ['leaves a bare FIXME with a colon', 'FIXME:', 1],
    ['keeps a TODO that says what', 'TODO: drop the old key once no worker reads it', 0],
    ['anchors to a heading that exists', 'docs/product-rules.md#cart "fast order".', 0],
    ['anchors to a heading that does not exist', 'docs/product-rules.md#cart/4/5 "Cart".', 1],
    ['anchors to a repeated heading', 'docs/product-rules.md#cart-1.', 0],
    ['cites a public standard', 'The shape of https://schema.org/Product and https://www.rfc-editor.org/rfc/rfc9110.', 0],
    ['names a reserved example address', 'PUBLIC_URL is https://kramnytsia.test. and inject uses http://localhost:80.', 0],
    ['links a document outside the repository', 'As explained in https://blog.somewhere.com/why-we-queue.', 1],
  ])('%s: %i problem(s)', (_case, text, count) => {
    expect(historyProblems(text, anchors)).toHaveLength(count as number);
  });
});

new RuleTester().run('no-history-comments', noHistoryComments, {
  valid: [
    '// The cart is read again after a fast order.\nexport const a = 1;',
    '/** docs/product-rules.md#cart: the popup stays closed. */\nexport const b = 2;',
  ],
  invalid: [
    { code: '// Comes later.\nexport const a = 1;', errors: [{ messageId: 'problem' }] },
    { code: '/** docs/product-rules.md#cart/4/5 "Cart" */\nexport const b = 2;', errors: [{ messageId: 'problem' }] },
    { code: '// See https://notes.example.org.ua/plan\nexport const c = 3;', errors: [{ messageId: 'problem' }] },
  ],
});
