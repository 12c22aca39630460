import type { Cookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, isLocale, type Locale, locales } from "~/i18n";
import { serverI18nOptions } from "~/i18n.server";
import { plainCookieValue } from "./cookies.server";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The `locale` cookie holds the bare language code so that the browser script can read and mirror it;
 * Remix's own cookies would wrap it in base64 JSON.
 */
export const localeCookie: Cookie = {
  name: "locale",
  isSigned: false,
  expires: undefined,
  async parse(header) {
    const value = plainCookieValue(header, "locale");
    return isLocale(value) ? value : null;
  },
  async serialize(value: unknown) {
    const locale: Locale = isLocale(value) ? value : defaultLocale;
    return `locale=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
  },
};

/**
 * The visitor's most preferred language we offer. "fr, en;q=0.5" means English, not the default:
 * a lower-ranked supported language beats a guess.
 */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split("-")[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    cookie: localeCookie,
    order: ["cookie", "custom"],
    findLocale: async (request) => localeFromAcceptLanguage(request.headers.get("Accept-Language")),
  },
  i18next: serverI18nOptions,
});

export async function getLocale(request: Request): Promise<Locale> {
  const locale = await i18nServer.getLocale(request);
  return isLocale(locale) ? locale : defaultLocale;
}

/** A translation function bound to the request's language, for loaders and actions. */
export async function getFixedT(request: Request) {
  return i18nServer.getFixedT(await getLocale(request));
}
