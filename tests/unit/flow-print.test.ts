import { describe, expect, it } from "vitest";
import { aggregateSite } from "#core/aggregate";
import type { SiteReport } from "#core/contract";
import { printReportHtml } from "~/components/report/print.server";
import { cleanPageReport } from "../integration/page-report";

/** A signed-in run of a shop: a crawled account page, and a checkout flow that stopped at its third step. */
function shopRun(locale: "de" | "en"): SiteReport {
  const report = aggregateSite({
    rootUrl: "https://shop.example/konto",
    level: "AA",
    locale,
    generatedAt: new Date("2026-11-29T10:00:00Z"),
    pages: [
      {
        url: "https://shop.example/konto",
        depth: 0,
        outcome: {
          ok: true,
          report: cleanPageReport("https://shop.example/konto", { locale, signedIn: true }),
        },
      },
      {
        url: "https://shop.example/kasse/warenkorb",
        depth: 1,
        outcome: { ok: true, report: cleanPageReport("https://shop.example/kasse/warenkorb", { locale }) },
        flow: { name: "Kasse", scan: "Warenkorb", step: 1 },
        signedIn: true,
      },
    ],
  });
  report.flows = [
    { name: "Kasse", ok: false, signedIn: true, failure: { phase: "flow", step: 3, code: "not_found" } },
  ];
  return report;
}

describe("the printed report of a run with flows", () => {
  it.each([
    [
      "de",
      [
        "<h2>Abläufe</h2>",
        "Ablauf: Kasse",
        "Der Ablauf blieb bei Schritt 3 stehen: Das Feld oder Bedienelement ist auf der Seite nicht zu finden.",
        "Schritt 1 · Warenkorb: 0 Verstöße (angemeldet)",
      ],
    ],
    [
      "en",
      [
        "<h2>Flows</h2>",
        "Flow: Kasse",
        "The flow stopped at step 3:",
        "Step 1 · Warenkorb: 0 violations (signed in)",
      ],
    ],
  ] as const)("has a chapter of its flows, where each stopped and why, in %s", async (locale, texts) => {
    const html = await printReportHtml(shopRun(locale));
    for (const text of texts) expect(html).toContain(text);
    // The crawled account page is marked signed in in the list of pages, as the flow's state is.
    const pages = html.slice(
      html.indexOf(`<h2>${locale === "de" ? "Geprüfte Seiten" : "Scanned pages"}</h2>`),
    );
    expect(pages.match(locale === "de" ? /angemeldet/g : /signed in/g)).toHaveLength(2);
  });

  it("prints no flows chapter for a run without flows", async () => {
    const report = shopRun("de");
    delete report.flows;
    report.pages = report.pages.filter((entry) => !entry.flow);
    expect(await printReportHtml(report)).not.toContain("<h2>Abläufe</h2>");
  });
});
