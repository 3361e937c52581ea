import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../platform/db/database';
import { orders } from '../platform/db/schema';

/** Every field of an order list row: what the list screens show, and no more. */
export const LIST_ROW_FIELDS = [
  '_id',
  'createdAt',
  'customer',
  'customerEmail',
  'dueDate',
  'invoiceCurrency',
  'invoicePrice',
  'number',
  'package',
  'statusPercentage',
  'writer',
  'writerArchived',
  'writerName',
];

/**
 * Gives the order a full package snapshot (two services with modules, downloadables, a contract and
 * a survey) and answers the package as a list row must show it: its name and its services' ids and
 * names only.
 */
export async function withFullSnapshot(db: Db, orderId: string) {
  const services = [
    { _id: `${orderId}-resume`, serviceName: 'Resume Writing', serviceModules: [{ id: 'previous_document', title: 'Previous document' }, { id: 'final_document', title: 'Final' }] },
    { _id: `${orderId}-linkedin`, serviceName: 'LinkedIn Profile', serviceModules: [{ id: 'final_linkedin', title: 'LinkedIn' }] },
  ];
  await db
    .update(orders)
    .set({
      package: {
        packageName: 'Executive Bundle',
        packagePrice: 29900,
        packageServices: services,
        packageDownloadables: [{ title: 'Interview guide', data: { key: 'downloads/guide.pdf' } }],
        contract_id: 'contract-1',
        surveyDetails: { url: 'https://survey.example/1' },
      },
    })
    .where(eq(orders.id, orderId));
  return { packageName: 'Executive Bundle', packageServices: services.map(({ _id, serviceName }) => ({ _id, serviceName })) };
}

/** A list row has exactly the list's fields, its package reduced to `listedPackage`: no modules, no downloadables, no done tasks. */
export function expectListRow(row: Record<string, unknown>, listedPackage: unknown) {
  expect(Object.keys(row).sort()).toEqual(LIST_ROW_FIELDS);
  expect(row.package).toEqual(listedPackage);
}
