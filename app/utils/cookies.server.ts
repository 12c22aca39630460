import { type CookieOptions, type CookieSerializeOptions, createCookie } from "@remix-run/cloudflare";

/**
 * Every cookie the app reads goes through here. Browsers keep and send whatever a site, an extension, a
 * proxy or a person put into them, so a value that does not parse (a broken signature or base64, a bad
 * percent-escape, JSON of another shape) is treated as no cookie at all, never as a server error.
 */
export type AppCookie<T> = {
  readonly name: string;
  /** The cookie's value, or null when it is absent or does not parse into a `T`. */
  parse(cookieHeader: string | null): Promise<T | null>;
  serialize(value: T, options?: CookieSerializeOptions): Promise<string>;
  /** The Set-Cookie header that removes the cookie from the browser. */
  expire(): Promise<string>;
};

/**
 * A Remix cookie (signed when `options.secrets` is set) whose reading never throws: Remix's own `parse`
 * throws on a signature that is not base64 (`atob`), and hands back `{}` for a payload that is not JSON.
 */
export function createAppCookie<T>(
  name: string,
  options: CookieOptions,
  isValue: (value: unknown) => value is T,
): AppCookie<T> {
  const cookie = createCookie(name, options);
  return {
    name,
    async parse(cookieHeader) {
      if (!cookieHeader) return null;
      let value: unknown;
      try {
        value = await cookie.parse(cookieHeader);
      } catch {
        return null;
      }
      return isValue(value) ? value : null;
    },
    serialize: (value, serializeOptions) => cookie.serialize(value, serializeOptions),
    expire: () => cookie.serialize("", { maxAge: 0, expires: new Date(0) }),
  };
}

/** The name=value pairs of a Cookie header as sent, names trimmed, values still encoded. */
export function cookiePairs(cookieHeader: string | null): Array<{ name: string; value: string }> {
  return (cookieHeader ?? "").split(";").flatMap((part) => {
    const equals = part.indexOf("=");
    const name = (equals === -1 ? part : part.slice(0, equals)).trim();
    if (!name) return [];
    return [{ name, value: equals === -1 ? "" : part.slice(equals + 1).trim() }];
  });
}

/** Whether the Cookie header carries a cookie of this name, whatever its value. */
export function hasCookie(cookieHeader: string | null, name: string): boolean {
  return cookiePairs(cookieHeader).some((pair) => pair.name === name);
}

/**
 * A plain (unsigned, not base64) cookie's value, percent-decoded; null when it is absent or its
 * percent-escapes are broken. The first of several cookies of one name wins, as browsers send the most
 * specific path first.
 */
export function plainCookieValue(cookieHeader: string | null, name: string): string | null {
  const pair = cookiePairs(cookieHeader).find((candidate) => candidate.name === name);
  if (!pair) return null;
  const quoted = pair.value.length >= 2 && pair.value.startsWith('"') && pair.value.endsWith('"');
  try {
    return decodeURIComponent(quoted ? pair.value.slice(1, -1) : pair.value);
  } catch {
    return null;
  }
}
