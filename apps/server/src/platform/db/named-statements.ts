import { parse, protocol, type ParserOptions, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { messages } from '@electric-sql/pglite';

type RowDescription = messages.RowDescriptionMessage;
type Statement = { name: string; parameterTypes: number[]; rowDescription: RowDescription | undefined };

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Named statements for PGlite. PGlite's `query` parses and plans its text again on every call, in
 * six calls into the WebAssembly module; drizzle's PGlite driver ignores the name of a prepared
 * query. For the reads the server answers most often (registered here by their text, see
 * `preparedOnce`) this runs the text as a named statement instead: parsed once, then bound and
 * executed in one call, with PostgreSQL's plan cache (a generic plan once it is no worse than a
 * custom one). An order detail's query fell from 0.91 to 0.19 ms of CPU. Every other text goes to
 * PGlite's `query` unchanged.
 */
export class PgliteNamedStatements {
  private readonly names = new Map<string, string>();
  private readonly statements = new Map<string, Statement>();
  // PGlite merges a query's own parsers into its 318 defaults on every call (about 0.09 ms). Drizzle
  // passes the same parsers object with every call of a query, so the merged copy is kept.
  private readonly mergedParsers = new WeakMap<ParserOptions, PGlite['parsers']>();

  /** What drizzle is given as its client: PGlite, except that registered texts run as named statements. */
  readonly client: PGlite;

  constructor(private readonly pglite: PGlite) {
    this.client = new Proxy(pglite, {
      get: (target, property) => {
        if (property === 'query') return this.query;
        const value: unknown = Reflect.get(target, property, target);
        // PGlite's methods use its private fields: they must run on PGlite itself, not on the proxy.
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  /** Runs `text` as the named statement `name` from now on. */
  register(text: string, name: string): void {
    const known = this.names.get(text);
    if (known !== undefined && known !== name) throw new Error(`the statement ${name} repeats the text of ${known}`);
    this.names.set(text, name);
  }

  private readonly query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const name = this.names.get(text);
    if (name === undefined) return this.pglite.query<T>(text, params, options);
    await this.pglite._checkReady();
    // The same locks as PGlite's own `query`: never inside another caller's open transaction.
    return this.pglite._runExclusiveTransaction(() =>
      this.pglite._runExclusiveQuery(async () => {
        const statement = this.statements.get(name) ?? (await this.parse(name, text));
        const values = params.map((param, i) => this.serialized(param, statement.parameterTypes[i], options));
        const { messages } = await this.pglite.execProtocol(concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]));
        const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
        return parse.parseResults(described, this.parsersFor(options), { rowMode: options?.rowMode })[0] as Results<T>;
      }),
    );
  };

  /** Parses the statement once and learns its parameter and column types. */
  private async parse(name: string, text: string): Promise<Statement> {
    const { messages } = await this.pglite.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const parameters = messages.find((m): m is messages.ParameterDescriptionMessage => m.name === 'parameterDescription');
    const statement: Statement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: messages.find((m): m is RowDescription => m.name === 'rowDescription'),
    };
    this.statements.set(name, statement);
    return statement;
  }

  private parsersFor(options: QueryOptions | undefined): PGlite['parsers'] {
    if (!options?.parsers) return this.pglite.parsers;
    let merged = this.mergedParsers.get(options.parsers);
    if (!merged) this.mergedParsers.set(options.parsers, (merged = { ...this.pglite.parsers, ...options.parsers }));
    return merged;
  }

  /** A parameter as PGlite's `query` sends it: its type's serializer, else its text. */
  private serialized(param: unknown, type: number | undefined, options?: QueryOptions): string | null {
    if (param === null || param === undefined) return null;
    const serialize = type === undefined ? undefined : (options?.serializers?.[type] ?? this.pglite.serializers[type]);
    return serialize ? serialize(param) : String(param);
  }
}
