/**
 * The scanner Worker's GuardedFetch for discovery (robots.txt, sitemaps): the platform's fetch with
 * redirects followed by hand, so that every hop passes the same check as the page guard on Browser
 * Rendering: the URL (isRequestAllowedWithoutDns), then its host name's addresses as DNS over HTTPS
 * tells them (the Worker has no resolver of its own; doh.ts). The platform's fetch resolves again, so
 * DNS rebinding stays possible (docs/decisions/003).
 */

import { crawlerUserAgent } from "#core/crawl";
import { concatBytes, type FetchResponse, type GuardedFetch } from "#core/discover";
import { checkTarget, checkUrlSyntax, type Resolver, type TargetPolicy } from "#core/guard";
import { isRequestAllowedWithoutDns } from "./browser-rendering";
import { perJobResolver } from "./doh";

export const guardedFetchDefaults = { maxRedirects: 5, timeoutMs: 15_000 } as const;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export function fetchWithoutDns(
  policy: TargetPolicy,
  options: {
    resolve: Resolver;
    timeoutMs?: number;
    fetch?: typeof fetch;
    /** Headers a hop gets by its address (a signed-in run's session goes to the site's origins only). */
    headersFor?: (url: string) => Record<string, string> | undefined;
  },
): GuardedFetch {
  const send = options.fetch ?? fetch;
  const resolve = perJobResolver(options.resolve);
  const timeoutMs = options.timeoutMs ?? guardedFetchDefaults.timeoutMs;
  return async (startUrl, { maxBytes, accept }) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = startUrl;
    try {
      for (let hop = 0; hop <= guardedFetchDefaults.maxRedirects; hop++) {
        if (!isRequestAllowedWithoutDns(url, policy)) {
          const syntax = checkUrlSyntax(url, policy);
          return { ok: false, error: syntax.ok ? "blocked_target" : syntax.error };
        }
        const target = await checkTarget(url, policy, resolve);
        if (!target.ok) return { ok: false, error: target.error };
        const response = await send(url, {
          redirect: "manual",
          signal,
          headers: { ...options.headersFor?.(url), "User-Agent": crawlerUserAgent, Accept: accept ?? "*/*" },
        });
        const location = response.headers.get("Location");
        if (redirectStatuses.has(response.status) && location !== null) {
          await response.body?.cancel().catch(() => {});
          url = new URL(location, url).href;
          continue;
        }
        return await readResponse(response, url, maxBytes);
      }
      // A redirect loop, as the browser would report it.
      return { ok: false, error: "unreachable" };
    } catch (error) {
      return { ok: false, error: signal.aborted || isTimeout(error) ? "timeout" : "unreachable" };
    }
  };
}

async function readResponse(response: Response, url: string, maxBytes: number): Promise<FetchResponse> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > maxBytes) {
        chunks.push(value.subarray(0, maxBytes - size));
        size = maxBytes;
        truncated = true;
        await reader.cancel().catch(() => {});
        break;
      }
      chunks.push(value);
      size += value.byteLength;
    }
  }
  return {
    ok: true,
    status: response.status,
    url,
    contentType: mediaType(response.headers.get("Content-Type")),
    body: concatBytes(chunks, size),
    truncated,
  };
}

/** "text/html; charset=utf-8" → "text/html". */
export function mediaType(header: string | null | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
