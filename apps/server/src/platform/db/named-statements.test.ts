import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type Database } from './database';
import { PgliteNamedStatements } from './named-statements';
import { preparedOnce } from './prepared';
import { sites } from './schema';

const ROWS = 'SELECT id, n, flag, at, doc, note FROM things WHERE n >= $1 AND flag = $2 ORDER BY id';
const preparedNames = async (pglite: PGlite) => (await pglite.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((r) => r.name);

describe('PGlite named statements', () => {
  let pglite: PGlite;
  let statements: PgliteNamedStatements;

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`
      CREATE TABLE things (id int PRIMARY KEY, n int NOT NULL, flag boolean NOT NULL, at timestamptz NOT NULL, doc json, note text);
      INSERT INTO things VALUES
        (1, 5, true, '2026-01-02T03:04:05.678Z', '{"a":[1,2]}', 'it''s'),
        (2, 7, true, '2026-02-03T04:05:06.789Z', null, null),
        (3, 9, false, '2026-03-04T05:06:07.890Z', '[]', 'x');`);
    statements = new PgliteNamedStatements(pglite);
    statements.register(ROWS, 'things_from');
  });
  afterAll(() => pglite.close());

  it('answers a registered text exactly as PGlite does, as a statement parsed once', async () => {
    const expected = await pglite.query(ROWS, [6, true], { rowMode: 'array' });
    const first = await statements.client.query(ROWS, [6, true], { rowMode: 'array' });
    const again = await statements.client.query(ROWS, [0, true], { rowMode: 'array' });
    expect(first.rows).toEqual(expected.rows);
    expect(first.fields).toEqual(expected.fields);
    expect(again.rows.map((r) => (r as unknown[])[0])).toEqual([1, 2]);
    expect((again.rows[0] as unknown[])[3]).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect((again.rows[0] as unknown[])[4]).toEqual({ a: [1, 2] });
    expect(await preparedNames(pglite)).toEqual(['things_from']);
  });

  it('passes every other text to PGlite unchanged, object rows too', async () => {
    const other = await statements.client.query<{ note: string }>('SELECT note FROM things WHERE id = $1', [1]);
    expect(other.rows).toEqual([{ note: "it's" }]);
    expect(await preparedNames(pglite)).toEqual(['things_from']);
  });

  it('never runs inside another caller\'s open transaction: it waits for the commit', async () => {
    let read: Promise<unknown[]> | undefined;
    await pglite.transaction(async (tx) => {
      await tx.query('INSERT INTO things VALUES (4, 8, true, now(), null, null)');
      read = statements.client.query(ROWS, [8, true], { rowMode: 'array' }).then((r) => r.rows);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('UPDATE things SET n = 10 WHERE id = 4');
    });
    expect((await read!).map((r) => (r as unknown[]).slice(0, 2))).toEqual([[4, 10]]);
  });

  it('reports a failed execution as PGlite does and keeps working afterwards', async () => {
    await expect(statements.client.query(ROWS, ['not a number', true])).rejects.toThrow(/invalid input syntax for type integer/);
    expect((await statements.client.query(ROWS, [9, false], { rowMode: 'array' })).rows).toHaveLength(1);
  });

  it('refuses a second name for the same text', () => {
    expect(() => statements.register(ROWS, 'things_again')).toThrow(/repeats the text of things_from/);
    expect(() => statements.register(ROWS, 'things_from')).not.toThrow();
  });
});

describe('preparedOnce on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    // The migrated template of this run when there is one (none when the tests run on PostgreSQL).
    const template = inject('pgliteTemplate');
    database = await openPglite(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
  });
  afterAll(() => database.close());

  it('runs the drizzle query as a named statement of its PGlite, built once', async () => {
    let builds = 0;
    const siteByClient = preparedOnce('test_site_by_client', (db) => {
      builds++;
      return db.select({ id: sites.id }).from(sites).where(eq(sites.clientId, sql.placeholder('clientId')));
    });
    expect(await siteByClient(database.db).execute({ clientId: 'nobody' })).toEqual([]);
    expect(await siteByClient(database.db).execute({ clientId: 'nobody' })).toEqual([]);
    expect(builds).toBe(1);
    const names = (await database.db.execute(sql`SELECT name FROM pg_prepared_statements`)) as unknown as { rows: { name: string }[] };
    expect(names.rows.map((r) => r.name)).toContain('test_site_by_client');
  });
});
