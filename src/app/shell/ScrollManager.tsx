import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { keepsScroll } from '../../lib/scroll-state';

/** docs/product-rules.md#routes-and-screens: scroll to the top when the page or its params change; a hash scrolls to its element. */
export function ScrollManager() {
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    // A filter, a sort or "show more" changes the listing under the shopper's eyes: they stay where they are.
    if (keepsScroll(history.state)) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, search]);
  return null;
}
