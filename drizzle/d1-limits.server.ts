/**
 * D1 refuses a statement with more than 100 bound values or more than 100 KB. Multi-row inserts and
 * `IN (...)` lists are therefore cut into statements measured by what they really bind: drizzle binds
 * every column of a row, defaults included, so "rows × the columns we set" undercounts.
 */
export const D1_MAX_BOUND_VALUES = 100;
export const D1_MAX_STATEMENT_BYTES = 100_000;

type Statement = { toSQL(): { sql: string; params: unknown[] } };

const encoder = new TextEncoder();

/** UTF-8 bytes of a text: what D1 counts, not JavaScript's UTF-16 length. */
export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

/** The text cut to at most maxBytes of UTF-8, never inside a character. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (text.length * 3 <= maxBytes || utf8Bytes(text) <= maxBytes) return text;
  let end = 0;
  let bytes = 0;
  for (const char of text) {
    const size = utf8Bytes(char);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

function paramBytes(param: unknown): number {
  if (typeof param === "string") return utf8Bytes(param);
  if (param instanceof Uint8Array || param instanceof ArrayBuffer) return param.byteLength;
  return 8;
}

/** The statement's size as D1 sees it: its SQL text and every bound value. */
export function statementSize(statement: Statement): { boundValues: number; bytes: number } {
  const { sql, params } = statement.toSQL();
  return {
    boundValues: params.length,
    bytes: utf8Bytes(sql) + params.reduce<number>((sum, param) => sum + paramBytes(param), 0),
  };
}

export function fitsD1(statement: Statement): boolean {
  const size = statementSize(statement);
  return size.boundValues <= D1_MAX_BOUND_VALUES && size.bytes <= D1_MAX_STATEMENT_BYTES;
}

/**
 * The items (rows of a multi-row insert, values of an `IN (...)` list) in as few statements as D1
 * accepts, each statement measured as `build` makes it. Throws for a single item that cannot fit.
 */
export function packStatements<Item, S extends Statement>(
  items: readonly Item[],
  build: (part: Item[]) => S,
): S[] {
  if (items.length === 0) return [];
  // What one more item adds, from one and two items: the rest of the statement is paid once.
  const one = statementSize(build(items.slice(0, 1)));
  const two = items.length > 1 ? statementSize(build(items.slice(0, 2))) : one;
  const perItem = {
    boundValues: Math.max(1, two.boundValues - one.boundValues),
    bytes: Math.max(1, two.bytes - one.bytes),
  };
  const estimate = Math.max(
    1,
    1 +
      Math.min(
        Math.floor((D1_MAX_BOUND_VALUES - one.boundValues) / perItem.boundValues),
        Math.floor((D1_MAX_STATEMENT_BYTES - one.bytes) / perItem.bytes),
      ),
  );
  const statements: S[] = [];
  let start = 0;
  while (start < items.length) {
    let end = Math.min(items.length, start + estimate);
    let statement = build(items.slice(start, end));
    // Items larger than the first two (long URLs later on): fewer of them, until the statement fits.
    while (!fitsD1(statement)) {
      if (end - start === 1) throw new Error("A single row or value exceeds D1's limits for one statement");
      end = start + Math.max(1, Math.floor((end - start) * 0.8));
      statement = build(items.slice(start, end));
    }
    statements.push(statement);
    start = end;
  }
  return statements;
}
