import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import axe from 'axe-core';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
type AxeRuleData = { id: string; impact?: Impact; any: (string | { id: string })[]; all: (string | { id: string })[]; none: (string | { id: string })[] };
type AxeAudit = { rules: AxeRuleData[]; data: { checks: Record<string, { impact?: Impact }> } };

/** The impacts that fail `expectNoSeriousA11yViolations`. */
const isSevere = (impact: string | null | undefined) => impact === 'serious' || impact === 'critical';

/**
 * The rules that can never report a serious or critical violation, read from axe's own rule data
 * (so an upgrade keeps the list true): a rule's own impact, when it has one, replaces its checks'
 * (axe's `finalizeRuleResult`), otherwise a failure is as bad as its worst check. None of them can
 * fail the check below, so axe is spared them; region and the landmark rules walk the whole page.
 * Empty if axe's internals ever move: every rule then runs, as before.
 */
function rulesBelowSerious(): string[] {
  const audit = (axe as unknown as { _audit?: AxeAudit })._audit;
  if (!audit?.rules || !audit.data?.checks) return [];
  return audit.rules
    .filter((rule) => {
      if (rule.impact) return !isSevere(rule.impact);
      const checks = [...rule.any, ...rule.all, ...rule.none].map((check) => (typeof check === 'string' ? check : check.id));
      return !checks.some((id) => isSevere(audit.data.checks[id]?.impact));
    })
    .map((rule) => rule.id);
}

const RULES_BELOW_SERIOUS = rulesBelowSerious();

/** axe-core finds no serious or critical violation on the page as it is now (modals included), or in `include` only. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).disableRules(RULES_BELOW_SERIOUS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => isSevere(v.impact));
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
