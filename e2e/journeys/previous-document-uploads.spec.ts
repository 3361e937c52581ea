import { expect, test } from '@playwright/test';
import { FILE_TYPES, UPLOAD_TYPES } from '@portal/domain/limits';
import { sampleUpload } from '../../apps/server/src/test/sample-uploads';
import { signIn } from '../support/session';

type OrderList = { orders: { _id: string; number: number; package: { packageServices: { _id: string }[] } }[] };

/**
 * The previous-documents box takes every type it offers, through the real picker, client and
 * server; a file that is not what its name says is refused with the spec's "Error Uploading File".
 */
test('a customer uploads every accepted type of previous document, and a false one is refused', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'customer@example.com');
  const orders = (await (await page.request.get('/api/customer/orders?limit=100')).json()) as OrderList;
  const order = orders.orders.find((o) => o.number === 1003)!;
  const serviceId = order.package.packageServices[0]!._id;
  await page.goto(`/orders/previous-document/${serviceId}/${order._id}`);

  const extensions = UPLOAD_TYPES['any-document'].extensions;
  await expect(page.getByText(`(${extensions.map((ext) => `.${ext}`).join(', ')})`)).toBeVisible();
  const input = page.locator('input[type=file]');
  const accept = ((await input.getAttribute('accept')) ?? '').split(',');
  for (const ext of extensions) expect(accept, `the picker offers .${ext}`).toContain(`.${ext}`);

  const samples = await Promise.all(extensions.map((ext) => sampleUpload(ext)));
  await input.setInputFiles(samples.map(({ name, bytes }, i) => ({ name, mimeType: FILE_TYPES[extensions[i]!].mimeTypes[0], buffer: bytes })));
  const ready = page.getByRole('heading', { name: 'Ready to save' }).locator('..');
  for (const { name } of samples) await expect(ready.getByText(name), name).toBeVisible();
  await expect(page.getByText('Error Uploading File')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document Uploaded Successfully!')).toBeVisible();
  await page.reload();
  for (const { name } of samples) await expect(page.getByText(name), `${name} saved`).toBeVisible();

  // A file whose content is not what its name says reaches the server and is refused there.
  await input.setInputFiles({ name: 'Not really.rtf', mimeType: 'application/rtf', buffer: Buffer.from('plain words pretending to be rich text') });
  const alert = page.getByRole('alert').filter({ hasText: 'Error Uploading File' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('This type of file is not accepted here.');
});
