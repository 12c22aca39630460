/**
 * A page of a signed-in run scanned on Browser Rendering (decision 047). Each job has a browser context
 * of its own, so the run's session travels between jobs as the site's cookies, sealed in D1 by the
 * caller: a job scans in the kept session, signs in when there is none or the page lands on the login
 * form (the site cut the session), and hands the new cookies back to be kept. The crawl never follows
 * logout or destructive links, and no secret is in what comes back.
 */
import type { ScanOutcome } from "#core/contract";
import type { SessionCookie } from "#core/site-steps.server";
import { type AuthProfile, destructiveLinkFilter, secretOrigins, secretsOf } from "#core/steps";
import {
  isLoginPage,
  markSignedIn,
  maskOutcome,
  prepareSession,
  type StepPage,
  type StepSession,
  sessionCookies,
  signIn,
} from "./steps";

/** What the page needs beyond steps: setting a kept session's cookies back where they were. */
export type SessionPage = StepPage & {
  setCookie(
    ...cookies: (SessionCookie | { name: string; value: string; url: string; httpOnly?: boolean })[]
  ): Promise<void>;
};

export type KeptSession = {
  /** The run's session as kept so far; null when none is (the job signs in). */
  cookies: SessionCookie[] | null;
  /** Keeps the session the job signed in to, for the run's next jobs. */
  save(cookies: SessionCookie[]): Promise<void>;
};

/** Signing in again when a page lands on the login form, at most this often a job. */
const reloginsPerJob = 1;

export async function scanSignedIn(
  session: StepSession & { profile: AuthProfile; page: SessionPage },
  url: string,
  kept: KeptSession,
): Promise<ScanOutcome> {
  const { profile, page, site, tab } = session;
  const secrets = new Set(secretsOf(profile, session.env));
  try {
    await prepareSession(session);
  } catch {
    return { ok: false, error: "login_failed", detail: "missing_value" };
  }
  const login = async (): Promise<ScanOutcome | null> => {
    const signedIn = await signInForSession(session, secrets);
    if ("failure" in signedIn) return { ok: false, error: "login_failed", detail: signedIn.failure };
    await kept.save(signedIn.cookies);
    return null;
  };
  if (kept.cookies && kept.cookies.length > 0) await page.setCookie(...kept.cookies);
  else {
    const failed = await login();
    if (failed) return maskOutcome(failed, secrets);
  }
  let outcome = await tab.scan(url, session.scanOptions);
  for (
    let relogins = 0;
    relogins < reloginsPerJob && outcome.ok && isLoginPage(outcome.report.finalUrl, profile, site);
    relogins++
  ) {
    const failed = await login();
    if (failed) return maskOutcome(failed, secrets);
    outcome = await tab.scan(url, session.scanOptions);
  }
  if (outcome.ok && outcome.report.links) {
    const skip = destructiveLinkFilter(profile.exclude);
    outcome.report.links = outcome.report.links.filter((link) => !skip(link));
  }
  return maskOutcome(markSignedIn(outcome, profile, site), secrets);
}

/**
 * Signs in on a prepared session and reads the session's cookies for the site's origin and the login
 * origin; or why it failed (its code and masked detail).
 */
export async function signInForSession(
  session: StepSession & { profile: AuthProfile },
  secrets: Set<string>,
): Promise<{ cookies: SessionCookie[] } | { failure: string }> {
  const failure = await signIn(session, secrets);
  if (failure) return { failure: `${failure.code}: ${failure.detail}` };
  return {
    cookies: sessionCookies(await session.page.cookies(...secretOrigins(session.site, session.profile))),
  };
}
