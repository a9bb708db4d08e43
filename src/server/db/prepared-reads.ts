// Reads on the embedded database through named prepared statements. PGlite's query() parses and
// plans every statement again: for a search page (a CTE, four joins, a subquery per picture list)
// planning took about 4 of its 7 ms in PGlite's WebAssembly, on the server's own thread
// (what it buys: docs/decisions/0074-speed-pieces-weighed.md). Prepared once per SQL text, a statement is
// planned for its values the first five times and then, when PostgreSQL finds its generic plan no
// dearer, not again: the same SQL text with other values (another budget, another locality) skips
// planning. Every read takes two exchanges with PostgreSQL where query() takes six, and skips its copy
// of every parser. Only PGlite's public calls; only reads: a write's errors and effects stay exactly as
// PGlite's query() gives them.
import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { isReadOnly } from './statement-kind.ts';

type ParserMap = Parameters<typeof parse.parseResults>[1];

/** A kept statement, or with `name` '' only its description: it is parsed and planned anew on every run. */
type Statement = { name: string; paramTypes: number[] };

/** Statements kept per SQL text; the one used longest ago is closed first. Searches of one form share a text. */
export const PREPARED_STATEMENTS = 200;

/**
 * A full-text match: how many listings its words find decides the plan, and PostgreSQL's generic
 * plan, made without the words, guesses it badly. A kept statement switched to that plan after its
 * fifth run took 12 ms where planning for the words took 1.3; such
 * reads go through the unnamed statement, which PostgreSQL plans for its values every time.
 */
const plansPerValue = (text: string) => /\b(websearch_|plainto_|phraseto_)?to_tsquery\s*\(/i.test(text);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The parsers a query's own (drizzle passes nine, for dates and times) put over PGlite's. Given both,
 * parseResults copies PGlite's several hundred into a new object for every query, which was a tenth
 * of an embedded search; put on top of them by prototype, the query's own are found first all the same.
 */
function parsersFor(options: QueryOptions | undefined, base: ParserMap): [ParserMap, QueryOptions | undefined] {
  if (!options?.parsers) return [base, options];
  return [Object.assign(Object.create(base) as ParserMap, options.parsers), { ...options, parsers: undefined }];
}

/** `client.query`, for reads, through a kept prepared statement; everything else as PGlite does it. */
export function prepareReads(client: PGlite, limit = PREPARED_STATEMENTS): void {
  const plainQuery = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let named = 0;
  const { serialize } = protocol;

  const statementFor = async (text: string): Promise<Statement> => {
    const kept = statements.get(text);
    if (kept) {
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    const name = plansPerValue(text) ? '' : `gruha_read_${++named}`;
    const messages: Uint8Array[] = [];
    const oldest = statements.size >= limit ? statements.entries().next().value : undefined;
    if (oldest) {
      statements.delete(oldest[0]);
      if (oldest[1].name) messages.push(serialize.close({ type: 'S', name: oldest[1].name }));
    }
    messages.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const described = await client.execProtocol(concat(messages), { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(text, statement);
    return statement;
  };

  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const statement = await statementFor(text);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[i];
      const serializer = type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
      return serializer ? serializer(param) : String(param as string);
    });
    const message = concat([
      ...(statement.name ? [] : [serialize.parse({ text, types: statement.paramTypes })]),
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await client.execProtocol(message, { syncToFs: false });
    return parse.parseResults(messages, ...parsersFor(options, client.parsers))[0] as Results<T>;
  };

  /** Whether a transaction is open on the connection: PostgreSQL's answer to a Sync says so. */
  const isInTransaction = async () => {
    const { messages } = await client.execProtocol(serialize.sync(), { syncToFs: false });
    const ready = messages.find((message): message is messages.ReadyForQueryMessage => message.name === 'readyForQuery');
    return ready?.status !== 'I';
  };

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!isReadOnly(text) || options?.blob) return plainQuery<T>(text, params, options);
    // runExclusive holds the lock each statement takes, not the one a transaction holds throughout:
    // a read arriving while another caller's transaction is open would run inside it, so it waits as
    // query() does.
    const result = await client.runExclusive(async () => ((await isInTransaction()) ? undefined : run<T>(text, params, options)));
    return result ?? plainQuery<T>(text, params, options);
  };
}
