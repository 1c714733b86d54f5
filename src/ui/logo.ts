/**
 * The store's logo in a page's header: a PNG that scripts/make-icons.ts draws beside icon.svg. A picture in SVG
 * costs the browser a document of its own to lay out and paint, on every page of a cheap phone; a small PNG does not.
 */
export const LOGO_PICTURE = '/icons/icon-96.png';
