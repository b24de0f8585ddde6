import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** axe-core finds no serious or critical violation on the page as it is now (modals included), or in `include` only. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.length} nodes`)).toEqual([]);
}

/** Collects console errors and uncaught exceptions (hydration mismatches included); assert it stays empty. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the page (the root marks `<html data-hydrated>`). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}

/**
 * The landing page greets a new browser session with the announcement modal (spec §4). Tests about
 * something else start as a visitor who has seen it.
 */
export async function announcementSeen(context: BrowserContext) {
  await context.addInitScript(() => sessionStorage.setItem('annouceShow', 'true'));
}

/** Stops the page's clock where it is (after `page.clock.install()`); from then on only `runFor` moves it. */
export async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}
