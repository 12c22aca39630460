import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPlatformProxy } from "wrangler";
import { databaseId, type LocalD1, openLocalD1 } from "#dev/local-d1";
import { migratedLocalState } from "../support/local-state";

/*
 * The dev server's D1 (workers/dev/local-d1.ts) answers as wrangler's platform proxy does: the same
 * queries on two copies of the migrated local D1, one through each, give the same results and the same
 * errors, blobs and batches included; and the bridge's data is the persisted local D1 itself.
 */

const bridgeState = migratedLocalState();
const proxyState = migratedLocalState();
let bridge: LocalD1;
let proxy: Awaited<ReturnType<typeof getPlatformProxy<{ DB: D1Database }>>>;

beforeAll(async () => {
  bridge = await openLocalD1(bridgeState, databaseId());
  proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: `${proxyState}/v3` } });
}, 60_000);

afterAll(async () => {
  await bridge?.dispose();
  await proxy?.dispose();
  for (const dir of [bridgeState, proxyState]) rmSync(dir, { recursive: true, force: true });
});

/** What a query gives through each: its result, or its error's message. */
async function both(query: (db: D1Database) => Promise<unknown>) {
  const settle = (promise: Promise<unknown>) =>
    promise.then(
      (value) => ({ value: withoutTimings(value) }),
      (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
    );
  // A value the binding refuses throws when bound, before anything is awaited.
  const run = async (db: D1Database) => query(db);
  return { bridge: await settle(run(bridge.db)), proxy: await settle(run(proxy.env.DB)) };
}

/** D1's meta carries durations and the database's size, which differ from one copy to the other. */
function withoutTimings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimings);
  if (value && typeof value === "object") {
    const { meta: _meta, ...rest } = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, withoutTimings(item)]));
  }
  return value;
}

describe("the local D1 without the platform proxy", () => {
  it("reads the migrated tables", async () => {
    const answers = await both((db) => db.prepare("SELECT count(*) AS n FROM users").first());
    expect(answers.bridge).toEqual({ value: { n: 0 } });
    expect(answers.bridge).toEqual(answers.proxy);
  });

  it("stores and returns blobs, nulls and numbers as the binding does", async () => {
    const bytes = new Uint8Array(70_000).map((_, index) => index % 251);
    const answers = await both(async (db) => {
      await db
        .prepare("CREATE TABLE IF NOT EXISTS kept (id INTEGER PRIMARY KEY, data BLOB, note TEXT)")
        .run();
      await db.prepare("INSERT INTO kept (id, data, note) VALUES (?1, ?2, ?3)").bind(1, bytes, null).run();
      await db
        .prepare("INSERT INTO kept (id, data, note) VALUES (?1, ?2, ?3)")
        .bind(2, bytes.buffer, "ä")
        .run();
      return db.prepare("SELECT id, data, note FROM kept ORDER BY id").all();
    });
    expect(answers.bridge).toEqual(answers.proxy);
    const rows = (answers.bridge as { value: { results: { data: number[] }[] } }).value.results;
    expect(rows.map((row) => row.data.length)).toEqual([70_000, 70_000]);
    expect(rows[0]?.data.slice(250, 253)).toEqual([250, 0, 1]);
  });

  it("answers first with and without a column, and raw rows with their column names", async () => {
    const answers = await both(async (db) => [
      await db.prepare("SELECT ?1 AS a, ?2 AS b").bind(1, "zwei").first(),
      await db.prepare("SELECT ?1 AS a, ?2 AS b").bind(1, "zwei").first("b"),
      await db.prepare("SELECT 1 AS a WHERE 0").first(),
      await db.prepare("SELECT ?1 AS a, ?2 AS b").bind(3, 4).raw({ columnNames: true }),
      await db.prepare("SELECT ?1 AS a").bind(5).raw(),
    ]);
    expect(answers.bridge).toEqual({
      value: [
        { a: 1, b: "zwei" },
        "zwei",
        null,
        [
          ["a", "b"],
          [3, 4],
        ],
        [[5]],
      ],
    });
    expect(answers.bridge).toEqual(answers.proxy);
  });

  it("fails as D1 fails: a broken constraint, bad SQL, a value D1 cannot store", async () => {
    const answers = await both(async (db) => {
      await db.prepare("CREATE TABLE IF NOT EXISTS unique_names (name TEXT PRIMARY KEY)").run();
      await db.prepare("INSERT INTO unique_names (name) VALUES ('a')").run();
      return db.prepare("INSERT INTO unique_names (name) VALUES ('a')").run();
    });
    expect((answers.bridge as { error: string }).error).toContain("UNIQUE constraint failed");
    expect(answers.bridge).toEqual(answers.proxy);
    const syntax = await both((db) => db.prepare("SELEKT 1").all());
    expect((syntax.bridge as { error: string }).error).toContain("syntax error");
    expect(syntax.bridge).toEqual(syntax.proxy);
    for (const value of [undefined, { an: "object" }]) {
      const refused = await both((db) => db.prepare("SELECT ?1").bind(value).all());
      expect(refused.bridge).toHaveProperty("error");
      expect(refused.bridge).toEqual(refused.proxy);
    }
  });

  it("runs a batch as one transaction: a failing statement undoes those before it", async () => {
    const answers = await both(async (db) => {
      await db.prepare("CREATE TABLE IF NOT EXISTS counted (id INTEGER PRIMARY KEY)").run();
      const batch = await db
        .batch([
          db.prepare("INSERT INTO counted (id) VALUES (?1) RETURNING id").bind(1),
          db.prepare("INSERT INTO counted (id) VALUES (?1) RETURNING id").bind(2),
        ])
        .then((results) => results.map((result) => result.results));
      const failed = await db
        .batch([
          db.prepare("INSERT INTO counted (id) VALUES (3)"),
          db.prepare("INSERT INTO counted (id) VALUES (1)"),
        ])
        .then(
          () => "committed",
          () => "rolled back",
        );
      const rows = await db.prepare("SELECT id FROM counted ORDER BY id").all();
      return { batch, failed, ids: rows.results.map((row) => row.id) };
    });
    expect(answers.bridge).toEqual({
      value: { batch: [[{ id: 1 }], [{ id: 2 }]], failed: "rolled back", ids: [1, 2] },
    });
    expect(answers.bridge).toEqual(answers.proxy);
  });

  it("answers many queries at once, each its own", async () => {
    const values = Array.from({ length: 200 }, (_, index) => index);
    const answers = await Promise.all(
      values.map((value) => bridge.db.prepare("SELECT ?1 * 2 AS doubled").bind(value).first("doubled")),
    );
    expect(answers).toEqual(values.map((value) => value * 2));
  });

  it("keeps its data in the persisted local D1 that wrangler reads", async () => {
    await bridge.db.prepare("CREATE TABLE IF NOT EXISTS persisted (word TEXT)").run();
    await bridge.db.prepare("INSERT INTO persisted (word) VALUES ('bleibt')").run();
    await bridge.dispose();
    const reader = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: `${bridgeState}/v3` } });
    try {
      expect(await reader.env.DB.prepare("SELECT word FROM persisted").first("word")).toBe("bleibt");
    } finally {
      await reader.dispose();
    }
    bridge = await openLocalD1(bridgeState, databaseId());
  }, 30_000);
});
