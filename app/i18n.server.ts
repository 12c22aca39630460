import { i18nOptions, type Locale, type Messages } from "./i18n";
import de from "./locales/de";
import en from "./locales/en";

/**
 * Both languages' texts, for the server: it renders pages, mails and exports in either. The browser
 * never gets both; it loads the one its page is in (entry.client.tsx).
 */
export const resources: Record<Locale, { translation: Messages }> = {
  de: { translation: de },
  en: { translation: en },
};

export const serverI18nOptions = { ...i18nOptions, resources };
