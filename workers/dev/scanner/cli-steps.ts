/**
 * The command line's login profiles and flows (--auth FILE, --flow FILE): reading the files in the step
 * language (docs/schemas/), signing in once for the scans of a run, and running a flow with its scans.
 * Kept apart from cli.ts, which only hands over.
 */
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ReportLocale, ScanLevel } from "#core/contract";
import { normalizePageUrl } from "#core/crawl";
import {
  type AuthProfile,
  authProfileSchema,
  destructiveLinkFilter,
  type Flow,
  flowSchema,
  parseStepFile,
  type SessionCookie,
  secretOrigins,
  secretsOf,
  signedInDiscovery,
} from "#core/steps";
import {
  type FlowResult,
  isLoginPage,
  markSignedIn,
  maskOutcome,
  prepareSession,
  profileHeaders,
  runFlow,
  type StepFailure,
  type StepFailureCode,
  sessionCookies,
  sessionHeadersFor,
  signIn,
} from "#scanner/steps";
import type { LocalScanner } from "./scanner";

export const stepTexts = {
  de: {
    cannotRead: (flag: string, path: string, reason: string) =>
      `${flag} ${path} lässt sich nicht lesen: ${reason}`,
    invalidFile: (flag: string, path: string) => `${flag} ${path} ist keine gültige Datei (docs/steps.md):`,
    noSite: 'Für --flow fehlt die Website: Geben Sie ihre URL an oder setzen Sie "site" in der Datei',
    flowNotSite:
      "--flow führt einen Ablauf aus: Geben Sie höchstens eine URL an, nicht --site oder --urls-file",
    signedIn: "angemeldet geprüft",
    flow: (name: string) => `Ablauf „${name}“`,
    step: (step: number) => `Schritt ${step}`,
    loginStep: (step: number) => `Anmeldung, Schritt ${step}`,
    flowDone: (scans: number, relogins: number) =>
      `Ablauf fertig: ${scans} ${scans === 1 ? "Prüfung" : "Prüfungen"}` +
      (relogins > 0 ? `, ${relogins}-mal neu angemeldet` : ""),
    picture: (path: string) => `Bild der Seite, auf der er stehen blieb: ${path}`,
    loginFailed: "Die Anmeldung ist fehlgeschlagen",
    failures: {
      not_found: "das Feld oder Bedienelement ist auf der Seite nicht zu finden",
      blocked_target: "die Adresse ist nicht öffentlich und wird nicht aufgerufen",
      navigation_failed: "die Seite ließ sich nicht laden",
      http_error: "der Server hat mit einem Fehler geantwortet",
      timeout: "die Seite hat nicht rechtzeitig geantwortet",
      final_order_refused:
        'der Schritt würde eine Bestellung absenden; erlauben Sie es mit "allowFinalSubmit": true für genau diesen Schritt',
      missing_value: "ein Wert fehlt: Die Umgebungsvariable ist nicht gesetzt",
      login_failed: "nach der Anmeldung fehlt das Erfolgsmerkmal (success)",
      session_lost: "die Sitzung ging wiederholt verloren",
      secret_refused: "ein Geheimnis würde an eine andere Adresse als die Website oder ihre Anmeldung gehen",
    } satisfies Record<StepFailureCode, string>,
  },
  en: {
    cannotRead: (flag: string, path: string, reason: string) => `Cannot read ${flag} ${path}: ${reason}`,
    invalidFile: (flag: string, path: string) => `${flag} ${path} is not a valid file (docs/steps.md):`,
    noSite: '--flow needs the site: pass its URL or set "site" in the file',
    flowNotSite: "--flow runs one flow: pass one URL at most, not --site or --urls-file",
    signedIn: "scanned signed in",
    flow: (name: string) => `Flow "${name}"`,
    step: (step: number) => `step ${step}`,
    loginStep: (step: number) => `sign-in, step ${step}`,
    flowDone: (scans: number, relogins: number) =>
      `Flow done: ${scans} ${scans === 1 ? "scan" : "scans"}` +
      (relogins > 0 ? `, signed in again ${relogins} ${relogins === 1 ? "time" : "times"}` : ""),
    picture: (path: string) => `Picture of the page where it stopped: ${path}`,
    loginFailed: "Signing in failed",
    failures: {
      not_found: "the field or control is not on the page",
      blocked_target: "the address is not public and is not opened",
      navigation_failed: "the page did not load",
      http_error: "the server answered with an error",
      timeout: "the page did not answer in time",
      final_order_refused:
        'the step would send an order; allow it with "allowFinalSubmit": true on exactly this step',
      missing_value: "a value is missing: its environment variable is not set",
      login_failed: "after signing in, the success check does not hold",
      session_lost: "the session was lost again and again",
      secret_refused: "a secret would go elsewhere than the site or its login origin",
    } satisfies Record<StepFailureCode, string>,
  },
} as const;

export type StepFiles = { auth?: AuthProfile; flow?: Flow };

/** Reads --auth and --flow; a message in the language asked for when a file is missing or invalid. */
export async function readStepFiles(
  paths: { auth?: string; flow?: string },
  lang: ReportLocale,
): Promise<StepFiles | { error: string }> {
  const t = stepTexts[lang];
  const files: StepFiles = {};
  for (const [flag, path, schema] of [
    ["--auth", paths.auth, authProfileSchema],
    ["--flow", paths.flow, flowSchema],
  ] as const) {
    if (path === undefined) continue;
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      return { error: t.cannotRead(flag, path, String((error as NodeJS.ErrnoException).code ?? error)) };
    }
    const parsed = parseStepFile<AuthProfile | Flow>(schema, text, lang);
    if (!parsed.ok) {
      const lines = parsed.problems.map((problem) => `  ${problem.path}: ${problem.message}`);
      return { error: [t.invalidFile(flag, path), ...lines].join("\n") };
    }
    if (flag === "--auth") files.auth = parsed.value as AuthProfile;
    else files.flow = parsed.value as Flow;
  }
  return files;
}

type ScanFn = LocalScanner["scan"];

/**
 * Signs in once for a run of scans (single pages or a whole site): the run's browser context keeps the
 * cookies, the headers go with each scan to the site's origin only. A page that ends on the login form
 * (the session ran out) is scanned again after signing in again, at most twice a run. The crawl never
 * follows logout or destructive links (and the profile's own exclude patterns).
 */
export async function signedInScanner(
  scanner: LocalScanner,
  site: string,
  profile: AuthProfile,
  options: { level: ScanLevel; locale: ReportLocale },
): Promise<
  | {
      ok: true;
      scan: ScanFn;
      discover: LocalScanner["discover"];
      skip: (url: string) => boolean;
      secrets: string[];
    }
  | { ok: false; failure: StepFailure; secrets: string[] }
> {
  const env = process.env;
  const secrets = new Set(secretsOf(profile, env));
  const runId = `signed-in-${crypto.randomUUID()}`;
  const headersFor = profileHeaders(profile, site, env);
  // The session's cookies after each sign-in: discovery asks for robots.txt and sitemaps with them.
  let cookies: SessionCookie[] = [];
  const login = () =>
    scanner.withTab(site, { ...options, runId }, async (tab, page, scanOptions) => {
      const session = { tab, page, site, isAllowed: scanner.isAllowed, scanOptions, env, profile };
      await prepareSession(session);
      const failure = await signIn(session, secrets);
      if (!failure) cookies = sessionCookies(await page.cookies(...secretOrigins(site, profile)));
      return failure;
    });
  const failure = await login();
  if (failure) return { ok: false, failure, secrets: [...secrets] };
  let relogins = 0;
  const scan: ScanFn = async (url, scanOptions) => {
    const once = () => scanner.scan(url, { ...scanOptions, runId, headersFor });
    let outcome = await once();
    if (outcome.ok && isLoginPage(outcome.report.finalUrl, profile, site) && relogins < 2) {
      relogins++;
      if ((await login()) === null) outcome = await once();
    }
    return maskOutcome(markSignedIn(outcome, profile, site), secrets);
  };
  // Discovery asks in the session, so that sitemaps only a signed-in visitor gets are read, and starts
  // where the owner said; it never starts with a sign-out or destructive address.
  const discover: LocalScanner["discover"] = async (url, discoverOptions) => {
    const headersFor = sessionHeadersFor(profile, site, env, cookies);
    const discovery = await scanner.discover(url, { ...discoverOptions, headersFor });
    if ("error" in discovery) return discovery;
    return signedInDiscovery(discovery, url, profile.exclude, normalizePageUrl);
  };
  return { ok: true, scan, discover, skip: destructiveLinkFilter(profile.exclude), secrets: [...secrets] };
}

/** Runs the flow (signed in when a profile is given) on the site. */
export function runCliFlow(
  scanner: LocalScanner,
  site: string,
  files: { flow: Flow; auth?: AuthProfile },
  options: { level: ScanLevel; locale: ReportLocale },
): Promise<FlowResult> {
  return scanner.withTab(
    site,
    { ...options, runId: `flow-${crypto.randomUUID()}` },
    (tab, page, scanOptions) =>
      runFlow(
        {
          tab,
          page,
          site,
          isAllowed: scanner.isAllowed,
          scanOptions,
          env: process.env,
          ...(files.auth ? { profile: files.auth } : {}),
        },
        files.flow,
      ),
  );
}

/** The failure of a flow or sign-in, said in the reader's language; the picture written to a file. */
export async function failureText(failure: StepFailure, lang: ReportLocale): Promise<string[]> {
  const t = stepTexts[lang];
  const where = failure.phase === "login" ? t.loginStep(failure.step) : t.step(failure.step);
  const lines = [
    `  ${where} (${failure.action}): ${failure.code} – ${t.failures[failure.code]}`,
    `    ${failure.detail}`,
    `    ${failure.url}`,
  ];
  const path = await savePicture(failure);
  if (path) lines.push(`    ${t.picture(path)}`);
  return lines;
}

/** The picture of a failed step as a JPEG file in the temporary folder; its path. */
export async function savePicture(failure: StepFailure): Promise<string | undefined> {
  if (!failure.screenshot) return undefined;
  const path = join(tmpdir(), `klarsicht-${failure.phase}-${failure.step}-${Date.now()}.jpg`);
  await writeFile(path, Buffer.from(failure.screenshot, "base64"));
  return path;
}

/** The site a flow runs on: the file's, else the URL given (its origin). */
export function flowSite(
  flow: Flow,
  auth: AuthProfile | undefined,
  url: string | undefined,
): string | undefined {
  const site = flow.site ?? auth?.site ?? url;
  return site === undefined ? undefined : new URL(site).origin;
}
