import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getRun } from "#core/runs/runs.server";
import { createDb } from "#drizzle/db.server";

const db = createDb(env.DB);

/**
 * Rows written before the error codes and rule counts were typed columns: an error code the app no longer
 * knows, a failed run without a code, a finished run whose counts lack categories. Migration 0010 makes them
 * what the schema's types promise, so pages read them as they are.
 */
describe("migration 0010: typed error codes and counts", () => {
  it("turns unknown or missing error codes into internal and completes the counts of finished runs", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO runs (id, url, status, error_code) VALUES ('legacy-code', 'https://a.example/', 'failed', 'net::ERR_FAILED')",
      ),
      env.DB.prepare(
        "INSERT INTO runs (id, url, status) VALUES ('legacy-null', 'https://b.example/', 'failed')",
      ),
      env.DB.prepare(
        "INSERT INTO runs (id, url, status, error_code) VALUES ('known-code', 'https://c.example/', 'failed', 'timeout')",
      ),
      env.DB.prepare(
        `INSERT INTO runs (id, url, status, counts) VALUES ('legacy-counts', 'https://d.example/', 'done', '{"violations":3}')`,
      ),
      env.DB.prepare(
        "INSERT INTO run_pages (run_id, id, url, depth, status, error_code) VALUES ('legacy-code', 0, 'https://a.example/', 0, 'failed', 'gone')",
      ),
      // Run 0010 again, as on a database that had these rows before it.
      env.DB.prepare("DELETE FROM d1_migrations WHERE name = '0010_typed_columns.sql'"),
    ]);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    expect((await getRun(db, "legacy-code"))?.errorCode).toBe("internal");
    expect((await getRun(db, "legacy-null"))?.errorCode).toBe("internal");
    expect((await getRun(db, "known-code"))?.errorCode).toBe("timeout");
    expect((await getRun(db, "legacy-counts"))?.counts).toEqual({
      violations: 3,
      incomplete: 0,
      passes: 0,
      inapplicable: 0,
    });
    const page = await env.DB.prepare(
      "SELECT error_code FROM run_pages WHERE run_id = 'legacy-code'",
    ).first();
    expect(page).toEqual({ error_code: "internal" });
  });
});
