import { is } from 'superstruct';
import { PAGE_DATA_SCRIPT_OPENING } from '../src/domain/page-rendering';
import { pageAnswers, type PageData } from './messages';

/**
 * The API answers a server-rendered page embeds (server/http/first-screen.ts), read from its HTML; null when the
 * page has none or they are not of the shape the server writes. "<" is escaped inside them, so the first
 * "</script>" after the opening ends them.
 */
export function pageAnswersInHtml(html: string): PageData['answers'] | null {
  const start = html.indexOf(PAGE_DATA_SCRIPT_OPENING);
  if (start < 0) return null;
  const from = start + PAGE_DATA_SCRIPT_OPENING.length;
  const end = html.indexOf('</script>', from);
  if (end < 0) return null;
  try {
    const answers: unknown = JSON.parse(html.slice(from, end));
    return is(answers, pageAnswers) ? answers : null;
  } catch {
    return null;
  }
}
