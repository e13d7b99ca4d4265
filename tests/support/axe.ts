import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitForApp } from './shell';

const STILL = '*, *::before, *::after { animation: none !important; transition: none !important; }';

// WCAG 2.1 A and AA rules; a serious or critical finding fails the test.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical axe findings on the page, as "rule: targets" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The app, not the landing's shell it replaces, and its colours at rest, not mid-animation.
  await waitForApp(page);
  await page.addStyleTag({ content: STILL });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
