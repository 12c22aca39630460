import { checkUrlSyntax } from "./guard";

export type WebsiteUrlError =
  | "required"
  | "tooLong"
  | "invalid"
  | "scheme"
  | "credentials"
  | "host"
  /** A private or loopback address, or an internal name such as localhost: the scanner never goes there. */
  | "notPublic";

export type WebsiteUrlResult = { ok: true; url: string } | { ok: false; error: WebsiteUrlError };

const MAX_LENGTH = 2048;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const HOST_WITH_PORT = /^[^:/]+:\d+(\/|$)/;

/**
 * Checks what a visitor typed as their website's address and normalises it (https:// is added when
 * no scheme is given). This is a form check for clear messages; the scanner applies its own,
 * stricter network guard before it connects anywhere. Addresses the scanner would refuse without DNS
 * (private and loopback IPs, localhost and other internal names) are refused here already, with one
 * message in every form; `allowedHostPorts` are the local fixture sites that may be scanned anyway.
 */
export function parseWebsiteUrl(input: unknown, allowedHostPorts: readonly string[] = []): WebsiteUrlResult {
  const raw = typeof input === "string" ? input.trim() : "";
  if (raw.length === 0) return { ok: false, error: "required" };
  if (raw.length > MAX_LENGTH) return { ok: false, error: "tooLong" };
  if (/\s/.test(raw)) return { ok: false, error: "invalid" };

  // "example.com:8080" starts like a scheme but is a host with a port.
  const hasScheme = SCHEME.test(raw) && !HOST_WITH_PORT.test(raw);
  const candidate = hasScheme ? raw : `https://${raw}`;

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, error: "invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, error: "scheme" };
  if (url.username || url.password) return { ok: false, error: "credentials" };

  if (!checkUrlSyntax(url.href, { allowPrivate: false, allowedHostPorts }).ok) {
    return { ok: false, error: isTypo(url.hostname) ? "host" : "notPublic" };
  }

  const host = url.hostname.replace(/\.$/, "");
  const isIpv6 = host.startsWith("[");
  const isIpv4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
  const labels = host.split(".");
  const looksLikeDomain =
    labels.length >= 2 &&
    labels.every((label) => /^(?!-)[a-z\d-]{1,63}(?<!-)$/i.test(label) || /^xn--/i.test(label)) &&
    /^[a-z]{2,63}$|^xn--[a-z\d-]+$/i.test(labels.at(-1) ?? "");
  if (!isIpv6 && !isIpv4 && !looksLikeDomain) return { ok: false, error: "host" };

  url.hash = "";
  return { ok: true, url: url.toString() };
}

/**
 * A single word without a dot ("beispiel") is a typo far more often than an internal host: it gets the
 * message that asks for a domain. localhost is internal by name.
 */
function isTypo(hostname: string): boolean {
  return !hostname.includes(".") && !hostname.includes(":") && hostname !== "localhost";
}
