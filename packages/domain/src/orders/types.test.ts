import { describe, expect, it } from 'vitest';
import { orderPackageSchema, orderSchema, serviceSchema } from './types';

const pkg = {
  packageName: 'Gold',
  packagePrice: 19900,
  packageServices: [{ _id: 's1', serviceName: 'Resume', serviceModules: [{ id: 'previous_document', title: 'Previous' }] }],
  packageDownloadables: [{ title: 'Guide', data: { key: 'guide.pdf' } }],
  surveyDetails: { url: 'https://example.com/survey' },
};

describe('order schemas', () => {
  it('parse an order with the spec field names', () => {
    const order = {
      _id: 'o1',
      package: pkg,
      statusPercentage: 25,
      createdAt: '2025-01-01T00:00:00Z',
      completed_tasks: [{ taskId: 'previous_document', serviceId: 's1' }],
      revisionData: { s1: { sentByWriter: true, pendingClientReview: false } },
    };
    expect(orderSchema.parse(order).revisionData?.s1?.sentByWriter).toBe(true);
  });

  it('refuse a percentage above 100 and a module without id', () => {
    expect(orderSchema.safeParse({ _id: 'o', package: pkg, statusPercentage: 101, createdAt: 'x', completed_tasks: [] }).success).toBe(false);
    expect(serviceSchema.safeParse({ _id: 's', serviceName: 'x', serviceModules: [{ id: '', title: 't' }] }).success).toBe(false);
  });

  it('refuse a package without its services', () => {
    expect(orderPackageSchema.safeParse({ ...pkg, packageServices: undefined }).success).toBe(false);
  });
});
