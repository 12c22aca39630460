import type { MailConfig } from "./config.server";

/** One mail as Resend's `POST /emails` takes it. */
export type ProviderMail = {
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

export type SendOutcome =
  | { ok: true; providerId: string }
  /** `retry`: worth trying again later (network, rate limit, provider down, wrong key until fixed). */
  | { ok: false; retry: boolean; error: string };

/** Resend refuses these for good: the mail itself is malformed, sending it again changes nothing. */
const PERMANENT_ERRORS = new Set([
  "validation_error",
  "invalid_idempotent_request",
  "invalid_idempotency_key",
]);

/**
 * Sends one mail through Resend's HTTP API with plain fetch (no SDK: one endpoint, and its SDK pulls in
 * React for templates). The outbox's dedupe key is the Idempotency-Key, so a retry after a lost answer
 * returns the first answer instead of sending a second mail.
 */
export async function sendThroughResend(
  config: MailConfig,
  mail: ProviderMail,
  idempotencyKey: string,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/emails`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        "Content-Type": "application/json",
        "Idempotency-Key": idempotencyKey,
      },
      body: JSON.stringify({
        from: config.from,
        to: [mail.to],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        ...(Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
      }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return {
      ok: false,
      retry: true,
      error: `network: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    name?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && typeof body?.id === "string") return { ok: true, providerId: body.id };
  const name = typeof body?.name === "string" ? body.name : "unknown_error";
  const message = typeof body?.message === "string" ? body.message : response.statusText;
  return {
    ok: false,
    retry: !PERMANENT_ERRORS.has(name),
    error: `${response.status} ${name}: ${message}`.slice(0, 500),
  };
}
