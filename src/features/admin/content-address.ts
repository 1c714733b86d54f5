import type { ArticleKind } from '../../api/admin-content';
import { paths } from '../../domain/paths';

/** Which article the content section's address opens: `?article=blog:12`, or a new one of a kind (`new:guide`). */
type ContentTarget = { kind: ArticleKind; id: number | null };

export function contentTarget(search: string): ContentTarget | null {
  const match = /^(new|blog|guide):?(blog|guide|\d+)?$/.exec(new URLSearchParams(search).get('article') ?? '');
  if (!match) return null;
  const [, first, second] = match;
  if (first === 'new') return second === 'blog' || second === 'guide' ? { kind: second, id: null } : null;
  return second && /^\d+$/.test(second) ? { kind: first as ArticleKind, id: Number(second) } : null;
}

/** The content section's list, an article's editor, or a new article's. */
export function contentAddress(kind?: ArticleKind, id?: number | null): string {
  const base = `${paths.admin()}?section=content`;
  if (!kind) return base;
  return `${base}&article=${id === null || id === undefined ? `new:${kind}` : `${kind}:${id}`}`;
}
