import type { Lang } from '../../src/domain/paths';
import { escapeMarkup } from '../http/escape-markup';
import { pushText } from './texts';

/**
 * The store's one e-mail layout, in the reader's language: the message, the address it leads to and the store's
 * name, as plain text and as simple HTML with every value escaped. `open` names the link (by default "open on the site").
 */
export function noticeEmail(lang: Lang, vars: { store: string; body: string; url: string; open?: string }): { text: string; html: string } {
  const { open = pushText(lang, 'emailOpen'), ...plain } = vars;
  const markup = Object.fromEntries(Object.entries({ ...plain, open }).map(([name, value]) => [name, escapeMarkup(value)]));
  return { text: pushText(lang, 'emailText', plain), html: pushText(lang, 'emailHtml', markup) };
}
