import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { mailsTo } from '../support/outbox';
import { SECOND_SITE, signIn } from '../support/session';

// On the second demo site (the first site's journeys count its orders per writer): the admin sells a new package with its own coupon, a visitor buys it at
// the checkout with the coupon and a sandbox card, the order goes to a writer by itself, the admin
// hands it to another writer, refunds part of the payment and sends the customer an invoice.

const base = SECOND_SITE;
const BUYER = 'billing.buyer@example.com';

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, { base });
  return page;
}

test('a package with a coupon, bought at the checkout, assigned, reassigned, partly refunded, then an invoice the customer sees', async ({ browser }) => {
  test.setTimeout(360_000);
  const admin = await signedInPage(browser, 'admin@example.com');

  // The package.
  await admin.getByRole('navigation', { name: 'Main navigation' }).getByText('Administration').click();
  await admin.getByRole('link', { name: 'Catalog' }).click();
  await expect(admin.getByRole('heading', { name: 'Catalog' })).toBeVisible();
  await admin.getByRole('button', { name: 'New package' }).click();
  const packageDialog = admin.getByRole('dialog');
  await packageDialog.getByLabel(/^Name/).fill('Salary Negotiation Kit');
  await packageDialog.getByLabel('Amount').fill('120');
  await packageDialog.getByRole('combobox', { name: 'Services' }).click();
  await admin.getByRole('option', { name: 'Resume Writing' }).click();
  await packageDialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('row', { name: /Salary Negotiation Kit/ })).toContainText('120.00');

  // Its coupon: 20 % off, this package only, once per customer.
  await admin.getByRole('tab', { name: 'Coupons' }).click();
  await expect(admin.getByRole('row', { name: /WELCOME10/ })).toBeVisible();
  await checkA11y(admin, 'coupons');
  await admin.getByRole('button', { name: 'New coupon' }).click();
  const couponDialog = admin.getByRole('dialog');
  await couponDialog.getByLabel(/^Code/).fill('NEGOTIATE20');
  await couponDialog.getByLabel(/^Percentage off/).fill('20');
  await couponDialog.getByLabel('Uses per customer').fill('1');
  await couponDialog.getByRole('combobox', { name: 'Only for these packages' }).click();
  await admin.getByRole('option', { name: 'Salary Negotiation Kit' }).click();
  await couponDialog.getByLabel(/^Code/).click();
  await checkA11y(admin, 'coupon form');
  await couponDialog.getByRole('button', { name: 'Save' }).click();
  const couponRow = admin.getByRole('row', { name: /NEGOTIATE20/ });
  await expect(couponRow).toContainText('20 %');
  await expect(couponRow).toContainText('Salary Negotiation Kit');

  // A visitor buys it with the coupon and a sandbox test card.
  const catalog = await admin.evaluate(async () => (await (await fetch('/api/admin/catalog')).json()) as { packages: { _id: string; name: string }[] });
  const item = catalog.packages.find((p) => p.name === 'Salary Negotiation Kit')!._id;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${base}/checkout?item=${item}`);
  await visitor.getByLabel('First name').fill('Morgan');
  await visitor.getByLabel('Last name').fill('Hale');
  await visitor.getByLabel('E-mail').fill(BUYER);
  const total = visitor.getByTestId('checkout-total');
  await expect(total).toHaveText('£120.00');
  await visitor.getByLabel('Coupon code').fill('negotiate20');
  await visitor.getByRole('button', { name: 'Apply' }).click();
  await expect(visitor.getByText('Coupon applied successfully!')).toBeVisible();
  await expect(total).toHaveText('£96.00');
  await visitor.getByLabel('Card number').fill('4242424242424242');
  await visitor.getByLabel('Expiry (MM/YY)').fill('12/34');
  await visitor.getByLabel('CVC').fill('123');
  await visitor.getByRole('button', { name: 'Pay £96.00' }).click();
  await expect(visitor).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 20_000 });
  const orderId = /\/order\/([^/]+)\//.exec(visitor.url())![1]!;

  // The order went to a writer by itself: the one with fewer open jobs, which depends on what the
  // journeys before this one did on the same portal. The admin hands it to the other writer.
  const writers = [
    { name: 'Wendy Parker', email: 'writer@example.com' },
    { name: 'Samuel Okafor', email: 'writer2@example.com' },
  ];
  await admin.getByRole('link', { name: 'Manage orders' }).click();
  await admin.getByLabel('Search').fill(BUYER);
  const row = admin.getByRole('row', { name: /Morgan Hale/ });
  await expect(row.getByText(/^Automatic:/)).toBeVisible({ timeout: 15_000 });
  const rowText = (await row.textContent()) ?? '';
  const current = writers.find((w) => rowText.includes(w.email));
  expect(current, rowText).toBeDefined();
  const other = writers.find((w) => w !== current)!;
  const number = /#(\d+)/.exec(rowText)![1]!;
  await row.getByRole('button', { name: `Reassign order #${number}` }).click();
  const assign = admin.getByRole('dialog');
  await expect(assign.getByText(`Current writer: ${current!.name}`)).toBeVisible();
  await assign.getByLabel('Writer').click();
  await admin.getByRole('option', { name: new RegExp(`^${other.name}`) }).click();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(row.getByText(other.email)).toBeVisible();
  await expect(row.getByText('Reassigned by an admin')).toBeVisible();

  const newWriter = await signedInPage(browser, other.email);
  await newWriter.goto(`${base}/orders/list`);
  await expect(newWriter.getByRole('table').getByText(`#${number}`)).toBeVisible();

  // A partial refund from the order's page.
  await admin.goto(`${base}/orders/view/${orderId}`);
  const payments = admin.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('row', { name: new RegExp(`Order ${number}`) })).toContainText('£96.00');
  await checkA11y(admin, 'order with its payments');
  await payments.getByRole('button', { name: /^Refund the payment of £96\.00/ }).click();
  const refund = admin.getByRole('dialog');
  await expect(refund.getByText('Left to refund: £96.00')).toBeVisible();
  // The dialog's header is not a second banner of the page.
  await expect(admin.getByRole('banner')).toHaveCount(1);
  await refund.getByLabel(/^Amount to refund/).fill('30');
  await refund.getByLabel('Reason (optional)').fill('Coaching call not needed');
  await checkA11y(admin, 'refund form');
  await refund.getByRole('button', { name: 'Refund £30.00' }).click();
  // A refund cannot be undone: the dialog asks once more, naming the amount.
  await refund.getByRole('button', { name: 'Refund £30.00 — this cannot be undone' }).click();
  await expect(admin.getByText('£30.00 refunded', { exact: true })).toBeVisible();
  await expect(payments.getByText(/Coaching call not needed/)).toBeVisible();

  // This site hides invoices from its customers: the admin shows them, then invoices the new customer.
  await admin.goto(`${base}/admin/billing`);
  await expect(admin.getByRole('heading', { name: 'Invoices and refunds' })).toBeVisible();
  await expect(admin.getByText(/This site hides invoices/)).toBeVisible();
  // Every invoice has its number, the demo's own too (1 to 5 in the order they were made), and its
  // day in the tables' short form.
  const express = admin.getByRole('row', { name: /Express delivery \(48 hours\)/ });
  await expect(express).toContainText('#5');
  await expect(express).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(admin.getByRole('button', { name: 'New invoice' })).toBeDisabled();
  await checkA11y(admin, 'invoices');
  await setInvoicesHidden(admin, false);
  await admin.goto(`${base}/admin/billing`);
  await admin.getByRole('button', { name: 'New invoice' }).click();
  const invoice = admin.getByRole('dialog');
  await invoice.getByRole('combobox', { name: 'Customer' }).fill('billing.buyer');
  await admin.getByRole('option', { name: new RegExp(BUYER.replace(/\./g, '\\.')) }).click();
  await invoice.getByLabel(/^Amount/).fill('45');
  await invoice.getByLabel(/^What it is for/).fill('Extra cover letter');
  await invoice.getByLabel('Due date').fill('2030-01-31');
  await checkA11y(admin, 'invoice form');
  await invoice.getByRole('button', { name: 'Create invoice' }).click();
  await expect(admin.getByText(/^Invoice #\d+ sent to Morgan Hale$/)).toBeVisible();
  await expect(admin.getByRole('row', { name: /Extra cover letter/ })).toContainText('Unpaid');
  await admin.getByRole('tab', { name: 'Payments' }).click();
  await expect(admin.getByRole('row', { name: new RegExp(`Order ${number}`) })).toContainText('£30.00');
  await checkA11y(admin, 'payments');

  // The customer is told by mail and in the portal, and finds the invoice to pay.
  await expect.poll(() => mailsTo(BUYER).filter((m) => m.includes('Extra cover letter')).length, { timeout: 10_000 }).toBe(1);
  await visitor.goto(`${base}/invoices`);
  await expect(visitor.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expect(visitor.getByText('Extra cover letter')).toBeVisible();
  await expect(visitor.getByText(/^Invoice \d+ · due 01\/31\/2030$/)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await checkA11y(visitor, 'customer invoices');

  // The audit log has every step.
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByText('Coupon NEGOTIATE20 saved')).toBeVisible();
  await expect(admin.getByText('£30.00 refunded', { exact: true })).toBeVisible();
  await expect(admin.getByText(/^Invoice #\d+ of £45\.00 created for Morgan Hale$/)).toBeVisible();

  // On a phone the wide tables scroll sideways, and the keyboard can reach and scroll them.
  await admin.setViewportSize({ width: 390, height: 844 });
  const log = admin.getByRole('region', { name: 'Audit log' });
  await log.focus();
  await admin.keyboard.press('ArrowRight');
  await expect.poll(() => log.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await checkA11y(admin, 'audit log on a phone');
  await admin.goto(`${base}/admin/billing`);
  await expect(admin.getByRole('region', { name: 'Invoices' })).toBeVisible();
  await checkA11y(admin, 'invoices on a phone');
  await admin.setViewportSize({ width: 1280, height: 720 });

  // The site goes back to hiding invoices, as it chose.
  await setInvoicesHidden(admin, true);
});

async function setInvoicesHidden(admin: Page, hidden: boolean) {
  await admin.goto(`${base}/admin/settings`);
  const flag = admin.getByRole('switch', { name: 'Hide invoices' });
  await expect(flag).toBeChecked({ checked: !hidden });
  await (hidden ? flag.check() : flag.uncheck());
  await admin.getByRole('button', { name: 'Publish' }).first().click();
  await expect(admin.getByText('Settings published')).toBeVisible();
}
