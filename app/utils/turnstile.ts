/** Cloudflare Turnstile, what both the server and the browser know (no secret here). */

/** The form field Turnstile's widget puts its token into, and the server reads. */
export const TURNSTILE_RESPONSE_FIELD = "cf-turnstile-response";

/** Why a form's Turnstile check did not pass: no or a refused token, or Cloudflare could not be asked. */
export type TurnstileError = "turnstileFailed" | "turnstileUnavailable";

/** What a page needs to show the widget: the public site key and where the script comes from. */
export type TurnstileWidgetConfig = { siteKey: string; scriptUrl: string };

/** The actions named in the widget and checked in Cloudflare's answer, one per protected form. */
export type TurnstileAction = "free-scan" | "contact";
