import { useEffect, useState } from 'react';

/**
 * A page's signed-in user: a one-time sign-in link in the address (`?link=…`) is spent first and taken out of the
 * address, so a reload or a shared screenshot never carries it; otherwise the session in hand, or null.
 * undefined while it is being found out.
 */
export function useSignedInUser<U>(spendLink: (token: string) => Promise<U>, current: () => Promise<U | null>) {
  const [user, setUser] = useState<U | null | undefined>(undefined);
  const [linkFailure, setLinkFailure] = useState('');
  useEffect(() => {
    let live = true;
    const url = new URL(window.location.href);
    const token = url.searchParams.get('link');
    if (token) {
      url.searchParams.delete('link');
      window.history.replaceState(window.history.state, '', url.pathname + url.search);
    }
    const found = token
      ? spendLink(token).catch(async (error: unknown) => {
          if (live) setLinkFailure((error as Error).message);
          return current();
        })
      : current();
    found.then(
      (who) => live && setUser(who),
      () => live && setUser(null),
    );
    return () => {
      live = false;
    };
    // Once per page visit: the link is spent on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { user, setUser, linkFailure };
}
