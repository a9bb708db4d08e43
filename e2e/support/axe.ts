// axe-core in the page under test: every rule it runs by default (WCAG 2.x A
// and AA, best practices), reported as readable lines so a failing test names what to fix.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated rather than added as a script tag: a page's script policy refuses inline script tags.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };

/** The violations within `selector` (the whole page by default), one line per element. */
export async function axeViolations(page: Page, selector = 'html'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    // The page as it settles: a dialog fading in is checked once it is shown, not halfway (its text
    // is then lighter than it will be). Endless animations (a spinner) are not waited for.
    const settling = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run({ include: [include] }, { resultTypes: ['violations'] });
    return result.violations;
  }, selector);
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.help}) at ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
  );
}
