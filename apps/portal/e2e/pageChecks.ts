import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical axe-core violations on the page (or inside `scope`) as it is now. */
export async function seriousViolations(page: Page, scope?: string): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (scope) => {
    const axe = (
      window as unknown as { axe: { run(context?: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await (scope ? axe.run(scope) : axe.run())).violations;
  }, scope);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
}

/**
 * Checks the page with axe-core at desktop (1366 px) and phone (375 px) widths and saves a screenshot
 * of each into the test's output folder (`test-results/`). At phone width only the page's own content
 * is checked: the dashboard's top bar and drawer are checked by their own tests.
 */
export async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The toasts stay until dismissed; they are the Toaster's, checked on their own, not this page's.
  await dismissToasts(page);
  const original = page.viewportSize();
  for (const [label, width, height, scope] of [
    ['desktop', 1366, 860, undefined],
    ['phone', 375, 812, '.fleet-portal-page'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('.fleet-portal-loading')).toHaveCount(0);
    const violations = await seriousViolations(page, scope);
    expect({ name, width, violations }).toEqual({ name, width, violations: [] });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Closes every toast on screen. */
export async function dismissToasts(page: Page): Promise<void> {
  // Stacked toasts hide their close buttons behind the front one: press them all at once.
  await expect(async () => {
    await page.evaluate(() => {
      for (const button of document.querySelectorAll<HTMLButtonElement>(
        '[data-sonner-toast] [data-close-button]',
      ))
        button.click();
    });
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}
