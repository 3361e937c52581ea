import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { latestMailTo, mailsTo } from '../support/outbox';
import { DEMO_PASSWORD } from '../support/session';

// A visitor opens the demo critique link, reads the review, picks a package, checks out with a
// coupon and a sandbox test card, and lands signed in on the initial questions of the new order.

test('from the demo critique to a paid order, signed in on the initial questions', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/review/demo-critique-1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam');
  await expect(page.getByText('Review read: 20%')).toBeVisible();
  await checkA11y(page, 'review page');

  // Next moves on and counts the tab; the last "next" wraps to the first.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Impact and Experience', level: 2 })).toBeVisible();
  await expect(page.getByText('Review read: 40%')).toBeVisible();
  await page.getByRole('tab', { name: 'Best-Fit Jobs' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Structure', level: 2 })).toBeVisible();

  // The satisfaction footer: submit needs stars.
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  // Packages by price, highest first, the first marked most popular.
  await expect(page.getByText('Most popular')).toBeVisible();
  const choose = page.getByRole('link', { name: /^Choose / });
  await expect(choose.first()).toHaveText('Choose Executive Package');
  await page.getByRole('link', { name: 'Choose Professional Resume' }).click();

  await expect(page).toHaveURL(/\/checkout\?item=/);
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText('$149.00');
  await checkA11y(page, 'checkout');
  // The site's testimonials turn by themselves and stop on request; a question goes to the site's e-mail.
  const quotes = page.getByRole('region', { name: 'What our customers say' });
  await expect(quotes.getByText(/interviews in the first week|why I was not hearing back|start my new job/)).toBeVisible();
  await quotes.getByRole('button', { name: 'Pause the testimonials' }).click();
  await expect(quotes.getByRole('button', { name: 'Play the testimonials' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^support@.+\.example$/ })).toHaveAttribute('href', /^mailto:support@/);

  // A wrong coupon, then the demo coupon.
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await page.getByLabel('Coupon code').fill('NOPE');
  await apply.click();
  await expect(page.getByText('Invalid coupon code')).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByLabel('Coupon code').fill('WELCOME10');
  // Enter in the field applies the code (it does not submit the payment); the locked field hands
  // the focus to Remove.
  await page.getByLabel('Coupon code').press('Enter');
  await expect(page.getByText('Coupon applied successfully!')).toBeVisible();
  await expect(total).toHaveText('$134.10');
  await expect(page.getByRole('button', { name: 'Remove' })).toBeFocused();
  await checkA11y(page, 'checkout with a coupon applied');

  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  // The card number never leaves the browser: only a token goes to the server.
  const bodies: string[] = [];
  page.on('request', (r) => {
    const body = r.postData();
    if (body) bodies.push(body);
  });
  await page.getByRole('button', { name: 'Pay $134.10' }).click();

  await expect(page).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 20_000 });
  await expect(page.getByText('Order created successfully.')).toBeVisible();
  expect(bodies.some((b) => b.includes('4242424242424242'))).toBe(false);
  await checkA11y(page, 'initial questions after checkout');

  // One receipt for the payment (the order is also assigned a writer at once, which mails too).
  await latestMailTo('sam.rivera1@example.com');
  await expect.poll(() => mailsTo('sam.rivera1@example.com').filter((m) => m.includes('$134.10')).length, { timeout: 10_000 }).toBe(1);
});

test('a declined instalment payment says so', async ({ page }) => {
  await page.goto('/review/demo-critique-1');
  await page.getByRole('link', { name: 'Choose Career Booster' }).click();
  await expect(page).toHaveURL(/\/checkout\?item=/);
  await page.getByLabel('E-mail').fill('instalments@example.com');
  await page.getByText('Pay in instalments').click();
  await page.getByLabel('Card number').fill('4000000000000341');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'instalment payment was declined' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout/);
});

test('a card whose bank asks for 3-D Secure: cancelling says so and keeps the form, confirming pays and signs in', async ({ page }) => {
  await page.goto('/review/demo-critique-1');
  await page.getByRole('link', { name: 'Choose Career Booster' }).click();
  await expect(page).toHaveURL(/\/checkout\?item=/);
  await page.getByLabel('E-mail').fill('secure.buyer@example.com');
  await page.getByLabel('Card number').fill('4000000000003220');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: /^Pay / });
  await pay.click();
  const bank = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(bank).toBeVisible();
  await checkA11y(page, 'the 3-D Secure step');
  // Escape is the buyer's refusal: the bank's words, the form as it was.
  await page.keyboard.press('Escape');
  await expect(bank).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'unable to authenticate' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('secure.buyer@example.com');
  await expect(pay).toBeFocused();

  await pay.click();
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 20_000 });
  await expect(page.getByText('Order created successfully.')).toBeVisible();
});

test('paying with the e-mail of an existing account asks to sign in, says why, and then shows the new order', async ({ page }) => {
  await page.goto('/review/demo-critique-1');
  await page.getByRole('link', { name: 'Choose Career Booster' }).click();
  await page.getByLabel('E-mail').fill('customer@example.com');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Your payment went through' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('customer@example.com');
  await checkA11y(page, 'login after paying for an existing account');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 20_000 });
});

test('widget mode: the review inside a host page, bought there, ends with a portal link and a message to the host', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/widget-demo');
  await expect(page.getByText('No messages yet.')).toBeVisible();
  await checkA11y(page, 'widget demo host page');
  const frame = page.frameLocator('iframe');
  await frame.getByRole('link', { name: 'Choose Professional Resume' }).click();
  await expect(frame.getByLabel('Card number')).toBeVisible();
  await frame.getByLabel('E-mail').fill('widget.buyer@example.com');
  await frame.getByLabel('Card number').fill('4242424242424242');
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByRole('button', { name: 'Pay $149.00' }).click();
  await expect(frame.getByRole('link', { name: 'Open your portal' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('widget-messages')).toContainText('"message":"success"');
});

test('back from the provider with payment_intent and redirect_status, the checkout confirms and goes on signed in', async ({ page }) => {
  await page.goto('/review/demo-critique-1');
  const review = await (await page.request.get('/api/review/demo-critique-1')).json();
  const item = review.data.packages.at(-1)._id as string;
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const reg = await (await page.request.post('/api/registerCustomer', { headers, data: { firstName: 'Redirect', lastName: 'Return', email: 'redirect.return@example.com', item } })).json();
  const started = await (await page.request.post('/api/getPaymentIntentPublic', { headers, data: { item, customerId: reg.customer._id, checkoutKey: 'redirect-return-key-0001', method: 'instalment' } })).json();
  await page.request.post('/api/sandbox/card/confirm', { headers, data: { clientSecret: started.client_secret, token: 'sbx_succeeded_4242_abcdefgh' } });
  await page.goto(`/checkout?item=${item}&payment_intent=${started.intent_id}&payment_intent_client_secret=${started.client_secret}&redirect_status=succeeded`);
  await expect(page).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 20_000 });
});

test('the review asks for a missing name, takes a rating with feedback, and shows the writer copy', async ({ page }) => {
  await page.goto('/review/demo-critique-1-noname');
  const modal = page.getByRole('dialog', { name: 'Where should we send your review?' });
  await expect(modal).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('written by one of our writers');
  await checkA11y(page, 'missing-name modal');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Enter email')).toBeVisible();
  await modal.getByLabel('E-mail').fill('jordan.new@example.com');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();

  // Stars first; then the feedback field; submit closes the footer; the thanks close after 2 s.
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel('Tell us more (optional)')).toHaveCount(0);
  await page.locator('.mantine-Rating-root label').nth(3).click();
  await page.getByLabel('Tell us more (optional)').fill('Clear and useful.');
  await submit.click();
  await expect(page.getByText('Thanks!')).toBeVisible();
  await expect(page.getByText('Thanks!')).toBeHidden({ timeout: 5_000 });
  await expect(page.getByText('How useful was this review?')).toHaveCount(0);
});
