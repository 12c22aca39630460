/**
 * `npm run dev`: the whole product on this machine, offline. Starts the app's Vite dev server first (its
 * modules take the longest to load; it migrates the local D1 before its first request), told where the
 * local services will be, and beside it the services: the Browser Rendering stand-in (local Chromium)
 * for the scanner Worker, which runs in the dev server's workerd (local-platform.ts), the local OpenID provider (any login works; "demo" is the seeded demo user), the local
 * Stripe-compatible server (signed webhooks to the app), the local mail stand-in with its inbox, the local
 * Turnstile, the webhook and issue-tracker receiver and the demo shop to scan. Every minute it asks the
 * app to start the scheduled site scans that are due, as production's cron does. Ctrl-C (or SIGTERM) stops everything, also while it starts.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";

/** A port setting: a whole number from 1 to 65535 (the app is told each service's address before it starts). */
function portSetting(name: string, fallback: number): number {
  const value = process.env[name];
  const port = value === undefined || value.trim() === "" ? fallback : Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`${name} must be a port number from 1 to 65535, not "${value}"`);
    process.exit(2);
  }
  return port;
}

const ports = {
  app: portSetting("PORT", 5173),
  browserRendering: portSetting("LOCAL_BROWSER_RENDERING_PORT", 8790),
  oidc: portSetting("LOCAL_OIDC_PORT", 8791),
  demo: portSetting("DEMO_SITE_PORT", 8792),
  turnstile: portSetting("LOCAL_TURNSTILE_PORT", 8793),
  mail: portSetting("LOCAL_MAIL_PORT", 8794),
  hooks: portSetting("LOCAL_HOOKS_PORT", 8795),
  stripe: portSetting("LOCAL_STRIPE_PORT", 12111),
};
const local = (port: number) => `http://127.0.0.1:${port}`;
const appOrigin = local(ports.app);
const appOrigins = [appOrigin, `http://localhost:${ports.app}`];
const cronIntervalMs = 60_000;
/** The local services' keys, fixed: the app is given them before the services start. */
const keys = {
  oidcClientId: "klarsicht-local",
  oidcClientSecret: "local-oidc-secret",
  stripeSecretKey: "sk_test_local",
  stripeWebhookSecret: "whsec_local",
  mailApiKey: "re_local_mail_key",
  // Cloudflare's documented test keys (turnstile-server.ts): the widget passes at once, siteverify always says yes.
  turnstileSiteKey: "1x00000000000000000000AA",
  turnstileSecretKey: "1x0000000000000000000000000000000AA",
};

// A stray rejection in this process (a local stand-in's background work) is a bug to see in the log,
// not a reason to take sign-in, payments and the scanner down with it.
process.on("unhandledRejection", (reason) => console.error("Unhandled rejection in npm run dev:", reason));

// Where the local D1 and R2 keep their data; LOCAL_STATE_DIR lets a second copy (a test) keep its own.
// The app's dev server migrates the local D1 before its first request (workers/dev/vite-dev-server.ts).
const stateDir = process.env.LOCAL_STATE_DIR ?? ".wrangler/state";

const cronToken = randomBytes(32).toString("hex");
// Remix's CLI run by node itself (not through npx, whose shell would not pass signals on), in a process
// group of its own, so that stopping reaches every process it started. It starts first (its modules take
// the longest to load); the services start beside it, at the addresses it is given here.
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
    PORT: String(ports.app),
    LOCAL_STATE_DIR: stateDir,
    // Links in mails (verification, alerts) lead to this server, whatever port it was given.
    SITE_URL: appOrigin,
    // The scanner Worker (in the app's workerd, workers/dev/local-platform.ts) takes its browsers here.
    LOCAL_BROWSER_RENDERING_URL: local(ports.browserRendering),
    // The demo shop may be scanned, and webhooks may go to the local receiver; nothing else private.
    LOCAL_SCANNER_ALLOW: `127.0.0.1:${ports.demo},127.0.0.1:${ports.hooks}`,
    // Fixed rather than made up per run: webhook secrets sealed with it stay readable after a restart.
    SECRETS_KEY: "local:klarsicht-local-development-only-secrets-key",
    // GitHub's API, locally; a Jira site is any address the profile is given (the receiver's origin here).
    GITHUB_API_BASE: `${local(ports.hooks)}/github`,
    DEMO_SITE_URL: `${local(ports.demo)}/`,
    LOCAL_CRON_TOKEN: cronToken,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    // Fixed, unlike the session's: login profiles stored in the local D1 must still open after a restart.
    LOGIN_SECRETS_KEY: process.env.LOGIN_SECRETS_KEY ?? "local:local-development-login-secrets-key-0123",
    OIDC_ISSUER: local(ports.oidc),
    OIDC_CLIENT_ID: keys.oidcClientId,
    OIDC_CLIENT_SECRET: keys.oidcClientSecret,
    STRIPE_API_BASE: local(ports.stripe),
    STRIPE_SECRET_KEY: keys.stripeSecretKey,
    STRIPE_WEBHOOK_SECRET: keys.stripeWebhookSecret,
    MAIL_API_BASE: local(ports.mail),
    RESEND_API_KEY: keys.mailApiKey,
    MAIL_FROM: "Klarsicht <benachrichtigung@klarsicht.localhost>",
    CONTACT_INBOX: "betrieb@klarsicht.localhost",
    TURNSTILE_SITE_KEY: keys.turnstileSiteKey,
    TURNSTILE_SECRET_KEY: keys.turnstileSecretKey,
    TURNSTILE_SCRIPT_URL: `${local(ports.turnstile)}/turnstile/v0/api.js`,
    TURNSTILE_VERIFY_URL: `${local(ports.turnstile)}/turnstile/v0/siteverify`,
  },
});
const appExited = new Promise<void>((resolve) => app.once("exit", () => resolve()));
// While the services start: Ctrl-C (or SIGTERM) stops the app too, and an app that ends ends this.
let startingUp = true;
const stopWhileStarting = () => {
  startingUp = false;
  try {
    if (app.pid !== undefined) process.kill(-app.pid, "SIGTERM");
  } catch {
    // The app is gone already.
  }
  void appExited.then(() => process.exit(0));
};
process.on("SIGINT", stopWhileStarting);
process.on("SIGTERM", stopWhileStarting);
app.once("exit", (code) => {
  if (startingUp) process.exit(code ?? 1);
});

/** The local services, started side by side at the addresses the app was given, with the keys it was given. */
async function startServices() {
  const [
    { startDemoSite },
    { startLocalBrowserRendering },
    { chromiumArgs, provideChromePath },
    { startLocalHooks },
    { startLocalMail },
    { startLocalOidcProvider },
    { startLocalStripe },
    { startLocalTurnstile, turnstileTestKeys },
  ] = await Promise.all([
    import("./demo-site/server"),
    import("./services/browser-rendering"),
    import("./scanner/chromium"),
    import("./services/hooks-server"),
    import("./services/mail-server"),
    import("./services/oidc-provider"),
    import("./services/stripe-server"),
    import("./services/turnstile-server"),
  ]);
  const [demoSite, browserRendering, oidc, stripe, mail, turnstile, hooks] = await Promise.all([
    startDemoSite({ port: ports.demo }),
    // Like Cloudflare's: no filtering proxy in front of its Chromium; the scanner Worker's guard decides
    // what a page may reach (public sites only, and the demo shop).
    provideChromePath().then((executablePath) =>
      startLocalBrowserRendering({ port: ports.browserRendering, executablePath, args: chromiumArgs() }),
    ),
    startLocalOidcProvider({
      port: ports.oidc,
      clientId: keys.oidcClientId,
      clientSecret: keys.oidcClientSecret,
      redirectUris: appOrigins.map((origin) => `${origin}/auth/callback`),
      postLogoutRedirectUris: appOrigins.map((origin) => `${origin}/`),
    }),
    startLocalStripe({
      port: ports.stripe,
      secretKey: keys.stripeSecretKey,
      webhookSecret: keys.stripeWebhookSecret,
      webhookUrl: `${appOrigin}/stripe/webhook`,
    }),
    startLocalMail({ port: ports.mail, apiKey: keys.mailApiKey }),
    startLocalTurnstile({ port: ports.turnstile }),
    startLocalHooks({ port: ports.hooks }),
  ]);
  const told: [string, string, string][] = [
    ["demo shop", demoSite.url, `${local(ports.demo)}/`],
    ["Browser Rendering stand-in", browserRendering.url, local(ports.browserRendering)],
    ["OpenID provider", oidc.issuer, local(ports.oidc)],
    ["Stripe", stripe.url, local(ports.stripe)],
    ["mail", mail.url, local(ports.mail)],
    ["Turnstile", turnstile.scriptUrl, `${local(ports.turnstile)}/turnstile/v0/api.js`],
    ["webhook receiver", hooks.url, local(ports.hooks)],
    [
      "Turnstile's test keys",
      `${turnstileTestKeys.siteKey.pass} ${turnstileTestKeys.secretKey.pass}`,
      `${keys.turnstileSiteKey} ${keys.turnstileSecretKey}`,
    ],
  ];
  for (const [name, actual, expected] of told) {
    if (actual !== expected) throw new Error(`the ${name} is at ${actual}, but the app was told ${expected}`);
  }
  return { demoSite, browserRendering, oidc, stripe, mail, turnstile, hooks };
}

let services: Awaited<ReturnType<typeof startServices>>;
try {
  services = await startServices();
} catch (error) {
  // Nothing is left behind: the app started first, and goes with the services.
  console.error("npm run dev could not start the local services:", error);
  startingUp = false;
  try {
    if (app.pid !== undefined) process.kill(-app.pid, "SIGTERM");
  } catch {
    // The app is gone already.
  }
  await appExited;
  process.exit(1);
}
const { demoSite, browserRendering, oidc, stripe, mail, turnstile, hooks } = services;
startingUp = false;
process.off("SIGINT", stopWhileStarting);
process.off("SIGTERM", stopWhileStarting);
const [{ demoCustomer }, { localTrackerCredentials }] = await Promise.all([
  import("./demo-site/account"),
  import("./services/hooks-server"),
]);
console.log(`Browser Rendering:     ${browserRendering.url} (local Chromium for the scanner Worker)`);
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

/**
 * The app Worker's Cron Trigger, locally: the app looks for scan schedules whose time has come and sends
 * what webhooks are due (the same code as the app Worker's scheduled handler), every minute. (The scanner
 * Worker's cron, the recovery of interrupted scans, fires in the app's process: local-platform.ts.)
 * False while the dev server is not up yet.
 */
async function runCron(first: boolean): Promise<boolean> {
  try {
    const response = await fetch(`${appOrigin}/local/cron`, {
      method: "POST",
      headers: { Authorization: `Bearer ${cronToken}`, Origin: appOrigin },
    });
    if (!response.ok) return false;
    const { started } = (await response.json()) as { started: string[] };
    if (first) console.log("Scheduled scans: on (now and every minute)");
    if (started.length > 0) console.log(`Started ${started.length} scheduled site scan(s)`);
    return true;
  } catch {
    // The dev server is not up yet, or restarting: the next round tries again.
    return false;
  }
}

/**
 * The cron calls under way: stopping waits for them (a few seconds at most), so that the app
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
const startCron = setInterval(async () => {
  if (stopping || started || asking) return;
  asking = true;
  if (await tracked(runCron(true))) {
    started = true;
    clearInterval(startCron);
  }
  asking = false;
}, 2_000);
const periodicCron = setInterval(() => {
  if (stopping || !started) return;
  void tracked(runCron(false));
}, cronIntervalMs);

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  clearInterval(startCron);
  clearInterval(periodicCron);
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
    browserRendering.close(),
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
