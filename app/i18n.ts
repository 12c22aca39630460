import de from "./locales/de";
import en from "./locales/en";
import type { Translation } from "./locales/types";

export type Messages = Translation<typeof de>;

export const locales = ["de", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "de";

export const resources: Record<"de" | "en", { translation: Messages }> = {
  de: { translation: de },
  en: { translation: en },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Options shared by the server and the browser instance of i18next. */
export const i18nOptions = {
  supportedLngs: [...locales],
  fallbackLng: "en",
  defaultNS: "translation",
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
