import { useTranslation } from "react-i18next";
import { defaultLocale, isLocale, type Locale, type Messages, messagesOf } from "~/i18n";
import { type DateStyle, formatDate } from "./dates";

/**
 * The active language, as i18next knows it on the server and in the browser: the language the page's
 * texts are in (in the browser a language becomes active once its texts have loaded).
 */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** Dates in the active language (see `formatDate`), for ISO strings from a loader. */
export function useDateFormat(style: DateStyle = "day"): (iso: string) => string {
  const locale = useLocale();
  return (iso) => formatDate(iso, locale, style);
}

/**
 * The whole message tree of the active language, for structured content (lists, sections) that reads
 * more clearly as typed objects than as many `t()` keys.
 */
export function useMessages(): Messages {
  const { i18n } = useTranslation();
  return messagesOf(i18n, useLocale());
}

/** The contact page under its address in the active language, optionally with a prefilled topic. */
export function contactPath(locale: Locale, topic?: "enterprise"): string {
  const path = locale === "de" ? "/kontakt" : "/contact";
  return topic ? `${path}?topic=${topic}` : path;
}
