import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * Migration 0036 turns every account into a one-person workspace. It runs here on a local D1 (workerd's,
 * through miniflare) that holds what an account collected before it: a subscription and a payment,
 * registered sites with a schedule and triage, runs, API tokens with an idempotency key, a webhook with a
 * delivery, tracker connections and links, sessions. Nothing may be lost or changed, only renamed.
 */

const dir = join(import.meta.dirname, "../../drizzle/migrations");
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".sql"))
  .sort();
const before = files.filter((name) => name < "0036");
const migration0036 = files.filter((name) => name.startsWith("0036"));
const later = files.filter((name) => name >= "0037");

let mf: Miniflare;
let db: D1Database;

async function apply(names: string[]) {
  for (const name of names) {
    const statements = readFileSync(join(dir, name), "utf8")
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter(Boolean);
    await db.batch(statements.map((statement) => db.prepare(statement)));
  }
}

const now = Date.UTC(2026, 10, 1);

async function seed() {
  const rows: Array<[string, unknown[]]> = [];
  for (const id of ["u1", "u2"]) {
    rows.push(
      [
        "INSERT INTO users (id, subject, email, name, email_verified, locale, created_at, stripe_customer_id) VALUES (?, ?, ?, ?, 1, 'de', ?, ?)",
        [id, `auth0|${id}`, `${id}@example.test`, `Name ${id}`, now, `cus_${id}`],
      ],
      [
        "INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)",
        [`s-${id}`, id, now, now + 86400000, now],
      ],
      [
        "INSERT INTO subscriptions (id, user_id, status, plan, price_id, unit_amount, currency, url_allowance, registered_urls, current_period_end, stripe_updated_at) VALUES (?, ?, 'active', 'pro', 'price_pro', 4000, 'eur', 5, '[\"https://a.example\"]', ?, ?)",
        [`sub_${id}`, id, now + 30 * 86400000, now],
      ],
      [
        "INSERT INTO one_time_payments (id, user_id, status, plan, price_id, amount, currency, url_limit, registered_urls, created_at) VALUES (?, ?, 'succeeded', 'basic', 'price_once', 2000, 'eur', 1, '[]', ?)",
        [`pi_${id}`, id, now],
      ],
      [
        "INSERT INTO registered_sites (user_id, site_key, url, created_at, confirmed_at) VALUES (?, ?, ?, ?, ?)",
        [id, `${id}.example`, `https://${id}.example/`, now, now],
      ],
      [
        "INSERT INTO runs (id, url, owner_id, status, kind, site_key, created_at) VALUES (?, ?, ?, 'done', 'site', ?, ?)",
        [`run-${id}`, `https://${id}.example/`, id, `${id}.example`, now],
      ],
      [
        "INSERT INTO account_scan_starts (user_id, run_id, started_at) VALUES (?, ?, ?)",
        [id, `run-${id}`, now],
      ],
      [
        "INSERT INTO issue_triage (user_id, site_key, issue_key, status, note, by_name, at) VALUES (?, ?, 'k1', 'accepted', 'Begründung', ?, ?)",
        [id, `${id}.example`, `Name ${id}`, now],
      ],
      [
        "INSERT INTO api_tokens (id, user_id, name, token_hash, hint, scope, created_at) VALUES (?, ?, 'CI', ?, 'ks_abc', 'scan', ?)",
        [`tok-${id}`, id, `hash-${id}`, now],
      ],
      [
        "INSERT INTO api_idempotency_keys (user_id, key, request_hash, run_id, created_at) VALUES (?, 'key-1', 'h', ?, ?)",
        [id, `run-${id}`, now],
      ],
      [
        "INSERT INTO webhook_endpoints (id, user_id, kind, url, secret_sealed, events, created_at) VALUES (?, ?, 'signed', 'https://hooks.example/', 'sealed', '[\"run.finished\"]', ?)",
        [`wh-${id}`, id, now],
      ],
      [
        "INSERT INTO tracker_connections (user_id, tracker, target, token_sealed, created_at) VALUES (?, 'github', 'org/repo', 'sealed', ?)",
        [id, now],
      ],
      [
        "INSERT INTO tracker_links (user_id, site_key, issue_key, tracker, external_key, url, created_at) VALUES (?, ?, 'k1', 'github', '#1', 'https://github.example/1', ?)",
        [id, `${id}.example`, now],
      ],
    );
  }
  await db.batch(rows.map(([statement, values]) => db.prepare(statement).bind(...values)));
  await db
    .prepare(
      "INSERT INTO site_schedules (site_id, user_id, frequency, hour, level, active_from, updated_at) SELECT id, user_id, 'weekly', 6, 'AA', ?, ? FROM registered_sites",
    )
    .bind(now, now)
    .run();
}

/** Every row of the owned tables, workspace column by whatever name it has. */
async function snapshot(column: "user_id" | "workspace_id") {
  const tables = [
    "subscriptions",
    "one_time_payments",
    "registered_sites",
    "account_scan_starts",
    "site_schedules",
    "issue_triage",
    "api_tokens",
    "api_idempotency_keys",
    "webhook_endpoints",
    "tracker_connections",
    "tracker_links",
  ];
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { results } = await db.prepare(`SELECT * FROM ${table} ORDER BY ${column}`).all();
    result[table] = results.map((row) => {
      const { [column]: owner, created_by: _createdBy, ...rest } = row as Record<string, unknown>;
      return { owner, ...rest };
    });
  }
  return result;
}

beforeAll(async () => {
  mf = new Miniflare({ modules: true, script: "export default {}", d1Databases: ["DB"] });
  db = await mf.getD1Database("DB");
  await apply(before);
  await seed();
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
});

describe("migration 0036: accounts become one-person workspaces", () => {
  it("keeps every owned row as it was, under the workspace of its account, and founds workspaces for new accounts", async () => {
    const old = await snapshot("user_id");
    await apply(migration0036);
    expect(await snapshot("workspace_id")).toEqual(old);
    // And the migrations after it apply on top.
    await apply(later);

    const { results: members } = await db
      .prepare("SELECT workspace_id, user_id, role FROM workspace_members ORDER BY user_id")
      .all();
    expect(members).toEqual([
      { workspace_id: "u1", user_id: "u1", role: "owner" },
      { workspace_id: "u2", user_id: "u2", role: "owner" },
    ]);
    const { results: workspaces } = await db.prepare("SELECT id, name FROM workspaces ORDER BY id").all();
    expect(workspaces).toEqual([
      { id: "u1", name: "Name u1" },
      { id: "u2", name: "Name u2" },
    ]);
    // Older tokens act for the account that made them; the runs still belong to the same owner.
    const { results: tokens } = await db.prepare("SELECT workspace_id, created_by FROM api_tokens").all();
    expect(tokens.every((token) => token.workspace_id === token.created_by)).toBe(true);
    expect((await db.prepare("SELECT owner_id FROM runs WHERE id = 'run-u1'").first())?.owner_id).toBe("u1");

    // A new account founds its workspace by the trigger; a second owner is refused by the index.
    await db
      .prepare(
        "INSERT INTO users (id, subject, email, name) VALUES ('u3', 'auth0|u3', 'u3@example.test', 'Neu')",
      )
      .run();
    expect(await db.prepare("SELECT role FROM workspace_members WHERE workspace_id = 'u3'").first()).toEqual({
      role: "owner",
    });
    await expect(
      db
        .prepare("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ('u3', 'u1', 'owner')")
        .run(),
    ).rejects.toThrow(/UNIQUE/);
  }, 60_000);
});
