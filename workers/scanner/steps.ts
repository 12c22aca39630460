/**
 * Runs login profiles and flows (the step language of workers/core/steps.ts) on a scan tab, in both
 * runtimes: puppeteer-core locally, @cloudflare/puppeteer on Browser Rendering. Every request the steps
 * cause goes through the tab's guard (the SSRF policy); secrets (secret fields, password fields, cookies,
 * header values, basic auth) go to the site's origin and the declared login origin only, and never
 * appear in what comes back: failures, addresses and reports are masked, and the picture of a failed
 * step covers password fields and every field holding a secret.
 *
 * Elements are found in the page by a script and marked with a one-time attribute, so that puppeteer's
 * own click, type and select (real mouse and keyboard input) act on exactly the element found.
 */

import type { FlowRunOutcome, ScanOutcome } from "#core/contract";
import {
  type AuthProfile,
  type ControlLocator,
  cookieHeaderFor,
  type FieldLocator,
  type Flow,
  looksLikeFinalOrder,
  redactSecrets,
  resolveStepValue,
  type SessionCookie,
  type Step,
  type StepTrialResult,
  secretOrigins,
  secretsOf,
  stepDefaults,
} from "#core/steps";
import type { MinimalCDPSession, MinimalPage } from "./browser";
import { classifyNavigationError, type ScanOptions, type ScanTab } from "./engine";

/** What steps need of a page beyond the engine's: puppeteer's input and cookies (both libraries have them). */
export type StepPage = MinimalPage & {
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  select(selector: string, ...values: string[]): Promise<string[]>;
  setCookie(...cookies: { name: string; value: string; url: string; httpOnly?: boolean }[]): Promise<void>;
  /** The session's cookies for these addresses (what discovery and the next jobs sign in with). */
  cookies(...urls: string[]): Promise<BrowserCookie[]>;
};

export type BrowserCookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
};

export type StepSession = {
  tab: ScanTab;
  page: StepPage;
  /** The site's origin: relative addresses resolve against it, and secrets go only here (and loginOrigin). */
  site: string;
  /** The SSRF guard, asked for every request the steps cause, every navigation included. */
  isAllowed: (url: string) => Promise<boolean>;
  /** Options of the scans after steps that ask for one. */
  scanOptions: ScanOptions;
  /** Where { env: NAME } values come from. */
  env: Record<string, string | undefined>;
  profile?: AuthProfile;
  /** After each step that ran (progress; a test cuts the session here). */
  onStep?: (event: { phase: StepPhase; index: number; step: Step }) => Promise<void> | void;
};

export type StepPhase = "login" | "flow";

export type StepFailureCode =
  | "not_found"
  | "blocked_target"
  | "navigation_failed"
  | "http_error"
  | "timeout"
  | "final_order_refused"
  | "missing_value"
  | "login_failed"
  | "session_lost"
  | "secret_refused";

export type StepFailure = {
  phase: StepPhase;
  /** 1-based, as a person counts the steps of the file. */
  step: number;
  action: Step["action"];
  code: StepFailureCode;
  /** What went wrong, in English, secrets masked; the CLI says the code in the reader's language. */
  detail: string;
  /** Where the page was (masked). */
  url: string;
  /** JPEG, base64: the page where the step stopped, password and secret fields covered. */
  screenshot?: string;
  /** Fields covered in the screenshot. */
  masked?: number;
};

export type StepScan = { name: string; step: number; url: string; outcome: ScanOutcome };

export type FlowResult = {
  name: string;
  ok: boolean;
  /** The flow ran signed in (a profile was given and the sign-in worked). */
  signedIn: boolean;
  /** How often the session was lost and the scanner signed in again. */
  relogins: number;
  scans: StepScan[];
  failure?: StepFailure;
};

/** The last address the guard refused for a session's steps: a navigation that ended in an error page. */
const refusals = new WeakMap<StepSession, string>();

/** Failures that signing in again cannot mend. */
const finalFailures = new Set<StepFailureCode>([
  "blocked_target",
  "final_order_refused",
  "missing_value",
  "secret_refused",
]);

/** Signing in again at most this often in one flow: a site that drops every session is not worth more. */
const maxRelogins = 2;
const markerAttribute = "data-klarsicht-step";

class StepError extends Error {
  constructor(
    readonly code: StepFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Prepares the tab for the site's steps and scans: the guard between scans, and the profile's headers,
 * basic auth and cookies, for the site's origin and the login origin only.
 */
export async function prepareSession(session: StepSession): Promise<void> {
  const { tab, page, profile, env } = session;
  tab.allowBetweenScans(async (url) => {
    const allowed = await session.isAllowed(url).catch(() => false);
    if (!allowed) refusals.set(session, url);
    return allowed;
  });
  if (!profile) return;
  tab.setRequestHeaders(profileHeaders(profile, session.site, env));
  if (profile.cookies) {
    // Host-only cookies of the site's address: the browser sends them to that host and no other.
    await page.setCookie(
      ...profile.cookies.map((cookie) => ({
        name: cookie.name,
        value: required(resolveStepValue(cookie.value, env), `cookie ${cookie.name}`),
        url: new URL(cookie.path ?? "/", session.site).href,
        httpOnly: true,
      })),
    );
  }
}

/**
 * The profile's headers and basic auth for the requests that go to the site's origin or the declared
 * login origin; undefined when the profile has neither. Throws when a value's variable is not set.
 */
export function profileHeaders(
  profile: AuthProfile,
  site: string,
  env: Record<string, string | undefined>,
): ((url: string) => Record<string, string> | undefined) | undefined {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(profile.headers ?? {})) {
    headers[name] = required(resolveStepValue(value, env), `header ${name}`);
  }
  if (profile.basic) {
    const username = required(resolveStepValue(profile.basic.username, env), "basic.username");
    const password = required(resolveStepValue(profile.basic.password, env), "basic.password");
    headers.Authorization = `Basic ${base64(`${username}:${password}`)}`;
  }
  if (Object.keys(headers).length === 0) return undefined;
  const origins = new Set(secretOrigins(site, profile));
  return (url) => (origins.has(originOf(url)) ? headers : undefined);
}

/**
 * The headers a request outside the browser (discovery: robots.txt, sitemaps) gets to be in the
 * session: the profile's headers and basic auth, and the session's cookies, for the site's origin and
 * the login origin only.
 */
export function sessionHeadersFor(
  profile: AuthProfile,
  site: string,
  env: Record<string, string | undefined>,
  cookies: readonly SessionCookie[],
): (url: string) => Record<string, string> | undefined {
  const headersFor = profileHeaders(profile, site, env);
  const origins = new Set(secretOrigins(site, profile));
  return (url) => {
    if (!origins.has(originOf(url))) return undefined;
    const cookie = cookieHeaderFor(cookies, url);
    return { ...headersFor?.(url), ...(cookie ? { Cookie: cookie } : {}) };
  };
}

/** The cookies as kept: what setting them back needs, nothing of the browser's bookkeeping. */
export function sessionCookies(cookies: BrowserCookie[]): SessionCookie[] {
  return cookies.map((cookie) => ({
    name: cookie.name,
    value: cookie.value,
    domain: cookie.domain,
    path: cookie.path,
    // -1: a session cookie, which the browser would drop with the context anyway.
    ...(cookie.expires > 0 ? { expires: cookie.expires } : {}),
    ...(cookie.httpOnly ? { httpOnly: true } : {}),
    ...(cookie.secure ? { secure: true } : {}),
    ...(cookie.sameSite === "Strict" || cookie.sameSite === "Lax" || cookie.sameSite === "None"
      ? { sameSite: cookie.sameSite }
      : {}),
  }));
}

/** The address of the profile's login form (its first visit), where a lost session ends up. */
export function loginPageOf(profile: AuthProfile, site: string): string | undefined {
  const visit = profile.steps?.find((step) => step.action === "visit");
  return visit?.action === "visit" ? resolve(visit.url, site) : undefined;
}

/** true when the address is the login form's, whatever its query (a return address) says. */
export function isLoginPage(url: string, profile: AuthProfile, site: string): boolean {
  const loginPage = loginPageOf(profile, site);
  return loginPage !== undefined && samePage(url, loginPage);
}

/**
 * Marks a page scanned in the session of a login profile as signed in, unless it ended on the profile's
 * login form (the session was lost and could not be had again): reports and exports say so per page.
 */
export function markSignedIn(outcome: ScanOutcome, profile: AuthProfile, site: string): ScanOutcome {
  if (outcome.ok && !isLoginPage(outcome.report.finalUrl, profile, site)) outcome.report.signedIn = true;
  return outcome;
}

/** Signs in with the profile's steps (if any) and checks that the page shows a signed-in state. */
export async function signIn(session: StepSession, secrets: Set<string>): Promise<StepFailure | null> {
  const profile = session.profile;
  if (!profile) return null;
  const runner = new StepRunner(session, "login", secrets);
  for (const [index, step] of (profile.steps ?? []).entries()) {
    const failure = await runner.run(step, index);
    if (failure) return failure;
  }
  // Cookies or headers alone: the site's start page tells whether they work.
  if (!profile.steps) {
    const failure = await runner.run({ action: "visit", url: profile.success.url ?? "/" }, -1);
    if (failure) return failure;
  }
  if (await isSignedIn(session)) return null;
  return runner.failure(
    profile.steps?.length ?? 0,
    (profile.steps?.at(-1) ?? { action: "visit" }).action,
    new StepError(
      "login_failed",
      "the page after signing in shows no sign of being signed in (success check)",
    ),
  );
}

/**
 * Whether the page shows a signed-in state: the success text is there, the success address (right after
 * signing in) is reached, and the page is not the login form's.
 */
export async function isSignedIn(session: StepSession, { afterLogin = true } = {}): Promise<boolean> {
  const profile = session.profile;
  if (!profile) return true;
  const { text, url } = profile.success;
  const current = session.page.url();
  // A page elsewhere (a payment provider, a link off the site) cannot tell about the site's session.
  if (!afterLogin && !secretOrigins(session.site, profile).includes(originOf(current))) return true;
  const loginVisit = profile.steps?.find((step) => step.action === "visit");
  if (loginVisit?.action === "visit" && samePage(current, resolve(loginVisit.url, session.site)))
    return false;
  if (afterLogin && url !== undefined && !current.startsWith(resolve(url, session.site))) return false;
  if (text !== undefined) return (await session.page.evaluate(hasTextScript(text))) === true;
  return true;
}

/**
 * Runs the flow, signed in when the session has a profile. A step that fails stops the flow with its
 * reason and a picture; a lost session (the success check fails after a step) is signed in again and the
 * flow goes on from its last visit.
 */
export async function runFlow(session: StepSession, flow: Flow): Promise<FlowResult> {
  const secrets = new Set([
    ...secretsOf(flow, session.env),
    ...secretsOf(session.profile ?? {}, session.env),
  ]);
  const result: FlowResult = { name: flow.name, ok: false, signedIn: false, relogins: 0, scans: [] };
  const fail = (failure: StepFailure) => {
    result.failure = failure;
    return result;
  };
  try {
    await prepareSession(session);
  } catch (error) {
    return fail(await new StepRunner(session, "login", secrets).failureOf(0, "visit", error));
  }
  const loginFailure = await signIn(session, secrets);
  if (loginFailure) return fail(loginFailure);
  result.signedIn = session.profile !== undefined;

  const runner = new StepRunner(session, "flow", secrets);
  let lastVisit = 0;
  for (let index = 0; index < flow.steps.length; index++) {
    const step = flow.steps[index] as Step;
    if (step.action === "visit") lastVisit = index;
    const failure = await runner.run(step, index);
    if (failure && finalFailures.has(failure.code)) return fail(failure);
    const lost = session.profile !== undefined && !(await isSignedIn(session, { afterLogin: false }));
    if (lost) {
      if (result.relogins >= maxRelogins) {
        const again = new StepError("session_lost", "the session was lost again");
        return fail(await runner.failure(index + 1, step.action, again));
      }
      result.relogins++;
      const again = await signIn(session, secrets);
      if (again) return fail(again);
      // From the last visit on, the steps lead back to where the session was lost.
      index = lastVisit - 1;
      continue;
    }
    if (failure) return fail(failure);
    await session.onStep?.({ phase: "flow", index, step });
    if (step.scan !== undefined && !result.scans.some((scan) => scan.step === index + 1)) {
      const outcome = await session.tab.scanCurrent(session.scanOptions);
      result.scans.push({
        name: step.scan,
        step: index + 1,
        url: redactSecrets(session.page.url(), [...secrets]),
        outcome: maskOutcome(outcome, secrets),
      });
    }
  }
  result.ok = true;
  return result;
}

/**
 * A trial run: signs in with the session's profile and runs the flow (only signs in without one), and
 * tells which steps ran through, the scans' violations, and where and why it stopped.
 */
export async function trialRun(session: StepSession, flow: Flow | undefined): Promise<StepTrialResult> {
  const done: StepTrialResult["done"] = [];
  const result = await runFlow(
    {
      ...session,
      onStep: ({ phase, index }) => {
        done.push({ phase, step: index + 1 });
      },
    },
    flow ?? { version: 1, name: "login", steps: [] },
  );
  const { failure } = result;
  return {
    ok: result.ok,
    done,
    relogins: result.relogins,
    scans: result.scans.map(({ name, step, url, outcome }) => ({
      name,
      step,
      url,
      violations: outcome.ok ? outcome.report.violations.length : null,
      rules: outcome.ok
        ? outcome.report.violations.map(({ ruleId, impact, help }) => ({ id: ruleId, impact, help }))
        : [],
      ...(outcome.ok ? {} : { error: outcome.error }),
    })),
    ...(failure
      ? {
          failure: {
            phase: failure.phase,
            step: failure.step,
            action: failure.action,
            code: failure.code,
            detail: failure.detail,
            url: failure.url,
            ...(failure.screenshot ? { screenshot: failure.screenshot } : {}),
          },
        }
      : {}),
  };
}

/**
 * A flow of a site run: signed in, each state a step asked to scan with its whole outcome (they become
 * pages of the run, decision 051), and where and why it stopped, without a picture.
 */
export async function siteRunFlow(session: StepSession, flow: Flow): Promise<FlowRunOutcome> {
  const result = await runFlow(session, flow);
  const { failure } = result;
  return {
    ok: result.ok,
    signedIn: result.signedIn,
    scans: result.scans,
    ...(failure ? { failure: { phase: failure.phase, step: failure.step, code: failure.code } } : {}),
  };
}

/** The outcome with every secret masked wherever it might appear (an address, an element's HTML). */
export function maskOutcome(outcome: ScanOutcome, secrets: Iterable<string>): ScanOutcome {
  const list = [...secrets];
  if (list.length === 0) return outcome;
  // In JSON a secret may appear escaped; mask both its plain and its JSON form.
  const forms = list.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)]);
  try {
    return JSON.parse(redactSecrets(JSON.stringify(outcome), forms)) as ScanOutcome;
  } catch {
    // A secret that looks like JSON's own punctuation broke the text: the report is withheld, not shown.
    return { ok: false, error: "internal", detail: "the report was withheld: masking a secret in it failed" };
  }
}

class StepRunner {
  /** The field filled last: a submit step without a control sends its form. */
  private lastField: FieldLocator | undefined;
  /** A secret was typed into a page: forms sent from now on must go where secrets may. */
  private typedSecret = false;
  private cdp: Promise<{ session: MinimalCDPSession; mainFrameId: string }> | undefined;

  constructor(
    private readonly session: StepSession,
    private readonly phase: StepPhase,
    private readonly secrets: Set<string>,
  ) {}

  /** Runs one step; a failure comes back described (never thrown). index is 0-based. */
  async run(step: Step, index: number): Promise<StepFailure | null> {
    try {
      await this.perform(step, step.timeoutMs ?? stepDefaults.timeoutMs);
      if (this.phase === "login") await this.session.onStep?.({ phase: this.phase, index, step });
      return null;
    } catch (error) {
      return this.failureOf(index + 1, step.action, error);
    }
  }

  failureOf(step: number, action: Step["action"], error: unknown): Promise<StepFailure> {
    const stepError =
      error instanceof StepError
        ? error
        : new StepError(classify(error), error instanceof Error ? error.message : String(error));
    return this.failure(step, action, stepError);
  }

  async failure(step: number, action: Step["action"], error: StepError): Promise<StepFailure> {
    const secrets = [...this.secrets];
    const picture = await this.maskedScreenshot().catch(() => undefined);
    return {
      phase: this.phase,
      step,
      action,
      code: error.code,
      detail: redactSecrets(error.message, secrets),
      url: redactSecrets(this.session.page.url(), secrets),
      ...(picture ? { screenshot: picture.data, masked: picture.masked } : {}),
    };
  }

  private async perform(step: Step, timeoutMs: number): Promise<void> {
    const { page, site } = this.session;
    switch (step.action) {
      case "visit": {
        const url = resolve(step.url, site);
        if (!(await this.session.isAllowed(url).catch(() => false))) {
          throw new StepError("blocked_target", `the address ${url} is not allowed (not public)`);
        }
        let response: Awaited<ReturnType<StepPage["goto"]>>;
        try {
          response = await page.goto(url, { waitUntil: "domcontentloaded", timeout: timeoutMs });
        } catch (error) {
          throw new StepError(classify(error), `${url} did not load: ${messageOf(error)}`);
        }
        const status = response?.status() ?? 200;
        if (status >= 400) throw new StepError("http_error", `${url} answered HTTP ${status}`);
        return;
      }
      case "fill": {
        const field = await this.find("field", step.field, timeoutMs);
        const value = this.value(step.value, "value");
        if (step.secret || field.secret || typeof step.value !== "string") {
          // A secret is typed on the site's own pages (or the login origin's) only.
          if (!this.secretOrigins().includes(originOf(page.url()))) {
            await this.unmark(field.selector);
            throw new StepError("secret_refused", `a secret is not typed into ${originOf(page.url())}`);
          }
          this.secrets.add(value);
          this.typedSecret = true;
        }
        // Clear what the field holds, then type as a person would (key events, input events).
        await page.evaluate(clearFieldScript(field.selector));
        await page.type(field.selector, value);
        this.lastField = step.field;
        await this.unmark(field.selector);
        return;
      }
      case "select": {
        const field = await this.find("field", step.field, timeoutMs);
        const value = this.value(step.value, "value");
        const chosen = await page.select(field.selector, value);
        await this.unmark(field.selector);
        if (chosen.length === 0) throw new StepError("not_found", `the list has no option ${value}`);
        return;
      }
      case "click":
      case "submit": {
        const control =
          step.target !== undefined
            ? await this.find("control", step.target, timeoutMs)
            : this.lastField !== undefined
              ? await this.find("field", this.lastField, timeoutMs)
              : undefined;
        if (!control)
          throw new StepError("not_found", "nothing to submit: name a control or fill a field first");
        const sends = step.action === "submit" || control.submits;
        const words = sends
          ? [...control.texts, ...(step.target === undefined ? control.formTexts : [])]
          : control.texts;
        // A form holding a typed secret is sent to the site's own origin (or the login origin) only.
        if (sends && this.typedSecret && !this.secretOrigins().includes(originOf(control.formAction))) {
          await this.unmark(control.selector);
          throw new StepError(
            "secret_refused",
            `the form would send a secret to ${originOf(control.formAction)}`,
          );
        }
        if (looksLikeFinalOrder(words) && !step.allowFinalSubmit) {
          await this.unmark(control.selector);
          throw new StepError(
            "final_order_refused",
            `"${words.find((word) => looksLikeFinalOrder([word]))}" would place an order; allowFinalSubmit is not set for this step`,
          );
        }
        await this.whileNavigating(timeoutMs, async () => {
          if (step.action === "submit" && step.target === undefined) {
            await page.evaluate(submitFormScript(control.selector));
          } else {
            await page.click(control.selector);
          }
        });
        await this.unmark(control.selector).catch(() => {});
        return;
      }
      case "wait": {
        const deadline = Date.now() + timeoutMs;
        const condition = step.for;
        for (;;) {
          if ("url" in condition) {
            if (page.url().startsWith(resolve(condition.url, site))) return;
          } else if ("text" in condition) {
            if ((await page.evaluate(hasTextScript(condition.text)).catch(() => false)) === true) return;
          } else if (
            (await page.evaluate(hasSelectorScript(condition.selector)).catch(() => false)) === true
          ) {
            return;
          }
          if (Date.now() >= deadline) {
            throw new StepError("timeout", `waited ${timeoutMs} ms for ${JSON.stringify(condition)}`);
          }
          await this.nextChange(Math.min(100, deadline - Date.now()));
        }
      }
    }
  }

  private secretOrigins(): string[] {
    return secretOrigins(this.session.site, this.session.profile ?? {});
  }

  private value(value: Extract<Step, { action: "fill" }>["value"], what: string): string {
    const resolved = resolveStepValue(value, this.session.env);
    if (resolved === undefined) {
      throw new StepError(
        "missing_value",
        `the environment variable ${typeof value === "string" ? what : value.env} is not set`,
      );
    }
    return resolved;
  }

  private async find(
    kind: "field" | "control",
    locator: FieldLocator | ControlLocator,
    timeoutMs: number,
  ): Promise<Found> {
    const deadline = Date.now() + timeoutMs;
    const token = `s${Math.random().toString(36).slice(2, 10)}`;
    for (;;) {
      const found = (await this.session.page
        .evaluate(findScript(kind, locator, token))
        .catch(() => null)) as Omit<Found, "selector"> | null;
      if (found) return { ...found, selector: `[${markerAttribute}="${token}"]` };
      if (Date.now() >= deadline) {
        throw new StepError(
          "not_found",
          `no ${kind} ${describeLocator(locator)} on ${this.session.page.url()}`,
        );
      }
      await this.nextChange(Math.min(200, deadline - Date.now()));
    }
  }

  private async unmark(selector: string): Promise<void> {
    await this.session.page
      .evaluate(
        `(function(){var e=document.querySelector(${JSON.stringify(selector)});if(e)e.removeAttribute(${JSON.stringify(markerAttribute)});})()`,
      )
      .catch(() => {});
  }

  /**
   * Performs an action that may start a navigation, and returns once it has loaded (DOMContentLoaded
   * of the new document), or at once when none began within a short moment.
   */
  private async whileNavigating(timeoutMs: number, action: () => Promise<void>): Promise<void> {
    const { session, mainFrameId } = await this.protocol();
    let started = false;
    let resolveLoaded: () => void = () => {};
    const loaded = new Promise<void>((resolvePromise) => {
      resolveLoaded = resolvePromise;
    });
    const onStart = (event: { frameId: string }) => {
      if (event.frameId === mainFrameId) started = true;
    };
    const onStop = (event: { frameId: string }) => {
      if (event.frameId === mainFrameId && started) resolveLoaded();
    };
    session.on("Page.frameStartedLoading", onStart);
    session.on("Page.frameStoppedLoading", onStop);
    refusals.delete(this.session);
    try {
      await action();
      // A click's navigation starts within a few ms; a page that starts none is done at once.
      await this.nextChange(250);
      if (!started) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        loaded,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new StepError("timeout", `the page did not finish loading within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      if (this.session.page.url().startsWith("chrome-error:")) {
        const refused = refusals.get(this.session);
        throw refused !== undefined
          ? new StepError("blocked_target", `the step led to ${refused}, which is not allowed (not public)`)
          : new StepError("navigation_failed", "the step led to a page that did not load");
      }
    } finally {
      off(session, "Page.frameStartedLoading", onStart);
      off(session, "Page.frameStoppedLoading", onStop);
    }
  }

  /** A pause between two looks at the page (waiting for an element, a text, an address). */
  private nextChange(ms: number): Promise<void> {
    return new Promise((resolvePromise) => setTimeout(resolvePromise, Math.max(0, ms)));
  }

  private protocol(): Promise<{ session: MinimalCDPSession; mainFrameId: string }> {
    this.cdp ??= (async () => {
      const session = await this.session.page.createCDPSession();
      await session.send("Page.enable");
      const { frameTree } = (await session.send("Page.getFrameTree")) as {
        frameTree: { frame: { id: string } };
      };
      return { session, mainFrameId: frameTree.frame.id };
    })();
    return this.cdp;
  }

  /**
   * The page as it is, with password fields and every field holding a secret covered by a black box;
   * the boxes go again afterwards.
   */
  private async maskedScreenshot(): Promise<{ data: string; masked: number }> {
    const { page } = this.session;
    const { session } = await this.protocol();
    const masked = (await page.evaluate(maskScript([...this.secrets]))) as number;
    try {
      const { data } = (await session.send("Page.captureScreenshot", { format: "jpeg", quality: 60 })) as {
        data: string;
      };
      return { data, masked };
    } finally {
      await page.evaluate(unmaskScript).catch(() => {});
    }
  }
}

type Found = {
  selector: string;
  /** The element's own words: text, value, accessible name. */
  texts: string[];
  /** The texts of its form's submit controls. */
  formTexts: string[];
  /** Pressing it sends a form. */
  submits: boolean;
  /** A password field. */
  secret: boolean;
  /** Where its form is sent ("" outside a form). */
  formAction: string;
};

function off(session: MinimalCDPSession, event: string, handler: (payload: never) => void): void {
  (session as unknown as { off?: (event: string, handler: unknown) => void }).off?.(event, handler);
}

function describeLocator(locator: FieldLocator | ControlLocator): string {
  if ("label" in locator) return `labelled "${locator.label}"`;
  if ("name" in locator && !("role" in locator)) return `named "${locator.name}"`;
  if ("selector" in locator) return `matching ${locator.selector}`;
  if ("text" in locator) return `with the text "${locator.text}"`;
  return `with the role ${locator.role}${locator.name ? ` and the name "${locator.name}"` : ""}`;
}

function classify(error: unknown): StepFailureCode {
  if (error instanceof StepError) return error.code;
  const code = classifyNavigationError(error);
  if (code === "blocked_target") return "blocked_target";
  if (code === "timeout") return "timeout";
  return "navigation_failed";
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function required(value: string | undefined, what: string): string {
  if (value === undefined)
    throw new StepError("missing_value", `${what}: its environment variable is not set`);
  return value;
}

function resolve(url: string, site: string): string {
  return new URL(url, site).href;
}

function samePage(a: string, b: string): boolean {
  const strip = (url: string) => url.replace(/[?#].*$/, "");
  return strip(a) === strip(b);
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const normalizeFunction = `function norm(s) { return String(s || "").replace(/\\s+/g, " ").trim().toLowerCase(); }`;

function hasTextScript(text: string): string {
  return `(function () { ${normalizeFunction} return norm(document.body ? document.body.innerText : "").indexOf(norm(${JSON.stringify(text)})) >= 0; })()`;
}

function hasSelectorScript(selector: string): string {
  return `(function () { try { return document.querySelector(${JSON.stringify(selector)}) !== null; } catch (e) { return false; } })()`;
}

function clearFieldScript(selector: string): string {
  return `(function () { var e = document.querySelector(${JSON.stringify(selector)}); if (e) { e.focus(); e.value = ""; } })()`;
}

function submitFormScript(selector: string): string {
  return `(function () { var e = document.querySelector(${JSON.stringify(selector)}); var f = e && (e.form || e.closest("form")); if (f) f.requestSubmit(); })()`;
}

/**
 * Finds the field or control, marks it with the token and describes it; null when there is none.
 * Exact matches of the words first, then those containing them; only elements that are shown.
 */
function findScript(
  kind: "field" | "control",
  locator: FieldLocator | ControlLocator,
  token: string,
): string {
  return `(function (kind, locator, token, attribute) {
  ${normalizeFunction}
  function shown(e) { return e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden"; }
  function byIds(ids) { return String(ids || "").split(/\\s+/).map(function (id) { var r = id && document.getElementById(id); return r ? r.textContent : ""; }).join(" "); }
  function words(e) {
    var list = [e.innerText, e.value, e.getAttribute("aria-label"), byIds(e.getAttribute("aria-labelledby")), e.getAttribute("title")];
    if (e.labels) for (var i = 0; i < e.labels.length; i++) list.push(e.labels[i].innerText);
    return list.map(norm).filter(function (w) { return w !== ""; });
  }
  function pick(candidates, wanted) {
    var w = norm(wanted), exact = [], partial = [];
    candidates.forEach(function (e) {
      var ws = words(e);
      if (ws.indexOf(w) >= 0) exact.push(e); else if (ws.some(function (x) { return x.indexOf(w) >= 0; })) partial.push(e);
    });
    return exact[0] || partial[0] || null;
  }
  var implicit = { button: "button, input[type=submit], input[type=button], input[type=reset], input[type=image]", link: "a[href]", checkbox: "input[type=checkbox]", radio: "input[type=radio]", option: "option" };
  var fields = Array.prototype.slice.call(document.querySelectorAll("input:not([type=hidden]), select, textarea")).filter(shown);
  var found = null;
  try {
    if (locator.selector) found = document.querySelector(locator.selector);
    else if (kind === "field" && locator.name) found = fields.filter(function (e) { return e.name === locator.name; })[0] || null;
    else if (kind === "field") {
      found = fields.filter(function (e) {
        var ws = [];
        if (e.labels) for (var i = 0; i < e.labels.length; i++) ws.push(norm(e.labels[i].innerText));
        ws.push(norm(e.getAttribute("aria-label")), norm(byIds(e.getAttribute("aria-labelledby"))));
        return ws.indexOf(norm(locator.label)) >= 0;
      })[0] || null;
    } else if (locator.role) {
      var selector = "[role=" + locator.role + "]" + (implicit[locator.role] ? ", " + implicit[locator.role] : "");
      var candidates = Array.prototype.slice.call(document.querySelectorAll(selector)).filter(shown);
      found = locator.name ? pick(candidates, locator.name) : candidates[0] || null;
    } else {
      var controls = Array.prototype.slice.call(document.querySelectorAll("button, a[href], input[type=submit], input[type=button], input[type=reset], [role], summary, label, [onclick], [tabindex]")).filter(shown);
      found = pick(controls, locator.text);
      if (!found) {
        // Anything showing exactly these words (a div that only reacts to a mouse): the innermost.
        var all = Array.prototype.slice.call(document.body.querySelectorAll("*")).filter(function (e) { return norm(e.innerText) === norm(locator.text) && shown(e); });
        found = all.filter(function (e) { return !all.some(function (o) { return o !== e && e.contains(o); }); })[0] || null;
      }
    }
  } catch (error) { return null; }
  if (!found) return null;
  found.setAttribute(attribute, token);
  var form = found.form || found.closest("form");
  var type = (found.getAttribute("type") || "").toLowerCase();
  var submits = !!form && ((found.tagName === "BUTTON" && (type === "" || type === "submit")) || (found.tagName === "INPUT" && (type === "submit" || type === "image")));
  var formTexts = form ? Array.prototype.slice.call(form.querySelectorAll("button:not([type=button]):not([type=reset]), input[type=submit]")).map(function (e) { return norm(e.innerText || e.value); }) : [];
  // A button's formAction reads as the document's address when it has no formaction of its own.
  var formAction = form ? String(submits && found.hasAttribute("formaction") ? found.formAction : form.action) : "";
  return { texts: words(found), formTexts: formTexts, submits: submits, secret: type === "password", formAction: formAction };
})(${JSON.stringify(kind)}, ${JSON.stringify(locator)}, ${JSON.stringify(token)}, ${JSON.stringify(markerAttribute)})`;
}

const maskClass = "klarsicht-step-mask";

/** Covers password fields and fields holding a secret with black boxes; returns how many. */
function maskScript(secrets: string[]): string {
  return `(function (secrets, cls) {
  var count = 0;
  document.querySelectorAll("input, textarea").forEach(function (e) {
    var type = (e.getAttribute("type") || "").toLowerCase();
    if (type !== "password" && !secrets.some(function (s) { return s && e.value.indexOf(s) >= 0; })) return;
    var r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return;
    var box = document.createElement("div");
    box.className = cls;
    box.style.cssText = "position:fixed;z-index:2147483647;background:#000;left:" + r.left + "px;top:" + r.top + "px;width:" + r.width + "px;height:" + r.height + "px";
    document.documentElement.appendChild(box);
    count++;
  });
  return count;
})(${JSON.stringify(secrets)}, ${JSON.stringify(maskClass)})`;
}

const unmaskScript = `document.querySelectorAll(".${maskClass}").forEach(function (e) { e.remove(); })`;
