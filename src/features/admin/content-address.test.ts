import { describe, expect, it } from 'vitest';
import { contentAddress, contentTarget } from './content-address';

describe("the content section's address", () => {
  it.each([
    ['?section=content&article=blog:12', { kind: 'blog', id: 12 }],
    ['?section=content&article=guide:3', { kind: 'guide', id: 3 }],
    ['?section=content&article=new:blog', { kind: 'blog', id: null }],
    ['?section=content&article=new:guide', { kind: 'guide', id: null }],
    ['?section=content', null],
    ['?section=content&article=new:promo', null],
    ['?section=content&article=blog:x', null],
    ['?section=content&article=blog', null],
    ['?section=content&article=promo:4', null],
  ])('%s opens %j', (search, target) => {
    expect(contentTarget(search)).toEqual(target);
  });

  it('leads back to what it reads', () => {
    for (const [kind, id] of [
      ['blog', 12],
      ['guide', null],
    ] as const)
      expect(contentTarget(contentAddress(kind, id).split('?')[1]!)).toEqual({ kind, id });
    expect(contentAddress()).toBe('/admin?section=content');
  });
});
