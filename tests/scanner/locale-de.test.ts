import { createRequire } from "node:module";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { germanCheckTexts } from "#core/rules/axe/check-messages-de";
import { completeGermanLocale } from "#core/rules/axe/locale-de";

const require = createRequire(import.meta.url);
const englishTemplate = require("axe-core/locales/_template.json") as Record<string, unknown>;
const axeGerman = require("axe-core/locales/de.json") as Record<string, unknown>;

/** Every path to a text in the locale, with the text's kind: axe replaces whole objects, so kinds matter. */
function textPaths(value: unknown, path = ""): Map<string, "text" | "object"> {
  const paths = new Map<string, "text" | "object">();
  if (typeof value !== "object" || value === null) return paths;
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}/${key}`;
    if (typeof child === "object" && child !== null) {
      paths.set(childPath, "object");
      for (const [nested, kind] of textPaths(child, childPath)) paths.set(nested, kind);
    } else {
      paths.set(childPath, "text");
    }
  }
  return paths;
}

/** The value at a textPaths() path. */
function textAt(root: unknown, path: string): unknown {
  return path
    .split("/")
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
}

describe("German locale", () => {
  it("has a German text wherever axe-core 4.14 has an English one", () => {
    const german = textPaths(completeGermanLocale(axeGerman));
    const missing = [...textPaths(englishTemplate)].filter(([path, kind]) => german.get(path) !== kind);
    expect(missing).toEqual([]);
  });

  it("fills what axe-core's de.json lacks, e.g. the aria-tab-name rule", () => {
    expect((axeGerman.rules as Record<string, unknown>)["aria-tab-name"]).toBeUndefined();
    expect(completeGermanLocale(axeGerman).rules?.["aria-tab-name"]?.help).toMatch(/^Registerkarten/);
  });

  it("keeps axe's placeholders exactly", () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\$\{[^}]+\}/g)
        ?.sort() ?? [];
    const ours = { checks: germanCheckTexts };
    const ourTexts = [...textPaths(ours)].filter(([, kind]) => kind === "text");
    expect(ourTexts.length).toBeGreaterThan(250);
    for (const [path] of ourTexts) {
      expect(placeholders(textAt(ours, path)), path).toEqual(placeholders(textAt(englishTemplate, path)));
    }
  });

  it("is accepted by axe.configure (no unknown rules or checks)", () => {
    expect(() => axe.configure({ locale: completeGermanLocale(axeGerman) as axe.Locale })).not.toThrow();
    axe.reset();
  });

  it("does not change its inputs", () => {
    const before = JSON.stringify(axeGerman);
    completeGermanLocale(axeGerman);
    expect(JSON.stringify(axeGerman)).toBe(before);
  });
});
