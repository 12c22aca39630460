import { applyD1Migrations, env } from "cloudflare:test";

/*
 * One workerd and one local D1 serve all the files a test worker runs (the project runs with isolate:
 * false, so that the app is loaded and migrated once, not once a file). Every file still starts from the
 * checked-in migrations and empty tables.
 */
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const { results } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
).all<{ name: string }>();
await env.DB.batch([
  env.DB.prepare("PRAGMA defer_foreign_keys = on"),
  ...results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name.replaceAll('"', '""')}"`)),
]);
