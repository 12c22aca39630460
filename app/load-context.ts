import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Database } from "#drizzle/db.server";
import { type AuthConfig, authFrom } from "./utils/auth.server";
import { type BillingService, billingFrom } from "./utils/billing.server";
import { type AppEnv, parseEnv } from "./utils/env.server";
import { type MailConfig, mailConfigFrom } from "./utils/mail/config.server";
import { type TurnstileService, turnstileFrom } from "./utils/turnstile.server";

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
    /** Sign-in through the OpenID provider; null when the site runs without sign-in. */
    auth: AuthConfig | null;
    /** Stripe; null when the site runs without payments. */
    billing: BillingService | null;
    /** Mail delivery; null when no provider is set (mails wait in the outbox). */
    mail: MailConfig | null;
    /** Cloudflare Turnstile on the anonymous forms; null when the site runs without it. */
    turnstile: TurnstileService | null;
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
  return {
    cloudflare: context.cloudflare,
    env,
    db: createDb(env.DB),
    // Built here, once per request, so that a half-configured service fails every request, loudly and
    // by the names of the missing settings, instead of the first customer who happens to need it.
    auth: authFrom(env),
    billing: billingFrom(env),
    mail: mailConfigFrom(env),
    turnstile: turnstileFrom(env),
    cspNonce: createNonce(),
  };
}
