import fc from 'fast-check';
import type { z } from 'zod/mini';

/**
 * Bodies a client might almost send, generated from a call's own zod contract: mostly valid
 * values, now and then one that is not (wrong type, null, too long, NUL or a broken character, a
 * key missing or one too many). Fields that name records (`order_id`, `serviceId`, ...) take ids
 * from `idPool`, so that generated bodies reach the ownership checks with real ids of other
 * customers, writers and sites, and not only the validator.
 */
export type IdPool = (field: string) => string[] | null;

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

const oddValues = fc.constantFrom<unknown>(null, 42, true, [], {}, '', 'x'.repeat(5000), 'nul\u0000here', 'half\uD800', '<script>alert(1)</script>');

function validString(field: string, def: Def, ids: IdPool): fc.Arbitrary<string> {
  const pool = ids(field);
  if (pool?.length) return fc.constantFrom(...pool);
  const checks = (def.checks as { _zod: { def: { check: string; format?: string; minimum?: number; maximum?: number } } }[] | undefined) ?? [];
  const formats = checks.map((c) => c._zod.def.format).filter(Boolean);
  if (formats.includes('email')) return fc.constantFrom('someone@example.com', 'customer@example.com');
  if (formats.includes('regex')) return fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/);
  const min = Math.max(1, ...checks.map((c) => (c._zod.def.check === 'min_length' ? (c._zod.def.minimum ?? 0) : 0)));
  const max = Math.min(200, ...checks.map((c) => (c._zod.def.check === 'max_length' ? (c._zod.def.maximum ?? 200) : 200)));
  return fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) });
}

function valid(schema: unknown, field: string, ids: IdPool, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return validString(field, def, ids);
    case 'number':
    case 'int':
      return fc.integer({ min: 0, max: 10 });
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(nearValid(def.innerType, field, ids, depth), { nil: undefined });
    case 'nullable':
      return fc.option(nearValid(def.innerType, field, ids, depth), { nil: null });
    case 'pipe':
      return valid(def.in, field, ids, depth);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => valid(o, field, ids, depth)));
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(nearValid(def.element, field, ids, depth + 1), { maxLength: 3 });
    case 'record':
      return depth > 3 ? fc.constant({}) : fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), nearValid(def.valueType, field, ids, depth + 1), { maxKeys: 3 });
    case 'object':
      return objectOf(def.shape as Record<string, unknown>, ids, depth);
    case 'date':
      return fc.constantFrom('2026-12-01', '2026-12-01T10:00:00Z');
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

function objectOf(shape: Record<string, unknown>, ids: IdPool, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(shape).map(([key, s]) => [key, nearValid(s, key, ids, depth + 1)]));
  const whole = fc.record(fields, { requiredKeys: Object.keys(fields) }).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
  const keys = Object.keys(shape);
  return fc.oneof(
    { weight: 8, arbitrary: whole },
    { weight: 1, arbitrary: keys.length ? fc.tuple(whole, fc.constantFrom(...keys)).map(([o, drop]) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== drop))) : whole },
    { weight: 1, arbitrary: whole.map((o) => ({ ...o, unexpected: 'extra' })) },
  );
}

export function nearValid(schema: unknown, field = 'body', ids: IdPool = () => null, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: valid(schema, field, ids, depth) }, { weight: 1, arbitrary: oddValues });
}

export const bodyFor = (schema: z.ZodMiniType | undefined, ids: IdPool) => (schema ? valid(schema, 'body', ids, 0) : fc.constant(undefined));
