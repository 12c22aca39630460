/**
 * Where a webhook may go: a public https address, checked with the scanner's own guard (workers/core/guard.ts)
 * when the endpoint is saved and again before every attempt, names resolved over DNS over HTTPS as on
 * the scanner Worker. Only the local fixtures' exact host:port pairs (LOCAL_SCANNER_ALLOW, empty in
 * production) may be private or plain http, as for scans.
 */
import { defaultDohEndpoint, dohResolver } from "#core/doh";
import { checkTarget } from "#core/guard";
import { type AppEnv, localScannerAllow } from "~/utils/env.server";
import { URL_MAX } from "./webhooks";

export type AddressError = "urlInvalid" | "urlNotHttps" | "urlNotPublic" | "urlUnresolvable";
type AddressEnv = Pick<AppEnv, "LOCAL_SCANNER_ALLOW" | "DOH_URL">;

function hostPort(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === "https:" ? "443" : "80")}`;
}

function isLocalFixture(url: URL, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    try {
      const fixture = new URL(`http://${entry}`);
      return `${fixture.hostname}:${fixture.port || "80"}` === hostPort(url);
    } catch {
      return false;
    }
  });
}

export async function checkWebhookAddress(
  input: string,
  env: AddressEnv,
): Promise<{ ok: true; url: URL } | { ok: false; error: AddressError }> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, error: "urlInvalid" };
  }
  if (input.length > URL_MAX) return { ok: false, error: "urlInvalid" };
  const allowed = localScannerAllow(env);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLocalFixture(url, allowed))) {
    return { ok: false, error: url.protocol === "http:" ? "urlNotHttps" : "urlInvalid" };
  }
  const resolve = dohResolver(env.DOH_URL || defaultDohEndpoint, { timeoutMs: 5_000 });
  const target = await checkTarget(url.href, { allowPrivate: false, allowedHostPorts: allowed }, resolve);
  if (target.ok) return { ok: true, url: target.url };
  if (target.error === "invalid_url") return { ok: false, error: "urlInvalid" };
  return { ok: false, error: target.error === "dns_failed" ? "urlUnresolvable" : "urlNotPublic" };
}
