import { createInstance, type InitOptions } from "i18next";
import { initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions, type Locale, type Messages } from "~/i18n";
import { resources, serverI18nOptions } from "~/i18n.server";
import { pageMeta } from "~/utils/meta";

/*
 * A route's `meta` cannot use hooks: pageMeta takes the language from the root loader's data and the
 * texts from the i18next instance react-i18next was set up with.
 */

const chosen = (locale: Locale) => [{ id: "root", data: { locale } }];
const pricing = (messages: Messages) => ({
  title: messages.nav.pricing,
  description: messages.meta.description,
});

async function setUpI18next(lng: Locale, options: InitOptions) {
  await createInstance()
    .use(initReactI18next)
    .init({ ...options, lng });
}

describe("a page's title and description", () => {
  it("are in the language the root loader chose, on the server, which holds both languages", async () => {
    await setUpI18next("de", serverI18nOptions);
    expect(pageMeta(chosen("en"), pricing)).toEqual([
      { title: "Pricing | Klarsicht" },
      { name: "description", content: resources.en.translation.meta.description },
    ]);
    expect(pageMeta(chosen("de"), pricing)[0]).toEqual({ title: "Preise | Klarsicht" });
  });

  it("stay in the shown language while the chosen language's texts are still loading", async () => {
    // The browser right after a switch to English: the root loader says English, i18next holds German.
    await setUpI18next("de", { ...i18nOptions, resources: { de: resources.de } });
    expect(pageMeta(chosen("en"), pricing)).toEqual([
      { title: "Preise | Klarsicht" },
      { name: "description", content: resources.de.translation.meta.description },
    ]);
  });
});
