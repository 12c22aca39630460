import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule } from "i18next";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultLocale, hasMessages, i18nOptions, isLocale, type Locale, type Messages } from "~/i18n";

/**
 * Each language's texts are a chunk of their own, which i18next loads when it needs that language: a page
 * loads the language the server rendered it in, the other only once the visitor switches to it.
 */
const texts: Record<Locale, () => Promise<{ default: Messages }>> = {
  de: () => import("./locales/de"),
  en: () => import("./locales/en"),
};

const textsBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, done) {
    if (!isLocale(language) || namespace !== "translation") {
      done(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    texts[language]().then(
      (module) => done(null, module.default),
      // i18next tries again a few times: a chunk may fail to load on a flaky connection.
      (error: Error) => done(error, true),
    );
  },
};

async function hydrate() {
  // The server chose the language and rendered the page in it.
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  await i18next
    .use(initReactI18next)
    .use(textsBackend)
    .init({ ...i18nOptions, lng: locale });
  // Without its texts the page would hydrate into translation keys; it keeps working as rendered, as it
  // does without JavaScript.
  if (!hasMessages(i18next, locale)) return;

  // Hydrated in one go, not in a transition: React 18 forces a transition's hydration to finish
  // synchronously when the visitor types or clicks meanwhile, and that path can fail the whole root
  // (React #345, "Root did not complete"). The pages are small; one task hydrates them.
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
}

hydrate();
