import { vi } from 'vitest';

/**
 * Test support: stands in for the listing API, recording each address asked. A listing answers page 99 with a
 * redirect (a page past its end), any other with an empty page: callers here only pass the page on.
 */
export function stubListingApi(): string[] {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
    return Response.json({ data: {}, redirect_path: url.searchParams.get('page') === '99' ? '/catalog/c5?page=3' : null });
  });
  return requests;
}
