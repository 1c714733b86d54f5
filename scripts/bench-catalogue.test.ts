import { expect, it } from 'vitest';
import { benchCatalogue } from './bench-catalogue';

// The bench runs by hand at 100,000 products; here, on a small seed and once each, its addresses must all answer.
it('times the biggest category, the biggest storefront and the blog list, each address answering 200', async () => {
  const { timings } = await benchCatalogue(400, 1);
  const urls = timings.map((t) => t.url);
  expect(urls).toHaveLength(8);
  expect(urls.slice(3)).toEqual([
    expect.stringMatching(/^\/api\/seller-info\/\d+\/products$/),
    expect.stringMatching(/^\/api\/seller-info\/\d+\/products\?brand=\d+&price=1-\d+&sort=cheap$/),
    '/api/blog',
    expect.stringMatching(/^\/api\/blog\?page=[2-9]$/),
    expect.stringMatching(/^\/api\/blog\/category\/\d+$/),
  ]);
  for (const t of timings) expect(t.p50, t.url).toBeGreaterThan(0);
}, 60_000);
