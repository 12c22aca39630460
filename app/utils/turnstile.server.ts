import type { AppEnv } from "./env.server";
import {
  TURNSTILE_RESPONSE_FIELD,
  type TurnstileAction,
  type TurnstileError,
  type TurnstileWidgetConfig,
} from "./turnstile";

const CLOUDFLARE_CHALLENGES = "https://challenges.cloudflare.com";

/** Cloudflare's documented always-pass secret: fine on this machine, a disabled protection in production. */
const ALWAYS_PASS_TEST_SECRET = "1x0000000000000000000000000000000AA";

/** Cloudflare documents tokens of at most 2048 characters. */
const MAX_TOKEN_LENGTH = 2048;
const VERIFY_TIMEOUT_MS = 10_000;

/** Turnstile for this request: the widget's public settings and the server's secret, configured whole. */
export type TurnstileService = {
  widget: TurnstileWidgetConfig;
  secretKey: string;
  verifyUrl: string;
};

/** The part of Cloudflare's siteverify answer that the app reads. */
type SiteverifyAnswer = {
  success?: unknown;
  "error-codes"?: unknown;
  action?: unknown;
};

/**
 * Turnstile for this request: null when neither key is set (the forms are not protected, e.g. in
 * local tests that do not need it). Only one key is a deployment error, named at the first request. The
 * script and siteverify addresses point at the local stand-in only: production always talks to Cloudflare.
 * The always-pass test secret outside local use would switch the protection off unnoticed, so it is refused.
 */
export function turnstileFrom(env: AppEnv): TurnstileService | null {
  const { TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY, TURNSTILE_SCRIPT_URL, TURNSTILE_VERIFY_URL } = env;
  if (!TURNSTILE_SITE_KEY && !TURNSTILE_SECRET_KEY) return null;
  if (!TURNSTILE_SITE_KEY || !TURNSTILE_SECRET_KEY) {
    const missing = TURNSTILE_SITE_KEY ? "TURNSTILE_SECRET_KEY" : "TURNSTILE_SITE_KEY";
    throw new Error(`Turnstile is configured only in part: set ${missing}`);
  }
  const local = Boolean(env.LOCAL_BROWSER_RENDERING_URL || TURNSTILE_VERIFY_URL);
  if (TURNSTILE_SECRET_KEY === ALWAYS_PASS_TEST_SECRET && !local) {
    throw new Error("Turnstile uses Cloudflare's always-pass test secret outside local development");
  }
  return {
    widget: {
      siteKey: TURNSTILE_SITE_KEY,
      scriptUrl: TURNSTILE_SCRIPT_URL ?? `${CLOUDFLARE_CHALLENGES}/turnstile/v0/api.js`,
    },
    secretKey: TURNSTILE_SECRET_KEY,
    verifyUrl: TURNSTILE_VERIFY_URL ?? `${CLOUDFLARE_CHALLENGES}/turnstile/v0/siteverify`,
  };
}

/** The origins the pages' Content-Security-Policy must allow for the widget's script and its frame. */
export function turnstileOrigin(service: TurnstileService | null): string | null {
  return service ? new URL(service.widget.scriptUrl).origin : null;
}

/**
 * Asks Cloudflare (siteverify) whether the form's token is a fresh, passed challenge of this form.
 * A missing or overlong token is refused without asking; when Cloudflare cannot be reached the form is
 * refused too (fail closed), with its own message so the visitor knows it was not them.
 */
export async function verifyTurnstile(
  service: TurnstileService,
  form: FormData,
  request: Request,
  action: TurnstileAction,
): Promise<{ ok: true } | { ok: false; error: TurnstileError }> {
  const token = form.get(TURNSTILE_RESPONSE_FIELD);
  if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    return { ok: false, error: "turnstileFailed" };
  }
  const body = new URLSearchParams({
    secret: service.secretKey,
    response: token,
    // One retry of the same check must not count as a second use of the token.
    idempotency_key: crypto.randomUUID(),
  });
  const remoteIp = request.headers.get("CF-Connecting-IP");
  if (remoteIp) body.set("remoteip", remoteIp);

  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(service.verifyUrl, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    console.error("Turnstile siteverify failed", error);
    return { ok: false, error: "turnstileUnavailable" };
  }
  if (answer.success !== true) return { ok: false, error: "turnstileFailed" };
  // A token solved for the other form (or another site's action) does not count for this one. Test
  // keys' tokens carry no action.
  if (typeof answer.action === "string" && answer.action !== "" && answer.action !== action) {
    return { ok: false, error: "turnstileFailed" };
  }
  return { ok: true };
}
