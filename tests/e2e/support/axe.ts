import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once and injected into each page as a script. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rules (axe's tags; wcag2x are the 2.0 rules 2.1 keeps). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/**
 * axe-core's violations of WCAG 2.1 A and AA on the page as it stands, one
 * line per failing element: rule, selector and axe's own summary (for a
 * contrast failure, the colours and the ratio it measured).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP refuses inline scripts, as it should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, WCAG_21_AA);
  return (violations as Violation[]).flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 300)}`),
  );
}
