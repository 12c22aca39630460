/**
 * The local D1's migrations, applied in this process through the local D1 bridge (local-d1.ts) instead
 * of two wrangler processes with a workerd each: `npm run dev` reached its first page seconds later for
 * them. What is applied and how it is recorded is what `wrangler d1 migrations apply --local` does: each
 * file of drizzle/migrations not yet named in the `d1_migrations` table, in the order of its number, as
 * one transaction together with its row in that table. So wrangler, run by hand later, sees the same
 * migrations as applied, and a file that fails leaves nothing of itself behind.
 *
 * A file goes over whole: the local D1 runs on SQLite storage that executes every statement of a text
 * sent as one (triggers with their inner semicolons included), so no statement splitter is needed here.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** The table wrangler creates for its migrations (DEFAULT_MIGRATION_TABLE), to the character. */
const createMigrationsTable = `CREATE TABLE IF NOT EXISTS d1_migrations(
\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,
\t\tname       TEXT UNIQUE,
\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/** The migration files of a folder in the order wrangler applies them: by their leading number. */
export async function migrationFiles(folder: string): Promise<string[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith(".sql"));
  const numberOf = (name: string) => Number.parseInt(name.split("_")[0] ?? "", 10);
  return names.sort((a, b) => numberOf(a) - numberOf(b) || a.localeCompare(b));
}

/** Applies the migrations of `folder` that `db` has not recorded yet; returns their names. */
export async function applyLocalMigrations(db: D1Database, folder = "drizzle/migrations"): Promise<string[]> {
  await db.prepare(createMigrationsTable).run();
  const applied = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
  const done = new Set(applied.results.map((row) => row.name));
  const pending = (await migrationFiles(folder)).filter((name) => !done.has(name));
  for (const name of pending) {
    const sql = await readFile(join(folder, name), "utf8");
    try {
      await db.batch([db.prepare(sql), db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name)]);
    } catch (error) {
      throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return pending;
}

/** Runs a file of SQL statements (a seed) against `db` as one transaction. */
export async function runSqlFile(db: D1Database, path: string): Promise<void> {
  await db.batch([db.prepare(await readFile(path, "utf8"))]);
}
