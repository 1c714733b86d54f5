import { useEffect, useState } from 'react';

/**
 * An invitation's token from the address (`?invite=…`), taken out of it at once like a sign-in link, so a reload
 * or a screenshot never carries it. Read after hydration: the server draws the page without it.
 */
export function useInvitationToken() {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    const found = url.searchParams.get('invite');
    if (!found) return;
    url.searchParams.delete('invite');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    setToken(found);
  }, []);
  return [token, setToken] as const;
}
