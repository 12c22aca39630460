import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { Finding, PageReport, SiteReport } from "#core/contract";
import { axeRuleList } from "#core/rules/axe/index";
import {
  type KlarsichtRuleTexts,
  localizePageReport,
  localizeSiteReport,
  ReportTranslator,
  ruleTexts,
} from "~/utils/report-language.server";

/* The on-view translation's rules; tests/scanner/report-language.test.ts compares it with real scans. */

const require = createRequire(import.meta.url);
const english = require("axe-core/locales/_template.json") as {
  rules: Record<string, { help: string; description: string }>;
};

/** A rule of ours as the check layer defines it (only its texts matter here). */
const ownRules: KlarsichtRuleTexts = new Map([
  [
    "ks-link-purpose",
    {
      texts: {
        de: {
          help: "Links mit gleichem Namen",
          description: "Prüft Links",
          fix: "Benennen Sie",
          check: "Ob",
        },
        en: { help: "Links with the same name", description: "Checks links", fix: "Name them", check: "If" },
      },
    },
  ],
]);

function finding(overrides: Partial<Finding>): Finding {
  return {
    ruleId: "image-alt",
    impact: "critical",
    description: "Stellt sicher, dass <img>-Elemente Alternativtexte haben",
    help: "Bilder müssen Alternativtext haben",
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt?lang=de",
    wcag: ["1.1.1"],
    en301549: ["9.1.1.1"],
    bestPractice: false,
    nodes: [],
    ...overrides,
  };
}

const pageReport = (overrides: Partial<PageReport>): PageReport => ({
  url: "https://www.beispiel.de/",
  finalUrl: "https://www.beispiel.de/",
  level: "2.2",
  locale: "de",
  counts: { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 },
  impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
  violations: [],
  incomplete: [],
  passes: [],
  inapplicable: [],
  timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
  axeVersion: "4.14.1",
  ...overrides,
});

describe("rule texts in the viewer's language", () => {
  it("takes axe's rules from axe's locales and ours from their definitions", () => {
    expect(ruleTexts("en", "image-alt")).toEqual(english.rules["image-alt"]);
    expect(ruleTexts("de", "image-alt")?.help).toBe("Bilder müssen einen Alternativtext haben.");
    expect(ruleTexts("en", "ks-link-purpose", ownRules)).toEqual({
      help: "Links with the same name",
      description: "Checks links",
    });
    expect(ruleTexts("en", "ks-unknown", ownRules)).toBeNull();
    expect(ruleTexts("en", "no-such-rule")).toBeNull();
  });

  it("translates a German page report for an English reader, ours and axe's rules alike", () => {
    const report = pageReport({
      violations: [
        finding({
          nodes: [
            {
              selector: "img",
              html: "<img>",
              failureSummary:
                "Korrigieren Sie mindestens einen der folgenden Punkte:\n  Eine nie gesehene Meldung",
            },
          ],
        }),
        finding({
          ruleId: "ks-link-purpose",
          help: "Links mit gleichem Namen",
          description: "Prüft Links",
          nodes: [{ selector: "a", html: "<a>", failureSummary: "Zwei Links heißen „Mehr“." }],
        }),
        finding({ ruleId: "target-size", wcag: ["2.5.8"], en301549: ["9.2.5.8"], impact: "serious" }),
      ],
      passes: [
        finding({ ruleId: "document-title", impact: "serious", wcag: ["2.4.2"], en301549: ["9.2.4.2"] }),
      ],
    });
    const read = localizePageReport(report, "en", ownRules);
    expect(read.locale).toBe("en");
    const [image, own, target] = read.violations;
    expect(image?.help).toBe(english.rules["image-alt"]?.help);
    expect(image?.description).toBe(english.rules["image-alt"]?.description);
    // A summary with a line we do not know stays whole rather than half translated.
    expect(image?.nodes[0]?.failureSummary).toBe(
      "Korrigieren Sie mindestens einen der folgenden Punkte:\n  Eine nie gesehene Meldung",
    );
    expect(own?.help).toBe("Links with the same name");
    expect(own?.nodes[0]?.failureSummary).toBe("Zwei Links heißen „Mehr“.");
    // A stored clause the standard does not have is not shown.
    expect(target?.en301549).toEqual([]);
    expect(target?.impact).toBe("serious");
    // A passed rule shows no impact.
    expect(read.passes[0]?.impact).toBeNull();
    expect(read.passes[0]?.help).toBe(english.rules["document-title"]?.help);
  });

  it("leaves a report read in its own language as it is, clauses apart", () => {
    const report = pageReport({ violations: [finding({ en301549: ["9.1.1.1", "9.2.5.8"] })] });
    const read = localizePageReport(report, "de");
    expect(read.violations[0]?.help).toBe("Bilder müssen Alternativtext haben");
    expect(read.violations[0]?.en301549).toEqual(["9.1.1.1"]);
  });

  it("translates a site report: issues, occurrences and the fixed issues of the comparison", () => {
    const site: SiteReport = {
      kind: "site",
      rootUrl: "https://www.beispiel.de/",
      level: "AA",
      locale: "en",
      axeVersion: "4.14.1",
      generatedAt: "2026-11-01T10:00:00.000Z",
      pages: [],
      issues: [
        {
          ...finding({
            help: "Images must have alternative text",
            description: "Ensure <img> elements have alternative text or a role of none or presentation",
            en301549: ["9.1.1.1", "9.2.5.8"],
          }),
          key: "image-alt|img",
          category: "violations",
          pattern: "img",
          pageCount: 1,
          occurrenceCount: 1,
          occurrences: [
            {
              page: 0,
              selector: "img",
              html: "<img>",
              failureSummary: "Fix any of the following:\n  Element does not have an alt attribute",
            },
          ],
        },
      ],
      totals: {
        pagesScanned: 1,
        pagesFailed: 0,
        issues: 1,
        occurrences: 1,
        impacts: { critical: 1, serious: 0, moderate: 0, minor: 0 },
        principles: { "1": 1, "2": 0, "3": 0, "4": 0 },
      },
      comparison: {
        previousRunId: "r",
        previousGeneratedAt: "2026-10-01T10:00:00.000Z",
        new: 1,
        unchanged: 0,
        fixed: [
          {
            key: "document-title|html",
            ruleId: "document-title",
            help: "Documents must have <title> element to aid in navigation",
            impact: "serious",
            wcag: ["2.4.2"],
            pattern: "html",
            occurrenceCount: 1,
          },
        ],
      },
    };
    const read = localizeSiteReport(site, "de");
    const [issue] = read.issues;
    expect(read.locale).toBe("de");
    expect(issue?.help).toBe("Bilder müssen einen Alternativtext haben.");
    expect(issue?.en301549).toEqual(["9.1.1.1"]);
    expect(issue?.occurrences[0]?.failureSummary).toMatch(
      /^Korrigieren Sie mindestens einen der folgenden Punkte:\n {2}\S/,
    );
    expect(issue?.occurrences[0]?.failureSummary).not.toContain("alt attribute");
    expect(read.comparison?.fixed[0]?.help).toBe(ruleTexts("de", "document-title")?.help);
  });
});

describe("our checks' summaries in the viewer's language", () => {
  const ownFinding = (failureSummary: string, failureSummaryIn?: Partial<Record<"de" | "en", string>>) =>
    finding({
      ruleId: "ks-link-purpose",
      help: "Links mit gleichem Namen",
      description: "Prüft Links",
      engine: "klarsicht",
      nodes: [
        {
          selector: "a",
          html: "<a>Mehr</a>",
          failureSummary,
          ...(failureSummaryIn ? { failureSummaryIn } : {}),
        },
      ],
    });

  it("shows the summary the check wrote in the viewer's language, from German to English and back", () => {
    const german = pageReport({
      locale: "de",
      incomplete: [ownFinding("Der Link heißt nur „Mehr“.", { en: 'The link is only named "Mehr".' })],
    });
    const inEnglish = localizePageReport(german, "en", ownRules).incomplete[0];
    expect(inEnglish?.help).toBe("Links with the same name");
    expect(inEnglish?.nodes[0]?.failureSummary).toBe('The link is only named "Mehr".');
    // A view or an export carries the viewer's language only.
    expect(inEnglish?.nodes[0]).not.toHaveProperty("failureSummaryIn");

    const english = pageReport({
      locale: "en",
      incomplete: [ownFinding('The link is only named "Mehr".', { de: "Der Link heißt nur „Mehr“." })],
    });
    expect(localizePageReport(english, "de", ownRules).incomplete[0]?.nodes[0]?.failureSummary).toBe(
      "Der Link heißt nur „Mehr“.",
    );
    // Read in its own language, the stored text stands.
    expect(localizePageReport(english, "en", ownRules).incomplete[0]?.nodes[0]).toEqual({
      selector: "a",
      html: "<a>Mehr</a>",
      failureSummary: 'The link is only named "Mehr".',
    });
  });

  it("falls back to the stored text for reports stored before the summaries were written in each language", () => {
    const old = pageReport({ locale: "de", violations: [ownFinding("Zwei Links heißen „Mehr“.")] });
    expect(localizePageReport(old, "en", ownRules).violations[0]?.nodes[0]?.failureSummary).toBe(
      "Zwei Links heißen „Mehr“.",
    );
    // A stored value that is not text is not shown either.
    const odd = pageReport({
      locale: "de",
      violations: [ownFinding("Zwei Links heißen „Mehr“.", { en: 42 as unknown as string })],
    });
    expect(localizePageReport(odd, "en", ownRules).violations[0]?.nodes[0]?.failureSummary).toBe(
      "Zwei Links heißen „Mehr“.",
    );
  });

  it("does the same for a site report's occurrences", () => {
    const { nodes: _, ...fields } = ownFinding("");
    const site: SiteReport = {
      kind: "site",
      rootUrl: "https://www.beispiel.de/",
      level: "AA",
      locale: "de",
      axeVersion: "4.14.1",
      generatedAt: "2026-11-01T10:00:00.000Z",
      pages: [],
      issues: [
        {
          ...fields,
          key: "ks-link-purpose|a",
          category: "incomplete",
          pattern: "a",
          pageCount: 2,
          occurrenceCount: 2,
          occurrences: [
            {
              page: 0,
              selector: "a",
              html: "<a>Mehr</a>",
              failureSummary: "Der Link heißt nur „Mehr“.",
              failureSummaryIn: { en: 'The link is only named "Mehr".' },
            },
            { page: 1, selector: "a", html: "<a>Mehr</a>", failureSummary: "Der Link heißt nur „Mehr“." },
          ],
        },
      ],
      totals: {
        pagesScanned: 2,
        pagesFailed: 0,
        issues: 0,
        occurrences: 0,
        impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
        principles: { "1": 0, "2": 0, "3": 0, "4": 0 },
      },
      comparison: null,
    };
    const [written, stored] = localizeSiteReport(site, "en", ownRules).issues[0]?.occurrences ?? [];
    expect(written?.failureSummary).toBe('The link is only named "Mehr".');
    expect(stored?.failureSummary).toBe("Der Link heißt nur „Mehr“.");
    expect(JSON.parse(JSON.stringify(written))).not.toHaveProperty("failureSummaryIn");
    expect(localizeSiteReport(site, "de", ownRules).issues[0]?.occurrences[0]).not.toHaveProperty(
      "failureSummaryIn",
    );
  });
});

describe("reports stored with axe-core's own German messages", () => {
  type Messages = Record<string, string | Record<string, string> | undefined>;
  const axeGerman = require("axe-core/locales/de.json") as {
    checks: Record<string, Messages>;
    failureSummaries: Record<"any" | "none", { failureMessage: string }>;
  };

  it("recognises every failed and to-review message de.json has for axe's rules, and reads it in English", () => {
    const translator = new ReportTranslator("de", "en");
    const heading = axeGerman.failureSummaries.any.failureMessage.split("{{")[0];
    const unread: string[] = [];
    let read = 0;
    for (const { id: ruleId, checks } of axeRuleList) {
      for (const check of checks) {
        for (const kind of ["fail", "incomplete"]) {
          const message = axeGerman.checks[check]?.[kind];
          const texts = typeof message === "string" ? [message] : Object.values(message ?? {});
          for (const text of texts) {
            // As axe fills them in: every placeholder a value from the page.
            const filled = text.replace(/\$\{\s?data(?:\.\w+)?\s?\}/g, "#kopf");
            const summary = `${heading}\n  ${filled}`;
            const inEnglish = translator.summary(ruleId, summary);
            if (inEnglish === summary) unread.push(`${check}/${kind}`);
            else {
              read++;
              expect(inEnglish).toMatch(/^Fix any of the following:\n {2}\S/);
            }
          }
        }
      }
    }
    expect(read).toBeGreaterThan(300);
    // The one message de.json has that axe-core 4.14 can no longer write: th-has-data-cells never fails.
    expect(unread).toEqual(["th-has-data-cells/fail"]);
  });

  it("reads de.json's single text where the English template has several kinds of message", () => {
    const translator = new ReportTranslator("de", "en");
    expect(
      translator.summary(
        "avoid-inline-spacing",
        "Korrigiere alle der folgenden Punkte:\n  line-height im style-Attribut darf nicht !important sein oder muss 1.5em (aktuell 1em) entsprechen.",
      ),
    ).toBe(
      "Fix all of the following:\n  line-height in the style attribute must not use !important, or be at 1.5em (current 1em)",
    );
  });
});
