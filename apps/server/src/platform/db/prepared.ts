import type { Db } from './database';
import type { PgliteNamedStatements } from './named-statements';

const namedStatementsOf = new WeakMap<Db, PgliteNamedStatements>();

/** Called once by `openPglite`: the prepared queries of `db` become named statements of its PGlite. */
export function useNamedStatements(db: Db, statements: PgliteNamedStatements): void {
  namedStatementsOf.set(db, statements);
}

type Preparable<P> = { toSQL: () => { sql: string }; prepare: (name: string) => P };

/**
 * A query built with `sql.placeholder`s and prepared once per database under `name`, for the reads
 * the server answers most often: neither its SQL text (drizzle spends more time building the text of
 * a select with joins than the database spends running it) nor its plan is built again per request.
 * On PostgreSQL node-postgres keeps it as a named statement on each pooled connection; on PGlite
 * `PgliteNamedStatements` does. `name` must be unique in the server.
 */
export function preparedOnce<P>(name: string, build: (db: Db) => Preparable<P>): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      const built = build(db);
      namedStatementsOf.get(db)?.register(built.toSQL().sql, name);
      prepared.set(db, (query = built.prepare(name)));
    }
    return query;
  };
}
