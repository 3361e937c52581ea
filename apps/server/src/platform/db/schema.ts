// The whole schema in one object, for Drizzle's relational queries and for migrations.
export * from './schema/identity';
export * from './schema/catalog';
export * from './schema/orders';
export * from './schema/order-counts';
export * from './schema/billing';
export * from './schema/files';
export * from './schema/security';
export * from './schema/events';
export * from './schema/profiles';
export * from './schema/chat';
export * from './schema/boards';
export * from './schema/jobs';
export * from './schema/admin';
export * from './schema/payments';
export * from './schema/critique-requests';
export * from './schema/critique-comparisons';
