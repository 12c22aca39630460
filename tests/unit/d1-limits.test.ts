import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  D1_MAX_BOUND_VALUES,
  D1_MAX_STATEMENT_BYTES,
  packStatements,
  statementSize,
  truncateUtf8,
  utf8Bytes,
} from "#drizzle/d1-limits.server";
import { createDb, schema } from "#drizzle/db.server";

/** Statements are only built here, never run: drizzle needs no database for toSQL(). */
const db = createDb({} as D1Database);
const { runPages } = schema;

function pageRows(count: number, urlOf: (index: number) => string) {
  return Array.from({ length: count }, (_, id) => ({ runId: "run-1", id, url: urlOf(id), depth: 1 }));
}

function expectWithinLimits(statements: { toSQL(): { sql: string; params: unknown[] } }[]) {
  for (const statement of statements) {
    const size = statementSize(statement);
    expect(size.boundValues).toBeLessThanOrEqual(D1_MAX_BOUND_VALUES);
    expect(size.bytes).toBeLessThanOrEqual(D1_MAX_STATEMENT_BYTES);
  }
}

describe("statements within D1's limits", () => {
  it("counts what drizzle really binds for a page row, defaults included", () => {
    const one = db.insert(runPages).values(pageRows(1, () => "https://www.beispiel.de/"));
    // Four values set, six bound: status and attempts go in with their defaults.
    expect(statementSize(one).boundValues).toBe(6);
  });

  it.each([16, 100, 5000])("packs %i page rows into statements D1 accepts, keeping every row", (count) => {
    const rows = pageRows(count, (index) => `https://www.beispiel.de/seite/${index}`);
    const statements = packStatements(rows, (part) => db.insert(runPages).values(part).onConflictDoNothing());
    expectWithinLimits(statements);
    const bound = statements.reduce((sum, statement) => sum + statementSize(statement).boundValues, 0);
    expect(bound).toBe(count * 6);
    // As few statements as the limit allows: 16 rows of six values each.
    expect(statements.length).toBe(Math.ceil(count / 16));
  });

  it("cuts by bytes when the rows are long, even if later rows are longer than the first", () => {
    const rows = pageRows(
      300,
      (index) => `https://www.beispiel.de/${"ä".repeat(index < 2 ? 10 : 2000)}/${index}`,
    );
    const statements = packStatements(rows, (part) => db.insert(runPages).values(part));
    expectWithinLimits(statements);
    expect(statements.reduce((sum, statement) => sum + statementSize(statement).boundValues, 0)).toBe(
      300 * 6,
    );
  });

  it("splits an IN list around the statement's other values", () => {
    const ids = Array.from({ length: 1000 }, (_, index) => `run-${index}`);
    const statements = packStatements(ids, (part) =>
      db.select().from(runPages).where(inArray(runPages.runId, part)).limit(5),
    );
    expectWithinLimits(statements);
    expect(statements.length).toBe(Math.ceil(1000 / 99));
  });

  it("refuses a single row larger than a statement may be", () => {
    const rows = pageRows(1, () => `https://www.beispiel.de/${"a".repeat(D1_MAX_STATEMENT_BYTES)}`);
    expect(() => packStatements(rows, (part) => db.insert(runPages).values(part))).toThrow(/single row/);
  });

  it("cuts text to UTF-8 bytes, never inside a character", () => {
    const text = "ab€😀".repeat(10_000);
    const cut = truncateUtf8(text, 1001);
    expect(utf8Bytes(cut)).toBeLessThanOrEqual(1001);
    expect(text.startsWith(cut)).toBe(true);
    expect(cut.endsWith("\uD83D")).toBe(false);
    expect(truncateUtf8("kurz", 10)).toBe("kurz");
  });
});
