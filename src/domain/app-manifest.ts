import type { Lang } from './paths';

/**
 * The installable app's manifest of each language (docs/product-rules.md#layout): a page links the one of its own
 * language, so a shopper installs the app under its name in their language, with shortcuts to pages in it.
 */
export const APP_MANIFESTS: Record<Lang, string> = { uk: '/manifest.webmanifest', ru: '/manifest.ru.webmanifest' };

/** The monochrome leaf a phone shows in its status bar for the store's notifications (only its shape counts). */
export const NOTICE_BADGE = '/icons/badge-96.png';
