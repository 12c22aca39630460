/**
 * The local scanner's GuardedFetch for discovery (robots.txt, sitemaps). Each hop is resolved once by
 * the guard (resolveTarget) and the connection goes to exactly the vetted addresses, never to a second
 * lookup of the name: the same defence against DNS rebinding as the filtering proxy's. Redirects are
 * followed by hand, each new address vetted the same way.
 */
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { ScanErrorCode } from "#core/contract";
import { crawlerUserAgent } from "#core/crawl";
import { concatBytes, type FetchResponse, type GuardedFetch } from "#core/discover";
import { type Resolver, resolveTarget, type TargetPolicy } from "#core/guard";
import { guardedFetchDefaults, mediaType } from "#scanner/fetch-without-dns";
import { resolveAll } from "./dns";

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

type Hop =
  | { kind: "response"; response: FetchResponse }
  | { kind: "redirect"; location: string }
  | { kind: "error"; error: ScanErrorCode };

export function guardedFetch(
  policy: TargetPolicy,
  resolve: Resolver = resolveAll,
  options: {
    timeoutMs?: number;
    /** Headers a hop gets by its address (a signed-in run's session goes to the site's origins only). */
    headersFor?: (url: string) => Record<string, string> | undefined;
  } = {},
): GuardedFetch {
  const timeoutMs = options.timeoutMs ?? guardedFetchDefaults.timeoutMs;
  return async (startUrl, { maxBytes, accept }) => {
    const deadline = Date.now() + timeoutMs;
    let url = startUrl;
    for (let hop = 0; hop <= guardedFetchDefaults.maxRedirects; hop++) {
      const target = await resolveTarget(url, policy, resolve);
      if (!target.ok) return { ok: false, error: target.error };
      const result = await request(target.url, target.addresses, {
        accept: accept ?? "*/*",
        headers: options.headersFor?.(url),
        maxBytes,
        timeoutMs: Math.max(1, deadline - Date.now()),
      });
      if (result.kind === "error") return { ok: false, error: result.error };
      if (result.kind === "response") return result.response;
      url = new URL(result.location, url).href;
    }
    return { ok: false, error: "unreachable" };
  };
}

/** One GET to one of the vetted addresses; the body is left as sent (gzip is discover.ts's business). */
function request(
  url: URL,
  addresses: string[],
  options: { accept: string; headers?: Record<string, string>; maxBytes: number; timeoutMs: number },
): Promise<Hop> {
  return new Promise((settle) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(url, {
      method: "GET",
      lookup: pinnedLookup(addresses),
      // SNI and certificate checks stay with the name, whatever address we connect to.
      servername: isIP(url.hostname.replace(/^\[(.*)\]$/, "$1")) === 0 ? url.hostname : undefined,
      headers: {
        ...options.headers,
        "User-Agent": crawlerUserAgent,
        Accept: options.accept,
        "Accept-Encoding": "gzip",
      },
      timeout: options.timeoutMs,
      agent: false,
    });
    const timer = setTimeout(() => req.destroy(new TimeoutFailure()), options.timeoutMs);
    const done = (hop: Hop) => {
      clearTimeout(timer);
      settle(hop);
    };
    req.on("timeout", () => req.destroy(new TimeoutFailure()));
    req.on("error", (error) =>
      done({ kind: "error", error: error instanceof TimeoutFailure ? "timeout" : "unreachable" }),
    );
    req.on("response", (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (redirectStatuses.has(status) && location !== undefined) {
        response.destroy();
        return done({ kind: "redirect", location });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      const finish = () =>
        done({
          kind: "response",
          response: {
            ok: true,
            status,
            url: url.href,
            contentType: mediaType(response.headers["content-type"]),
            body: concatBytes(chunks, size),
            truncated,
          },
        });
      response.on("data", (chunk: Buffer) => {
        if (truncated) return;
        if (size + chunk.length > options.maxBytes) {
          chunks.push(chunk.subarray(0, options.maxBytes - size));
          size = options.maxBytes;
          truncated = true;
          response.destroy();
          finish();
          return;
        }
        chunks.push(chunk);
        size += chunk.length;
      });
      response.on("end", finish);
      response.on("error", () => {
        if (!truncated) done({ kind: "error", error: "unreachable" });
      });
    });
    req.end();
  });
}

/** Answers Node's lookup with the vetted addresses only: there is no second DNS question to rebind. */
function pinnedLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
  return (_hostname, options, callback) => {
    if (options.all) return callback(null, entries);
    const first = entries[0];
    if (!first) return callback(new Error("no vetted address"), "", 4);
    callback(null, first.address, first.family);
  };
}

class TimeoutFailure extends Error {}
