/**
 * True on the pages where an order is being placed. Accepts the path as wouter's `useLocation()` gives it:
 * without `/ru` inside `<Router base="/ru">`, with it (or `~`-prefixed) elsewhere.
 */
export function isCheckoutPath(path: string): boolean {
  const bare = path.replace(/^~/, '').replace(/^\/ru(?=\/|$)/, '') || '/';
  return /^\/(?:checkout|repeat-order)(?:\/|$)/.test(bare);
}
