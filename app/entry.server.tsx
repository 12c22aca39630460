import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { NonceContext } from "~/components/nonce";
import { serverI18nOptions } from "~/i18n.server";
import type { AppEnv } from "~/utils/env.server";
import { getLocale } from "~/utils/locale.server";
import { type TurnstileService, turnstileOrigin } from "~/utils/turnstile.server";

const ABORT_DELAY_MS = 5_000;

/**
 * Forms may post to this site only; but some of its POSTs answer with a redirect to the sign-in provider
 * (logout, verify) or to Stripe (checkout, billing portal), and browsers apply form-action to those
 * redirects too.
 */
function formTargets(env: AppEnv): string {
  const origins = new Set(["'self'", "https://checkout.stripe.com", "https://billing.stripe.com"]);
  for (const url of [env.OIDC_ISSUER, env.STRIPE_API_BASE]) if (url) origins.add(new URL(url).origin);
  return [...origins].join(" ");
}

/** The pages' Content-Security-Policy; the headers every response gets are set in app/request-pipeline.server.ts. */
function contentSecurityPolicy(
  nonce: string,
  env: AppEnv,
  turnstile: TurnstileService | null,
): string | null {
  // Vite's dev server injects scripts of its own; the policy is enforced for the built app.
  if (!import.meta.env.PROD) return null;
  // Turnstile's script is added by our own (nonced) code, which 'strict-dynamic' trusts; its origin is
  // listed for browsers without 'strict-dynamic'. The challenge itself runs in a frame of that origin.
  const challenges = turnstileOrigin(turnstile);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${challenges ? ` ${challenges}` : ""}`,
    ...(challenges ? [`frame-src ${challenges}`] : []),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `form-action ${formTargets(env)}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The page's stream, telling `onCancel` when the browser stops reading it. Only the Node dev server aborts
 * the request's signal when a browser goes away; the Worker's runtime cancels the body.
 */
function noticingCancel(
  stream: ReadableStream<Uint8Array>,
  onCancel: () => void,
): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      onCancel();
      return reader.cancel(reason);
    },
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...serverI18nOptions, lng: await getLocale(request) });
  const nonce = loadContext.cspNonce;
  let browserGone = false;

  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </I18nextProvider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        // A browser that went away mid-stream makes React report every unfinished part, and (React 18)
        // closing its stream a second time: none of it is a fault of the page.
        if (browserGone || request.signal.aborted) return;
        responseStatusCode = 500;
        console.error(error);
      },
    },
  );

  if (isbot(request.headers.get("user-agent") || "")) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.append("Vary", "Cookie, Accept-Language");
  const policy = contentSecurityPolicy(nonce, loadContext.env, loadContext.turnstile);
  if (policy) responseHeaders.set("Content-Security-Policy", policy);
  const stream = noticingCancel(body, () => {
    browserGone = true;
  });
  return new Response(stream, { headers: responseHeaders, status: responseStatusCode });
}
