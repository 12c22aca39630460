import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultLocale, i18nOptions, isLocale } from "~/i18n";

async function hydrate() {
  const lang = document.documentElement.lang;
  await i18next.use(initReactI18next).init({ ...i18nOptions, lng: isLocale(lang) ? lang : defaultLocale });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
