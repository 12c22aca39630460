/**
 * `npm run dev`: the whole product on this machine, offline. Applies the D1 migrations locally, starts
 * the local scanner (system Chromium behind the filtering proxy), the local OpenID provider (any login
 * works; "demo" is the seeded demo user) and the local Stripe-compatible server (signed webhooks to the
 * app), the local mail stand-in with its inbox, the local Turnstile and the demo shop to scan, then the app's Vite dev
 * server wired to them. Every minute it asks the app to recover runs whose scan was interrupted and to start the
 * scheduled site scans that are due, as production's crons do. Ctrl-C (or SIGTERM) stops everything.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { demoCustomer } from "./demo-site/account";
import { startDemoSite } from "./demo-site/server";
import { databaseId, openLocalD1 } from "./local-d1";
import { applyLocalMigrations, runSqlFile } from "./local-migrations";
import { startLocalScannerServer } from "./scanner/server";
import { localTrackerCredentials, startLocalHooks } from "./services/hooks-server";
import { startLocalMail } from "./services/mail-server";
import { startLocalOidcProvider } from "./services/oidc-provider";
import { startLocalStripe } from "./services/stripe-server";
import { startLocalTurnstile, turnstileTestKeys } from "./services/turnstile-server";

const appPort = Number(process.env.PORT ?? 5173);
const appOrigin = `http://127.0.0.1:${appPort}`;
const appOrigins = [appOrigin, `http://localhost:${appPort}`];
const recoveryIntervalMs = 60_000;

// A stray rejection in this process (a local stand-in's background work) is a bug to see in the log,
// not a reason to take sign-in, payments and the scanner down with it.
process.on("unhandledRejection", (reason) => console.error("Unhandled rejection in npm run dev:", reason));

// Where the local D1 and R2 keep their data; LOCAL_STATE_DIR lets a second copy (a test) keep its own.
const stateDir = process.env.LOCAL_STATE_DIR ?? ".wrangler/state";
// The migrations, and an agency with two client workspaces and a colleague to try teams by hand (applied
// once; README), in this process through the local D1 bridge (local-migrations.ts), beside the services.
async function prepareLocalD1(): Promise<void> {
  const local = await openLocalD1(stateDir, databaseId());
  try {
    const applied = await applyLocalMigrations(local.db);
    console.log(
      applied.length > 0
        ? `Local D1: ${applied.length} migration(s) applied (${applied.at(-1)})`
        : "Local D1: every migration applied already",
    );
    await runSqlFile(local.db, "workers/dev/seed-agency.sql");
  } finally {
    await local.dispose();
  }
}
const localD1Ready = prepareLocalD1();
// Awaited below, before the app starts; a failure stops `npm run dev` there, reported once.
localD1Ready.catch(() => undefined);

const demoSite = await startDemoSite({ port: Number(process.env.DEMO_SITE_PORT ?? 8792) });
// Public sites only, and the demo shop: exactly its host and port, nothing else on this machine.
const scanner = await startLocalScannerServer({
  port: Number(process.env.LOCAL_SCANNER_PORT ?? 8790),
  policy: { allowPrivate: false, allowedHostPorts: [demoSite.hostPort] },
});
const oidc = await startLocalOidcProvider({
  port: Number(process.env.LOCAL_OIDC_PORT ?? 8791),
  redirectUris: appOrigins.map((origin) => `${origin}/auth/callback`),
  postLogoutRedirectUris: appOrigins.map((origin) => `${origin}/`),
});
const stripe = await startLocalStripe({
  port: Number(process.env.LOCAL_STRIPE_PORT ?? 12111),
  webhookUrl: `${appOrigin}/stripe/webhook`,
});
const mail = await startLocalMail({ port: Number(process.env.LOCAL_MAIL_PORT ?? 8794) });
const turnstile = await startLocalTurnstile({ port: Number(process.env.LOCAL_TURNSTILE_PORT ?? 8793) });
const hooks = await startLocalHooks({ port: Number(process.env.LOCAL_HOOKS_PORT ?? 8795) });
console.log(`Local scanner:         ${scanner.url}`);
console.log(`Local OpenID provider: ${oidc.issuer} (sign in with any name, e.g. "demo")`);
console.log(
  '  teams:                "agentur" (agency, Enterprise, two client workspaces), "kollegin" (its colleague), ' +
    '"baeckerei" or "blumen" (a client taking over their workspace)',
);
console.log(`Local Stripe:          ${stripe.url}`);
console.log(`Demo shop to scan:     ${demoSite.url}`);
// The shop's account and checkout, behind its login: a ready profile and flow (workers/dev/demo-site/).
console.log(
  `  signed in, checkout:  DEMO_SHOP_PASSWORD=${demoCustomer.password} npm run scan -- --allow-private ` +
    `--auth workers/dev/demo-site/login-profile.json --flow workers/dev/demo-site/checkout-flow.json ${demoSite.url}`,
);
console.log(`Local mail inbox:      ${mail.inboxUrl} (every mail the app sends lands here)`);
console.log(`Local Turnstile:       ${turnstile.url} (Cloudflare's always-pass test keys)`);
console.log(
  `Local webhook receiver: ${hooks.url} (webhooks to ${hooks.url}/hooks/<name>, Slack to /slack/<name>, Teams to /teams/<name>)`,
);
console.log(
  `  issue trackers:       GitHub token ${localTrackerCredentials.github}; Jira site ${hooks.url}, ` +
    `account ${localTrackerCredentials.jira.account}, token ${localTrackerCredentials.jira.token}; ` +
    "Jira's webhook is registered on the receiver's page",
);

// The app reads the local D1 from its first request on.
await localD1Ready;

const recoveryToken = randomBytes(32).toString("hex");
// Remix's CLI run by node itself (not through npx, whose shell would not pass signals on), in a process
// group of its own, so that stopping reaches every process it started.
const remixCli = createRequire(import.meta.url).resolve("@remix-run/dev/dist/cli.js");
// What production keeps in secrets and vars, pointed at the local services; the secrets are made up
// for this run.
const app = spawn(process.execPath, [remixCli, "vite:dev"], {
  // No stdin: a process group other than the terminal's that read from it would be stopped (SIGTTIN).
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
  env: {
    ...process.env,
    // As here: background work of the dev server that rejects is logged, and the server stays up.
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --unhandled-rejections=warn`.trim(),
    PORT: String(appPort),
    LOCAL_STATE_DIR: stateDir,
    // Links in mails (verification, alerts) lead to this server, whatever port it was given.
    SITE_URL: appOrigin,
    LOCAL_SCANNER_URL: scanner.url,
    // The demo shop may be scanned, and webhooks may go to the local receiver; nothing else private.
    LOCAL_SCANNER_ALLOW: `${demoSite.hostPort},${hooks.hostPort}`,
    // Fixed rather than made up per run: webhook secrets sealed with it stay readable after a restart.
    SECRETS_KEY: "local:klarsicht-local-development-only-secrets-key",
    // GitHub's API, locally; a Jira site is any address the profile is given (the receiver's origin here).
    GITHUB_API_BASE: `${hooks.url}/github`,
    DEMO_SITE_URL: demoSite.url,
    LOCAL_RECOVERY_TOKEN: recoveryToken,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    // Fixed, unlike the session's: login profiles stored in the local D1 must still open after a restart.
    LOGIN_SECRETS_KEY: process.env.LOGIN_SECRETS_KEY ?? "local:local-development-login-secrets-key-0123",
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    STRIPE_API_BASE: stripe.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    MAIL_API_BASE: mail.url,
    RESEND_API_KEY: mail.apiKey,
    MAIL_FROM: "Klarsicht <benachrichtigung@klarsicht.localhost>",
    CONTACT_INBOX: "betrieb@klarsicht.localhost",
    // Cloudflare's documented test keys: the widget passes at once, siteverify always says yes.
    TURNSTILE_SITE_KEY: turnstileTestKeys.siteKey.pass,
    TURNSTILE_SECRET_KEY: turnstileTestKeys.secretKey.pass,
    TURNSTILE_SCRIPT_URL: turnstile.scriptUrl,
    TURNSTILE_VERIFY_URL: turnstile.verifyUrl,
  },
});
const appExited = new Promise<void>((resolve) => app.once("exit", () => resolve()));

/** Asks the app to recover interrupted runs; at start also to resume every open run (start=1). */
async function recover(start: boolean): Promise<boolean> {
  try {
    const response = await fetch(`${appOrigin}/local/recover${start ? "?start=1" : ""}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${recoveryToken}`, Origin: appOrigin },
    });
    if (!response.ok) return false;
    const { jobs } = (await response.json()) as { jobs: number };
    if (start) console.log("Recovery of interrupted scans and scheduled scans: on (now and every minute)");
    if (jobs > 0) console.log(`Recovered ${jobs} interrupted scan job(s)`);
    return true;
  } catch {
    // The dev server is not up yet (or restarting): the next round tries again.
    return false;
  }
}

/**
 * Production's Cron Trigger, locally: the app looks for scan schedules whose time has come (the same code
 * as the app Worker's scheduled handler), every minute.
 */
async function runCron(): Promise<void> {
  try {
    const response = await fetch(`${appOrigin}/local/cron`, {
      method: "POST",
      headers: { Authorization: `Bearer ${recoveryToken}`, Origin: appOrigin },
    });
    if (!response.ok) return;
    const { started } = (await response.json()) as { started: string[] };
    if (started.length > 0) console.log(`Started ${started.length} scheduled site scan(s)`);
  } catch {
    // The dev server is restarting: the next round tries again.
  }
}

/**
 * The recovery and cron calls under way: stopping waits for them (a few seconds at most), so that the app
 * does not lose its local D1 in the middle of one and log the failed query.
 */
const calls = new Set<Promise<unknown>>();
function tracked<T>(call: Promise<T>): Promise<T> {
  calls.add(call);
  void call.finally(() => calls.delete(call));
  return call;
}

let stopping = false;
let started = false;
// The first call waits for the dev server to come up; after it, one call a minute.
let asking = false;
const startRecovery = setInterval(async () => {
  if (stopping || started || asking) return;
  asking = true;
  if (await tracked(recover(true))) {
    started = true;
    clearInterval(startRecovery);
  }
  asking = false;
}, 2_000);
const periodicRecovery = setInterval(() => {
  if (stopping || !started) return;
  void tracked(recover(false));
  void tracked(runCron());
}, recoveryIntervalMs);

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  clearInterval(startRecovery);
  clearInterval(periodicRecovery);
  let waited: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...calls]),
    new Promise((resolve) => {
      waited = setTimeout(resolve, 3_000);
    }),
  ]);
  clearTimeout(waited);
  signalApp("SIGTERM");
  const forced = setTimeout(() => signalApp("SIGKILL"), 5_000);
  await appExited;
  clearTimeout(forced);
  await Promise.allSettled([
    scanner.close(),
    oidc.close(),
    stripe.close(),
    mail.close(),
    demoSite.close(),
    turnstile.close(),
    hooks.close(),
  ]);
  process.exit(code);
}

function signalApp(signal: NodeJS.Signals) {
  try {
    if (app.pid !== undefined) process.kill(-app.pid, signal);
  } catch {
    // The group is gone already.
  }
}

app.on("exit", (code) => void stop(code ?? 0));
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
