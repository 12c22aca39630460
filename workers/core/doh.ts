/**
 * Name resolution for Workers, which have no DNS API (the scanner Worker's guard, the app's webhooks):
 * DNS over HTTPS with the JSON API that Cloudflare's resolver (https://cloudflare-dns.com/dns-query) and
 * others answer. Runtime-agnostic: only fetch. The guard (guard.ts) decides what the answers mean; this only asks and reads.
 */
import ipaddr from "ipaddr.js";
import type { Resolver } from "#core/guard";

export const defaultDohEndpoint = "https://cloudflare-dns.com/dns-query";

/** DNS record types (RFC 1035, RFC 3596) and the resolver's status for "no such name" (RCODE 3). */
const recordType = { A: 1, AAAA: 28 } as const;
const nxdomain = 3;

type DohAnswer = { Status?: unknown; Answer?: unknown };

/**
 * Every A and AAAA address of a host name, asked of the DNS-over-HTTPS resolver at `endpoint`. A
 * resolver that cannot be reached, answers with an error or with nonsense throws: the guard then
 * refuses the target ("dns_failed"), as it must when it cannot tell where a name leads.
 */
export function dohResolver(
  endpoint: string = defaultDohEndpoint,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Resolver {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 5_000;
  const ask = async (hostname: string, type: keyof typeof recordType): Promise<string[]> => {
    const url = new URL(endpoint);
    url.searchParams.set("name", hostname);
    url.searchParams.set("type", type);
    const response = await send(url.href, {
      headers: { Accept: "application/dns-json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the DNS resolver answered HTTP ${response.status}`);
    const body = (await response.json()) as DohAnswer;
    if (body.Status === nxdomain) throw new Error("no such domain");
    if (body.Status !== 0) throw new Error(`the DNS resolver answered status ${String(body.Status)}`);
    if (body.Answer === undefined) return [];
    if (!Array.isArray(body.Answer)) throw new Error("the DNS resolver's answer is malformed");
    // CNAME records come along with the addresses they lead to: only the addresses count.
    return body.Answer.filter(
      (record): record is { type: number; data: string } =>
        typeof record === "object" && record !== null && record.type === recordType[type],
    ).map((record) => {
      if (typeof record.data !== "string" || !ipaddr.isValid(record.data))
        throw new Error("the DNS resolver's answer is malformed");
      return record.data;
    });
  };
  return async (hostname) => {
    const bare = hostname.replace(/^\[(.*)\]$/, "$1");
    if (ipaddr.isValid(bare)) return [bare];
    // Both families: a browser may connect over either, so a private answer in one refuses the name.
    const [v4, v6] = await Promise.all([ask(bare, "A"), ask(bare, "AAAA")]);
    return [...v4, ...v6];
  };
}
