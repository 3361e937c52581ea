import crypto from 'node:crypto';

/** Opaque random ids (URL-safe, 128 bits): no enumeration of other tenants' rows by counting. */
export const newId = (): string => crypto.randomBytes(16).toString('base64url');

/** 256-bit secrets for session tokens and single-use codes. */
export const newSecret = (): string => crypto.randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => crypto.createHash('sha256').update(value).digest('hex');
