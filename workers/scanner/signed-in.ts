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
import { isLoginPage, maskOutcome, prepareSession, type StepPage, type StepSession, signIn } from "./steps";

/** What the page needs beyond steps: reading the session's cookies and setting kept ones back. */
export type SessionPage = StepPage & {
  cookies(...urls: string[]): Promise<
    {
      name: string;
      value: string;
      domain: string;
      path: string;
      expires: number;
      httpOnly?: boolean;
      secure?: boolean;
      sameSite?: string;
    }[]
  >;
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
    const failure = await signIn(session, secrets);
    if (failure) return { ok: false, error: "login_failed", detail: `${failure.code}: ${failure.detail}` };
    await kept.save(sessionCookies(await page.cookies(...secretOrigins(site, profile))));
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
  return maskOutcome(outcome, secrets);
}

/** The cookies as kept: what setting them back needs, nothing of the browser's bookkeeping. */
function sessionCookies(cookies: Awaited<ReturnType<SessionPage["cookies"]>>): SessionCookie[] {
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
