import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from the checked-in migrations on an empty local D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
