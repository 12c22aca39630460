import { z } from "zod";
import type { ScanJob, SiteJob } from "#core/contract";
import type { WebhookMessage } from "#core/webhooks";

const optionalText = z.string().trim().default("");

/** An address on this machine: for the local stand-ins only, so production cannot be pointed elsewhere. */
const loopbackUrl = z.url().refine((value) => {
  const host = new URL(value).hostname;
  return host === "127.0.0.1" || host === "localhost" || host === "[::1]";
}, "must be a local address (127.0.0.1, localhost or [::1]): only the local stand-in may replace Cloudflare");

/** Everything the app reads from its Worker bindings, checked once per request. */
const envSchema = z.object({
  DB: z.custom<D1Database>(
    (value) => typeof value === "object" && value !== null,
    "D1 binding DB is missing",
  ),
  SITE_URL: z.url(),
  ABOUT_SOURCE_URL: z.url(),
  ABOUT_PROFILE_URL: z.url(),
  IMPRINT_COMPANY: z.string().trim().min(1),
  IMPRINT_REPRESENTATIVE: optionalText,
  IMPRINT_STREET: z.string().trim().min(1),
  IMPRINT_POSTCODE_CITY: z.string().trim().min(1),
  IMPRINT_COUNTRY: optionalText,
  IMPRINT_EMAIL: z.email(),
  IMPRINT_PHONE: optionalText,
  IMPRINT_REGISTER: optionalText,
  IMPRINT_VAT_ID: optionalText,
  PRIVACY_CONTACT_EMAIL: z.email(),
  /** Scan jobs go to this queue, consumed by the scanner Worker (locally the local platform's). */
  SCAN_QUEUE: z
    .custom<Queue<ScanJob | SiteJob>>((value) => typeof value === "object" && value !== null)
    .optional(),
  /** Production: webhook deliveries (decision 044), consumed by this Worker's queue handler. */
  WEBHOOK_QUEUE: z
    .custom<Queue<WebhookMessage>>((value) => typeof value === "object" && value !== null)
    .optional(),
  /** Pages' screenshots and findings' crops (R2; miniflare's local R2 in development and tests). */
  SCREENSHOTS: z.custom<R2Bucket>((value) => typeof value === "object" && value !== null).optional(),
  /** The scanner Worker (service binding): it prints reports to PDF and runs trials of login steps. */
  SCANNER: z.custom<Fetcher>((value) => typeof value === "object" && value !== null).optional(),
  /**
   * `npm run dev` and the end-to-end tests: the Browser Rendering stand-in of their scanner Worker
   * (workers/dev/local-platform.ts). The app does not use it: it says that this is a local server.
   */
  LOCAL_BROWSER_RENDERING_URL: z.url().optional(),
  /** Local servers only: `npm run dev` proves with it that it is the one calling /local/cron. */
  LOCAL_CRON_TOKEN: z.string().min(32).optional(),
  /**
   * Seals the login secrets of sites' login profiles and flows (decision 043): "id:secret" with a secret
   * of at least 32 characters (wrangler secret put); LOGIN_SECRETS_KEYS_PREVIOUS, "id:secret,…", only
   * opens values sealed before a rotation. Without it, login profiles cannot be stored.
   */
  LOGIN_SECRETS_KEY: z.string().min(34).optional(),
  LOGIN_SECRETS_KEYS_PREVIOUS: optionalText,
  /** Signs the session cookie; a secret (wrangler secret put), at least 32 characters. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** The OpenID provider (Auth0 in production, the local provider in development and tests). */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Stripe, server-side only: the secret key and the webhook signing secret are secrets. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Only for the local Stripe-compatible server; production talks to api.stripe.com. */
  STRIPE_API_BASE: z.url().optional(),
  /** The plans' price ids; required with Stripe itself, the local server's own ids when STRIPE_API_BASE is set. */
  STRIPE_PRICE_BASIC_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_BASIC_ONCE: z.string().min(1).optional(),
  STRIPE_PRICE_PRO_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_PRO_ONCE: z.string().min(1).optional(),
  /** Mail through Resend's HTTP API: the API key is a secret; all three or none (see mail/config.server.ts). */
  RESEND_API_KEY: z.string().min(1).optional(),
  /** The sender, e.g. "Klarsicht <benachrichtigung@klarsicht.de>", on a domain verified with the provider. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** The operator's address: contact messages are delivered here. */
  CONTACT_INBOX: z.email().optional(),
  /** Only for the local mail stand-in; production talks to https://api.resend.com. */
  MAIL_API_BASE: z.url().optional(),
  /** Cloudflare Turnstile on the free scan and contact forms: the public site key and the server's secret. */
  TURNSTILE_SITE_KEY: z.string().trim().min(1).optional(),
  TURNSTILE_SECRET_KEY: z.string().trim().min(1).optional(),
  /** Only for the local Turnstile stand-in; production loads the widget from and verifies at Cloudflare. */
  TURNSTILE_SCRIPT_URL: loopbackUrl.optional(),
  TURNSTILE_VERIFY_URL: loopbackUrl.optional(),
  /** Whole-site scans: most pages a run may scan, per plan, and most link hops from the start page. */
  SITE_PAGES_BASIC: z.coerce.number().int().min(1).max(10_000).default(100),
  SITE_PAGES_PRO: z.coerce.number().int().min(1).max(10_000).default(500),
  SITE_PAGES_ENTERPRISE: z.coerce.number().int().min(1).max(10_000).default(2000),
  SITE_MAX_DEPTH: z.coerce.number().int().min(0).max(50).default(5),
  /** Free scans one IP address may start per hour. */
  FREE_SCANS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
  /** Free scans all visitors together may start per hour: bounds the Browser Rendering bill. */
  FREE_SCANS_BUDGET_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Scans one account may have queued or running at once, and start per hour, by plan. */
  ACCOUNT_SCANS_AT_ONCE_BASIC: z.coerce.number().int().min(1).max(1000).default(3),
  ACCOUNT_SCANS_AT_ONCE_PRO: z.coerce.number().int().min(1).max(1000).default(5),
  ACCOUNT_SCANS_AT_ONCE_ENTERPRISE: z.coerce.number().int().min(1).max(1000).default(10),
  ACCOUNT_SCANS_PER_HOUR_BASIC: z.coerce.number().int().min(1).max(10_000).default(30),
  ACCOUNT_SCANS_PER_HOUR_PRO: z.coerce.number().int().min(1).max(10_000).default(60),
  ACCOUNT_SCANS_PER_HOUR_ENTERPRISE: z.coerce.number().int().min(1).max(10_000).default(200),
  /** Calls one API token may make per minute (decision 038). */
  API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * Local end-to-end tests only: "host:port" pairs (comma-separated) an account may register although they
   * are not public, exactly like the local scanner's LOCAL_SCANNER_ALLOW for its fixture site.
   */
  LOCAL_SCANNER_ALLOW: z.string().default(""),
  /**
   * Seals secrets kept for later use (webhook signing secrets): "id:secret" with at least 32 characters;
   * SECRETS_KEYS_PREVIOUS ("id:secret,…") only opens, for rotation (workers/core/secrets.ts).
   */
  SECRETS_KEY: z.string().min(1).optional(),
  SECRETS_KEYS_PREVIOUS: z.string().default(""),
  /** Only for the local GitHub stand-in; production talks to https://api.github.com. */
  GITHUB_API_BASE: loopbackUrl.optional(),
  /** The DNS-over-HTTPS resolver that vets webhook addresses; Cloudflare's by default, a stand-in in tests. */
  DOH_URL: z.url().optional(),
  /** Local development only: the demo shop `npm run dev` serves; see demo-site.server.ts. */
  DEMO_SITE_URL: z.url().optional(),
});

export type AppEnv = z.infer<typeof envSchema>;

export function parseEnv(raw: unknown): AppEnv {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid Worker configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

/** The only configuration that reaches the browser. */
export function publicConfig(env: AppEnv) {
  return {
    aboutSourceUrl: env.ABOUT_SOURCE_URL,
    aboutProfileUrl: env.ABOUT_PROFILE_URL,
  };
}

export type PublicConfig = ReturnType<typeof publicConfig>;

export function imprintDetails(env: AppEnv) {
  return {
    company: env.IMPRINT_COMPANY,
    representative: env.IMPRINT_REPRESENTATIVE,
    street: env.IMPRINT_STREET,
    postcodeCity: env.IMPRINT_POSTCODE_CITY,
    country: env.IMPRINT_COUNTRY,
    email: env.IMPRINT_EMAIL,
    phone: env.IMPRINT_PHONE,
    register: env.IMPRINT_REGISTER,
    vatId: env.IMPRINT_VAT_ID,
    privacyEmail: env.PRIVACY_CONTACT_EMAIL,
  };
}

export type ImprintDetails = ReturnType<typeof imprintDetails>;

/**
 * The local fixture sites (host:port) the local scanner may scan although they are private: `npm run dev`'s
 * demo shop and the end-to-end tests' site. Empty in production.
 */
export function localScannerAllow(env: Pick<AppEnv, "LOCAL_SCANNER_ALLOW">): string[] {
  return env.LOCAL_SCANNER_ALLOW.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}
