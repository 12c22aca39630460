import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Database } from "../drizzle/db.server";
import { type AppEnv, parseEnv } from "./utils/env.server";

/** What the Worker entry and the dev server (wrangler's platform proxy) provide; only `env` is read. */
export type CloudflareContext = {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  cf?: unknown;
  caches?: unknown;
};

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
    env: AppEnv;
    db: Database;
    /** Per-response nonce for the inline scripts allowed by the Content-Security-Policy. */
    cspNonce: string;
  }
}

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function getLoadContext({
  context,
}: {
  request: Request;
  context: { cloudflare: CloudflareContext };
}): AppLoadContext {
  const env = parseEnv(context.cloudflare.env);
  return { cloudflare: context.cloudflare, env, db: createDb(env.DB), cspNonce: createNonce() };
}
