import type { D1Migration } from "@cloudflare/vitest-pool-workers";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      OIDC_ISSUER: string;
      STRIPE_API_BASE: string;
      STRIPE_SECRET_KEY: string;
      STRIPE_WEBHOOK_SECRET: string;
      SESSION_SECRET: string;
      LOGIN_SECRETS_KEY: string;
      MAIL_API_BASE: string;
      RESEND_API_KEY: string;
      MAIL_FROM: string;
      CONTACT_INBOX: string;
      TURNSTILE_VERIFY_URL: string;
    }
  }
}
