// A comment says why the code is as it is, in the present tense. This rule refuses the comments that tell how the
// code got here or what is planned instead:
// - development history or plan narrative: "session 3", "issue 41", "round 2", "a later issue", "comes later",
//   "for now", and a bare TODO or FIXME with nothing after it;
// - an anchor into docs/product-rules.md that none of its headings makes (headings slugged as GitHub does);
// - a link to a document outside the repository. A URL may name a public standard or specification (the hosts in
//   STANDARD_HOSTS), or an address that is no document (reserved example names, localhost); any other http(s)
//   link is refused, since the reason belongs in the comment itself or in docs/.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const NARRATIVE = [
  { pattern: /\bsessions? \d+/i, what: 'a numbered session' },
  { pattern: /\bissues? #?\d+/i, what: 'an issue number' },
  { pattern: /\brounds? \d+/i, what: 'a numbered round of work' },
  { pattern: /\b(a|an|the) later (issue|session|round|step|change)\b/i, what: 'a later piece of work' },
  { pattern: /\bcomes? later\b/i, what: 'something that comes later' },
  { pattern: /\bfor now\b/i, what: '"for now"' },
  { pattern: /\b(TODO|FIXME)\b[\s:.!-]*$/, what: 'a TODO or FIXME that says nothing' },
];

/** Hosts whose pages are public standards and specifications, which a comment may cite. */
const STANDARD_HOSTS = [
  'schema.org',
  'www.w3.org',
  'w3c.github.io',
  'html.spec.whatwg.org',
  'fetch.spec.whatwg.org',
  'url.spec.whatwg.org',
  'datatracker.ietf.org',
  'www.rfc-editor.org',
  'tc39.es',
  'www.sitemaps.org',
  'developer.mozilla.org',
];
/** Addresses that are no document: the reserved example names (RFC 2606) and this machine. */
const NOT_A_DOCUMENT = /(^|\.)(example|test|invalid|localhost)$|^example\.(com|org|net)$|^localhost$|^127\.0\.0\.1$|^\[::1\]$/;

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function githubSlugs(markdown) {
  const seen = new Map();
  const slugs = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

let productRuleSlugs;
const productRulesAnchors = () =>
  (productRuleSlugs ??= githubSlugs(readFileSync(fileURLToPath(new URL('../../docs/product-rules.md', import.meta.url)), 'utf8')));

/** What is wrong with a comment's text, or none. */
export function historyProblems(text, anchors = productRulesAnchors()) {
  const problems = [];
  for (const line of text.split('\n')) {
    for (const { pattern, what } of NARRATIVE)
      if (pattern.test(line)) problems.push(`it tells ${what}; say why the code is so, in the present`);
  }
  for (const [, anchor] of text.matchAll(/product-rules\.md#([^\s)"'`,;:]*[^\s)"'`,;:.])/g)) {
    if (!anchors.has(anchor)) problems.push(`docs/product-rules.md has no heading "#${anchor}"`);
  }
  for (const [url] of text.matchAll(/https?:\/\/[^\s)"'`>]*[^\s)"'`>.,;:]/g)) {
    let host;
    try {
      host = new URL(url).hostname.replace(/\.$/, '');
    } catch {
      continue;
    }
    if (!STANDARD_HOSTS.includes(host) && !NOT_A_DOCUMENT.test(host)) problems.push(`it links ${url}, a document outside the repository`);
  }
  return problems;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noHistoryComments = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments say why, in the present: no history, plans, dead anchors or outside documents' },
    schema: [],
    messages: { problem: 'Comment: {{problem}}.' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          for (const problem of historyProblems(comment.value))
            context.report({ loc: comment.loc, messageId: 'problem', data: { problem } });
        }
      },
    };
  },
};

export default { rules: { 'no-history-comments': noHistoryComments } };
