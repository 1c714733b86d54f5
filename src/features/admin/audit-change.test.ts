import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-change';

describe('changedFields', () => {
  it.each([
    ['a status change', { status: 'open' }, { status: 'dismissed' }, [{ field: 'status', before: 'open', after: 'dismissed' }]],
    [
      'a creation',
      null,
      { shop: 'Степова олія', seller_id: 7 },
      [
        { field: 'shop', before: '', after: 'Степова олія' },
        { field: 'seller_id', before: '', after: '7' },
      ],
    ],
    ['unchanged fields left out', { status: 'new', note: 'a' }, { status: 'new', note: 'b' }, [{ field: 'note', before: 'a', after: 'b' }]],
    ['nested values as JSON', { tags: [1] }, { tags: [1, 2] }, [{ field: 'tags', before: '[1]', after: '[1,2]' }]],
    ['a bare value', 'x', 'y', [{ field: '', before: 'x', after: 'y' }]],
    ['nothing on either side', null, null, []],
  ])('%s', (_case, before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });
});
