import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseId, type LocalD1, openLocalD1 } from "#dev/local-d1";
import { applyLocalMigrations, migrationFiles, runSqlFile } from "#dev/local-migrations";
import { migratedLocalState } from "../support/local-state";

/*
 * `npm run dev` applies the migrations in its own process (workers/dev/local-migrations.ts): the result
 * is the database `wrangler d1 migrations apply --local` makes, to the schema and the migrations table,
 * so either may carry on where the other stopped.
 */

const fresh = mkdtempSync(join(tmpdir(), "klarsicht-migrations-"));
const byWrangler = migratedLocalState();
let ours: LocalD1;
let theirs: LocalD1;

beforeAll(async () => {
  ours = await openLocalD1(fresh, databaseId());
  theirs = await openLocalD1(byWrangler, databaseId());
}, 60_000);

afterAll(async () => {
  await ours?.dispose();
  await theirs?.dispose();
  for (const dir of [fresh, byWrangler]) rmSync(dir, { recursive: true, force: true });
});

const schemaQuery =
  "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY type, name";

describe("the local D1's migrations, applied in-process", () => {
  it("make the schema and the migrations table wrangler makes, and apply nothing twice", async () => {
    const files = await migrationFiles("drizzle/migrations");
    expect(files.length).toBe(
      readdirSync("drizzle/migrations").filter((name) => name.endsWith(".sql")).length,
    );

    expect(await applyLocalMigrations(ours.db)).toEqual(files);
    const schema = await ours.db.prepare(schemaQuery).all();
    expect(schema.results).toEqual((await theirs.db.prepare(schemaQuery).all()).results);
    // Triggers keep their bodies (statements with semicolons of their own inside).
    expect(schema.results.some((row) => row.type === "trigger")).toBe(true);
    const names = "SELECT name FROM d1_migrations ORDER BY id";
    expect((await ours.db.prepare(names).all()).results).toEqual(
      (await theirs.db.prepare(names).all()).results,
    );

    expect(await applyLocalMigrations(ours.db)).toEqual([]);
    // wrangler's own database has nothing left to apply either.
    expect(await applyLocalMigrations(theirs.db)).toEqual([]);
  });

  it("runs the agency seed once however often it is applied", async () => {
    await runSqlFile(ours.db, "workers/dev/seed-agency.sql");
    const count =
      "SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM workspaces) AS workspaces";
    const first = await ours.db.prepare(count).first<{ users: number; workspaces: number }>();
    expect(first?.users).toBeGreaterThan(0);
    await runSqlFile(ours.db, "workers/dev/seed-agency.sql");
    expect(await ours.db.prepare(count).first()).toEqual(first);
  });

  it("leaves nothing of a migration that fails, names it, and applies it once it is mended", async () => {
    const folder = mkdtempSync(join(tmpdir(), "klarsicht-bad-migrations-"));
    const state = mkdtempSync(join(tmpdir(), "klarsicht-bad-state-"));
    const local = await openLocalD1(state, databaseId());
    try {
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        join(folder, "0000_first.sql"),
        "CREATE TABLE a (x INTEGER);\nINSERT INTO a VALUES (1);\n",
      );
      writeFileSync(
        join(folder, "0001_broken.sql"),
        "CREATE TABLE b (y INTEGER);\nINSERT INTO b VALUES (2);\nINSERT INTO missing VALUES (3);\n",
      );
      await expect(applyLocalMigrations(local.db, folder)).rejects.toThrow(/0001_broken\.sql.*missing/);
      const tables = await local.db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('a', 'b') ORDER BY name")
        .all();
      expect(tables.results).toEqual([{ name: "a" }]);
      expect((await local.db.prepare("SELECT name FROM d1_migrations").all()).results).toEqual([
        { name: "0000_first.sql" },
      ]);

      writeFileSync(
        join(folder, "0001_broken.sql"),
        "CREATE TABLE b (y INTEGER);\nINSERT INTO b VALUES (2);\n",
      );
      expect(await applyLocalMigrations(local.db, folder)).toEqual(["0001_broken.sql"]);
      expect(await local.db.prepare("SELECT y FROM b").first()).toEqual({ y: 2 });
    } finally {
      await local.dispose();
      for (const dir of [folder, state]) rmSync(dir, { recursive: true, force: true });
    }
  });
});
