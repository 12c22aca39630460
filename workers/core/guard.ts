/**
 * The scanner's SSRF guard: a scan target, and every request its page makes, must lead to a public address.
 * Runtime-agnostic (Node and Cloudflare Workers): no Node imports; DNS comes in as a Resolver.
 */
import ipaddr from "ipaddr.js";

export type TargetPolicy = {
  /** CLI opt-in (--allow-private): private/loopback addresses allowed. Never the default. */
  allowPrivate: boolean;
  /** Exact "host:port" pairs allowed despite being private, for the local test/bench fixture servers only, e.g. "127.0.0.1:41234". */
  allowedHostPorts?: readonly string[];
};

/** All A and AAAA addresses of a host name. */
export type Resolver = (hostname: string) => Promise<string[]>;

export type GuardRefusal = {
  ok: false;
  error: "invalid_url" | "blocked_target" | "dns_failed";
  reason: string;
};
export type GuardDecision = { ok: true; url: URL } | GuardRefusal;

/** A vetted target: the addresses a caller may connect to (exactly these, never a fresh lookup). */
export type ResolvedTarget = { ok: true; url: URL; port: number; addresses: string[] } | GuardRefusal;

/**
 * Names that only mean something inside a network (RFC 6761/6762/8375, ICANN's .internal, common private
 * suffixes). Refused before DNS because split-horizon resolvers answer them with internal addresses.
 */
const internalNameSuffixes = [
  "localhost",
  "local",
  "localdomain",
  "internal",
  "intranet",
  "lan",
  "home.arpa",
  "corp",
] as const;

/** true only for addresses reachable on the public internet; false for anything unparsable. */
export function isPublicAddress(ip: string): boolean {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.parse(ip.replace(/^\[(.*)\]$/, "$1"));
  } catch {
    return false;
  }
  return address instanceof ipaddr.IPv4 ? isPublicIPv4(address) : isPublicIPv6(address);
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  // ipaddr.js names every special-purpose range (private, loopback, link-local, CGNAT, reserved, ...);
  // only what is left over is public.
  return address.range() === "unicast";
}

/** The 2000::/3 global unicast block: everything outside it is special-purpose or unallocated. */
const globalUnicastV6 = ipaddr.IPv6.parseCIDR("2000::/3");
/** NAT64 well-known prefix (RFC 6052): the gateway connects to the IPv4 address in the last 32 bits. */
const nat64WellKnownPrefix = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (translated) reach the embedded IPv4 address.
  if (range === "ipv4Mapped" || range === "rfc6145" || address.match(nat64WellKnownPrefix)) {
    return isPublicIPv4(embeddedIPv4(address));
  }
  // Everything else ipaddr.js names (6to4, Teredo, local-use NAT64, site-local, documentation, ...) is
  // refused outright, as is anything outside 2000::/3 such as deprecated IPv4-compatible ::a.b.c.d.
  return range === "unicast" && address.match(globalUnicastV6);
}

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}

/** Checks what can be checked without DNS: scheme, credentials, internal names, IP literals. */
export function checkUrlSyntax(input: string, policy: TargetPolicy): GuardDecision {
  let url: URL;
  try {
    // The WHATWG parser also normalises IPv4 in decimal, hex, octal and short forms ("127.1", "0x7f.1",
    // "2852039166") to dotted quads, so the literal checks below see what a browser would connect to.
    url = new URL(input);
  } catch {
    return refuse("invalid_url", "not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return refuse("invalid_url", `scheme ${url.protocol} is not http(s)`);
  }
  if (url.username !== "" || url.password !== "") {
    // "http://example.com@127.0.0.1/" reads like example.com to a human; never scan with credentials.
    return refuse("invalid_url", "credentials in the URL are not allowed");
  }

  const host = hostOf(url);
  if (policy.allowPrivate || isExempt(host, portOf(url), policy)) return { ok: true, url };

  if (ipaddr.isValid(host)) {
    return isPublicAddress(host)
      ? { ok: true, url }
      : refuse("blocked_target", `${host} is not a public address`);
  }
  if (!host.includes(".")) {
    // Single-label names are completed with the machine's search domains: internal by construction.
    return refuse("blocked_target", `${host} is not a public host name`);
  }
  if (internalNameSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    return refuse("blocked_target", `${host} is an internal host name`);
  }
  return { ok: true, url };
}

/** checkUrlSyntax, then resolve a host name and refuse if ANY of its addresses is not allowed. */
export async function checkTarget(
  input: string,
  policy: TargetPolicy,
  resolve: Resolver,
): Promise<GuardDecision> {
  const target = await resolveTarget(input, policy, resolve);
  return target.ok ? { ok: true, url: target.url } : target;
}

/**
 * checkTarget that also hands back the vetted addresses, for callers that connect themselves (the local
 * filtering proxy): connecting to exactly these, without a second lookup, is what defeats DNS rebinding.
 */
export async function resolveTarget(
  input: string,
  policy: TargetPolicy,
  resolve: Resolver,
): Promise<ResolvedTarget> {
  const syntax = checkUrlSyntax(input, policy);
  if (!syntax.ok) return syntax;
  const url = syntax.url;
  const host = hostOf(url);
  const port = portOf(url);
  if (ipaddr.isValid(host)) return { ok: true, url, port, addresses: [host] };

  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    return refuse(
      "dns_failed",
      `${host} does not resolve: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (addresses.length === 0) return refuse("dns_failed", `${host} has no addresses`);

  if (!isExempt(host, port, policy)) {
    // One private answer is enough to refuse: a browser may pick any of them, on any connection.
    const blocked = addresses.find((address) => !isAddressAllowed(address, port, policy));
    if (blocked !== undefined) return refuse("blocked_target", `${host} resolves to ${blocked}, not public`);
  }
  return { ok: true, url, port, addresses };
}

/** May the page make this request? http(s) and ws(s) are checked as targets; page-local schemes pass. */
export async function isRequestAllowed(
  url: string,
  policy: TargetPolicy,
  resolve: Resolver,
): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  switch (parsed.protocol) {
    case "http:":
    case "https:":
      return (await checkTarget(url, policy, resolve)).ok;
    case "ws:":
    case "wss:":
      // Same host and default port as http(s); checked as such.
      parsed.protocol = parsed.protocol === "ws:" ? "http:" : "https:";
      return (await checkTarget(parsed.href, policy, resolve)).ok;
    case "data:":
    case "blob:":
      // Content the page already holds: no connection is made.
      return true;
    case "about:":
      return parsed.pathname === "blank" || parsed.pathname === "srcdoc";
    default:
      // file:, chrome:, view-source:, javascript:, ftp:, filesystem: ...
      return false;
  }
}

function isAddressAllowed(address: string, port: number, policy: TargetPolicy): boolean {
  return policy.allowPrivate || isPublicAddress(address) || isExempt(address, port, policy);
}

function isExempt(host: string, port: number, policy: TargetPolicy): boolean {
  const allowed = policy.allowedHostPorts;
  if (allowed === undefined || allowed.length === 0) return false;
  const key = hostPortKey(host, port);
  return allowed.some((entry) => normaliseHostPort(entry) === key);
}

/** "host:port" with IPv6 in brackets, lowercase, compressed, without trailing dots. */
function hostPortKey(host: string, port: number): string {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  const canonical = ipaddr.isValid(bare) ? ipaddr.parse(bare).toString() : bare.toLowerCase();
  return canonical.includes(":") ? `[${canonical}]:${port}` : `${canonical}:${port}`;
}

function normaliseHostPort(entry: string): string | undefined {
  try {
    const url = new URL(`http://${entry}`);
    return url.port === "" && !entry.endsWith(":80") ? undefined : hostPortKey(hostOf(url), portOf(url));
  } catch {
    return undefined;
  }
}

/** The URL's host without IPv6 brackets and trailing dots ("localhost." is localhost). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.+$/, "");
}

function portOf(url: URL): number {
  if (url.port !== "") return Number(url.port);
  return url.protocol === "https:" || url.protocol === "wss:" ? 443 : 80;
}

function refuse(error: GuardRefusal["error"], reason: string): GuardRefusal {
  return { ok: false, error, reason };
}
