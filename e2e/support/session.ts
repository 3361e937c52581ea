import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

export const DEMO_PASSWORD = 'demo-password';
export const SECOND_SITE = `http://second.localhost:${E2E_PORT}`;
/** The demo site that sells in Kenyan shillings: its checkout takes mobile money. */
export const MOBILE_MONEY_SITE = `http://third.localhost:${E2E_PORT}`;

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, email: string, options: { base?: string; password?: string } = {}) {
  await page.goto(`${options.base ?? ''}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** The top-level entries of the side menu, as shown (a group's first line is its label). */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  const topLevel = nav.locator('.mantine-NavLink-root:not(.mantine-NavLink-children .mantine-NavLink-root)');
  const texts = await topLevel.locator('.mantine-NavLink-label').allInnerTexts();
  return texts.map((t) => t.trim());
}

/** A package's id, as the site's admin reads it (in the browser: only it resolves *.localhost). */
export async function packageIdAsAdmin(browser: Browser, site: string, name: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin@example.com', { base: site });
  const catalog = await admin.evaluate(async () => (await (await fetch('/api/admin/catalog')).json()) as { packages: { _id: string; name: string }[] });
  await context.close();
  return catalog.packages.find((p) => p.name === name)!._id;
}

/** The checkout's buyer fields. */
export async function fillCheckoutBuyer(page: Page, buyer: { firstName: string; lastName: string; email: string }) {
  await page.getByLabel('First name').fill(buyer.firstName);
  await page.getByLabel('Last name').fill(buyer.lastName);
  await page.getByLabel('E-mail').fill(buyer.email);
}
