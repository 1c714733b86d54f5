import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from './test';

/**
 * axe-core read once and evaluated in the page: a script tag would be refused by the store's Content-Security-Policy
 * (scripts only from its own origin), and the policy is part of what the journeys check.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA, and axe's best practices (landmarks, heading order, names). */
const CHECKED_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical violations axe finds in the page as it is now: what a screen reader or keyboard user hits. */
async function seriousViolations(page: Page): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    // Parts of a page out of sight are drawn only as they come near the screen (`content-visibility: auto`), and axe
    // cannot tell the colours of a part not drawn: it checks each part as a shopper sees it on screen, all drawn.
    const undrawn = Array.from(document.querySelectorAll<HTMLElement>('*')).filter(
      (el) => getComputedStyle(el).contentVisibility === 'auto',
    );
    for (const el of undrawn) el.style.contentVisibility = 'visible';
    try {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
      return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
    } finally {
      for (const el of undrawn) el.style.contentVisibility = '';
    }
  }, CHECKED_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** Fails naming each serious or critical accessibility violation of the page as it is shown. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `accessibility of ${what}`).toEqual([]);
}
