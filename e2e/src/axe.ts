import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core's source, run in the page through the DevTools protocol (page.evaluate): the app's CSP
 * refuses inline <script> tags, and the audit should see the page under the CSP users get.
 */
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA: what docs/decisions/0008-accessibility.md holds every
 * screen to.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/**
 * Runs axe on the page as it is now (or on `include`, a CSS selector) and returns one readable
 * line per violation: rule, impact, what it asks for, and the first few elements with why each fails.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const loaded = await page.evaluate('typeof window.axe === "object"');
  if (!loaded) {
    await page.evaluate(axeSource);
  }
  const violations = (await page.evaluate(
    `window.axe.run(${include ? JSON.stringify({ include: [include] }) : 'document'}, {
      runOnly: { type: 'tag', values: ${JSON.stringify(wcagTags)} },
      resultTypes: ['violations'],
    }).then((r) => r.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    })))`,
  )) as AxeViolation[];
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 4)
      .map((n) => {
        const why = (n.failureSummary ?? '').split('\n').slice(1, 3).join(' ').trim();
        const html = n.html.replace(/\s+/g, ' ').slice(0, 160);
        return `    ${n.target.map(String).join(' > ')}\n      ${html}${why ? `\n      ${why}` : ''}`;
      })
      .join('\n');
    const more = v.nodes.length > 4 ? `\n    … and ${v.nodes.length - 4} more` : '';
    return `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${nodes}${more}`;
  });
}
