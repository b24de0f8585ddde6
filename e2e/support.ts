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

/**
 * Opens the delivery dialog from the header, is refused a 4-digit postcode (with the message and
 * axe checked), saves 50450 and checks focus went back to the button; returns the dialog.
 */
export async function setPostcodeThroughDialog(page: Page) {
  await page.getByRole('button', { name: 'Set delivery location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery location' });
  await expect(dialog).toBeVisible();
  const postcode = dialog.getByRole('textbox', { name: 'Postcode' });
  await expect(postcode).toBeFocused();
  await postcode.fill('5045');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Invalid Postcode/);
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await postcode.fill('50450');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Deliver to 50450' })).toBeFocused();
  return dialog;
}

/**
 * Waits until React has hydrated the page: the root marks `<html data-hydrated>` (on an islands
 * page, /search, the islands entry does once every island has).
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
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

/** A product card's link to its page (a guest's "Add to cart" links there too, to sign in first: not counted). */
export const PRODUCT_LINK = 'a[href^="/product-detail/"]:not([href*="add_to_cart"])';
