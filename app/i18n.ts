import type { InitOptions, i18n } from "i18next";
import type de from "./locales/de";
import type { Translation } from "./locales/types";

export type Messages = Translation<typeof de>;

export const locales = ["de", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "de";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * Options shared by the server's and the browser's i18next; each side adds the texts its own way
 * (app/i18n.server.ts holds both languages, the browser loads the page's one in entry.client.tsx).
 * No fallback language: the English texts are typed from the German ones, so every text exists in
 * both, and a fallback would make the browser load a second language's texts on every page.
 */
export const i18nOptions = {
  supportedLngs: [...locales],
  fallbackLng: false,
  defaultNS: "translation",
  ns: ["translation"],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

/** Whether an i18next instance holds the texts of a language (the browser's holds those it has loaded). */
export function hasMessages(i18n: i18n, locale: Locale): boolean {
  return i18n.hasResourceBundle(locale, "translation");
}

/** One language's whole message tree, as the i18next instance holds it. */
export function messagesOf(i18n: i18n, locale: Locale): Messages {
  const messages: Messages | undefined = i18n.getResourceBundle(locale, "translation");
  if (!messages) throw new Error(`The texts in ${locale} are not loaded`);
  return messages;
}
