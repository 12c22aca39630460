/**
 * `npm run dev`: the whole product on this machine, offline. Applies the D1 migrations locally, starts
 * the local scanner (system Chromium behind the filtering proxy), the local OpenID provider (any login
 * works; "demo" is the seeded demo user) and the local Stripe-compatible server (signed webhooks to the
 * app), then the app's Vite dev server wired to all three. Ctrl-C stops everything.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { startLocalOidcProvider } from "../tests/fakes/oidc-provider";
import { startLocalStripe } from "../tests/fakes/stripe-server";
import { startLocalScannerServer } from "./scanner/local/server";

const appPort = Number(process.env.PORT ?? 5173);
const appOrigins = [`http://127.0.0.1:${appPort}`, `http://localhost:${appPort}`];

execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"], { stdio: "inherit" });

const scanner = await startLocalScannerServer({
  port: Number(process.env.LOCAL_SCANNER_PORT ?? 8790),
  policy: { allowPrivate: false },
});
const oidc = await startLocalOidcProvider({
  port: Number(process.env.LOCAL_OIDC_PORT ?? 8791),
  redirectUris: appOrigins.map((origin) => `${origin}/auth/callback`),
  postLogoutRedirectUris: appOrigins.map((origin) => `${origin}/`),
});
const stripe = await startLocalStripe({
  port: Number(process.env.LOCAL_STRIPE_PORT ?? 12111),
  webhookUrl: `http://127.0.0.1:${appPort}/stripe/webhook`,
});
console.log(`Local scanner:         ${scanner.url}`);
console.log(`Local OpenID provider: ${oidc.issuer} (sign in with any name, e.g. "demo")`);
console.log(`Local Stripe:          ${stripe.url}`);

// What production keeps in secrets and vars, pointed at the local services; the session secret is
// made up for this run.
const app = spawn("npx", ["remix", "vite:dev"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(appPort),
    LOCAL_SCANNER_URL: scanner.url,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    STRIPE_API_BASE: stripe.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  app.kill("SIGTERM");
  await Promise.allSettled([scanner.close(), oidc.close(), stripe.close()]);
  process.exit(code);
}

app.on("exit", (code) => void stop(code ?? 0));
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
