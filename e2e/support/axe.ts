import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, naming the
 * rule, its help text and the first offending elements so the failure says what to fix.
 * Minor and moderate findings are not ignored by choice of rules: every rule runs.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string) {
  // Let entrance transitions (modals, notifications) settle so colours are measured at rest.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `  ${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`).join('\n')}`);
  // Soft: one run reports every screen's violations, and the test still fails at its end.
  expect.soft(serious, `accessibility of ${screen}`).toEqual([]);
}
