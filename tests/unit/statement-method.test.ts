import { describe, expect, it } from "vitest";
import type { SiteIssue, SitePage, SiteReport } from "#core/contract";
import { validateAnswer } from "~/utils/assessment/answers";
import { type Answer, assessmentOverview, samplePages, type TestingMeans } from "~/utils/assessment/model";
import { notSignedOff, statementAssessmentOf } from "~/utils/assessment/store.server";
import { ruleBarrier } from "~/utils/guidance.server";
import { barrierSentence, knownBarriersText } from "~/utils/statement/barriers";
import { defaultStatementFields } from "~/utils/statement/draft";

const root = "https://www.beispiel.de";
const paths = ["/", "/shop", "/kasse", "/kontakt"];

function page(path: string, depth: number): SitePage {
  return {
    url: `${root}${path}`,
    finalUrl: `${root}${path}`,
    depth,
    status: "done",
    // Each page applies a different number of rules: each is a template of its own, all four sampled.
    counts: { violations: 1, incomplete: 0, passes: 10 + depth, inapplicable: 0 },
    impacts: { critical: 0, serious: 1, moderate: 0, minor: 0 },
    violationCount: 1,
    occurrenceCount: 1,
  };
}

function violation(ruleId: string, criterion: string, pages: number[], help = `Deutscher Titel ${ruleId}`) {
  return {
    key: `${ruleId}|x`,
    ruleId,
    impact: "serious",
    description: "",
    help,
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/x",
    wcag: [criterion],
    en301549: [],
    bestPractice: false,
    category: "violations",
    pattern: "x",
    pageCount: pages.length,
    occurrenceCount: pages.length,
    occurrences: pages.map((index) => ({ page: index, selector: "x", html: "<x>", failureSummary: "" })),
  } satisfies SiteIssue;
}

/** A German scan of four pages with violations of eight criteria. */
const report: SiteReport = {
  kind: "site",
  rootUrl: `${root}/`,
  level: "AA",
  locale: "de",
  axeVersion: "4.14.1",
  generatedAt: "2026-03-02T10:00:00.000Z",
  pages: paths.map((path, index) => page(path, index)),
  issues: [
    violation("image-alt", "1.1.1", [0, 1, 2, 3], "Bilder müssen Alternativtext haben"),
    violation("label", "4.1.2", [2], "Formularelemente müssen Beschriftungen haben"),
    violation("color-contrast", "1.4.3", [0, 3]),
    violation("list", "1.3.1", [1]),
    violation("document-title", "2.4.2", [3]),
    violation("html-has-lang", "3.1.1", [0, 1, 2, 3]),
    violation("link-name", "2.4.4", [1]),
    violation("meta-viewport", "1.4.4", [0, 1, 2, 3]),
  ],
  totals: {
    pagesScanned: 4,
    pagesFailed: 0,
    issues: 8,
    occurrences: 16,
    impacts: { critical: 0, serious: 8, moderate: 0, minor: 0 },
    principles: { "1": 5, "2": 2, "3": 1, "4": 1 },
  },
  comparison: null,
};

const sample = samplePages(report);
const answeredAt = new Date("2026-03-05T10:00:00Z");

function answer(
  criterion: string,
  pageUrl: string,
  verdict: Answer["verdict"],
  means: TestingMeans[] = [],
  screenReader = "",
  barrier = "",
): Answer {
  return {
    criterion,
    pageUrl,
    verdict,
    barrier,
    note: "",
    means,
    screenReader,
    carriedOver: false,
    updatedAt: answeredAt,
  };
}

/** 2.4.7 passed on every sampled page, 3.3.2 failed on the checkout page: two criteria by hand. */
function twoByHand(means: { keyboard?: TestingMeans[]; checkout?: TestingMeans[]; reader?: string } = {}) {
  return [
    ...sample.map((p) => answer("2.4.7", p.url, "passed", means.keyboard ?? [], means.reader ?? "")),
    answer(
      "3.3.2",
      `${root}/kasse`,
      "failed",
      means.checkout ?? [],
      "",
      "Die Adressfelder im Bestellformular sind nicht beschriftet",
    ),
  ];
}

function statementFor(answers: Answer[], locale: "de" | "en") {
  const overview = assessmentOverview(report, sample, answers, []);
  const assessment = statementAssessmentOf({
    head: {
      runId: "r",
      carriedFromRunId: null,
      createdAt: answeredAt,
      updatedAt: answeredAt,
      ...notSignedOff,
    },
    sample,
    answers,
    reviews: [],
    overview,
  });
  return defaultStatementFields(report, {
    locale,
    siteUrl: `${root}/`,
    assessment,
    pageTitle: (url) => (url === `${root}/kasse` ? "Bestellung – Teehaus" : null),
    // The rules' own sentences come from the catalogue, as the statement's loader passes them.
    ruleBarrier: (ruleId) => ruleBarrier(locale, ruleId),
  });
}

describe("the statement's method", () => {
  it("counts 8 automatic verdicts and 2 criteria rated by hand apart, in German and English", () => {
    expect(sample).toHaveLength(4);
    const answers = twoByHand({
      keyboard: ["keyboard", "screenReader"],
      reader: "NVDA 2024.4",
      checkout: ["contentReview"],
    });
    const de = statementFor(answers, "de").assessmentMethod;
    expect(de).toContain("Bewertet sind 10 von 50 Erfolgskriterien: 8 automatisch, 2 von Hand.");
    expect(de).toContain(
      "Automatisch bewertet sind die Kriterien, gegen die die automatische Prüfung Verstöße gefunden hat.",
    );
    expect(de).toContain("Von Hand wurde auf einer Stichprobe von 4 Seiten geprüft");
    expect(de).toContain(
      "Geprüft wurde dabei mit der Tastatur, mit dem Screenreader NVDA 2024.4 und durch Sichtung der Inhalte.",
    );
    expect(de).not.toContain("Vergrößerung");
    expect(de).toContain("Noch nicht bewertet sind 40 Erfolgskriterien");

    const en = statementFor(answers, "en").assessmentMethod;
    expect(en).toContain("10 of 50 success criteria are rated: 8 automatically, 2 by hand.");
    expect(en).toContain(
      "The checks by hand were done with the keyboard, with the screen reader NVDA 2024.4, and by reviewing the content.",
    );
    expect(en).not.toContain("magnification");
  });

  it("claims no means when none were recorded (answers saved before the question existed)", () => {
    const de = statementFor(twoByHand(), "de").assessmentMethod;
    expect(de).toContain("8 automatisch, 2 von Hand.");
    for (const claim of ["Geprüft wurde dabei", "Tastatur", "Vergrößerung", "Screenreader", "Sichtung"])
      expect(de).not.toContain(claim);
    const en = statementFor(twoByHand(), "en").assessmentMethod;
    for (const claim of ["were done", "keyboard", "magnification", "screen reader", "reviewing"])
      expect(en).not.toContain(claim);
  });

  it("names every screen reader recorded, and only on criteria a person decided", () => {
    const answers = [
      ...sample.map((p, index) =>
        answer(
          "2.4.7",
          p.url,
          "passed",
          ["zoom", "screenReader"],
          index === 0 ? "VoiceOver iOS 18" : "NVDA 2024.4",
        ),
      ),
      // An answer on a criterion still open (one page of four) claims nothing.
      answer("1.4.10", `${root}/`, "passed", ["keyboard"]),
    ];
    const de = statementFor(answers, "de").assessmentMethod;
    expect(de).toContain("Bewertet sind 9 von 50 Erfolgskriterien: 8 automatisch, 1 von Hand.");
    expect(de).toContain(
      "Geprüft wurde dabei mit Vergrößerung und mit den Screenreadern VoiceOver iOS 18 und NVDA 2024.4.",
    );
    expect(de).not.toContain("Tastatur");
    expect(statementFor(answers, "en").assessmentMethod).toContain(
      "The checks by hand were done with magnification and with the screen readers VoiceOver iOS 18 and NVDA 2024.4.",
    );
  });

  it("claims no work by hand when only the scan decided", () => {
    const de = statementFor([], "de").assessmentMethod;
    expect(de).toContain("Bewertet sind 8 von 50 Erfolgskriterien: 8 automatisch, 0 von Hand.");
    expect(de).not.toContain("Stichprobe");
    expect(de).not.toContain("Geprüft wurde dabei");
  });
});

describe("the statement's known barriers", () => {
  it("say by page what people cannot do, in German, without rule titles", () => {
    const lines = statementFor(twoByHand(), "de").knownBarriers.split("\n");
    expect(lines).toEqual([
      "- Auf allen geprüften Seiten: Bilder und Grafiken haben keinen passenden Alternativtext; wer einen Screenreader nutzt, erfährt nicht, was sie zeigen. Die Sprache der Seite ist nicht angegeben; Screenreader lesen den Text mit falscher Aussprache vor. Die Seite verhindert das Vergrößern auf Mobilgeräten; wer schlecht sieht, kann den Text nicht größer stellen.",
      "- Auf der Startseite: Texte haben zu wenig Kontrast zum Hintergrund; wer schlecht sieht, kann sie kaum lesen.",
      "- Auf der Seite /shop: Listen sind nicht als Listen ausgezeichnet; wer einen Screenreader nutzt, erfährt nicht, wie viele Einträge sie haben. Links haben keinen Text; wer einen Screenreader nutzt, erfährt nicht, wohin sie führen.",
      "- Auf der Seite „Bestellung – Teehaus“ (/kasse): Eingabefelder sind nicht beschriftet; wer einen Screenreader nutzt, erfährt nicht, was einzugeben ist. Die Adressfelder im Bestellformular sind nicht beschriftet.",
      "- Auf der Seite /kontakt: Texte haben zu wenig Kontrast zum Hintergrund; wer schlecht sieht, kann sie kaum lesen. Seiten haben keinen aussagekräftigen Titel; man kann sie in Tabs und Verlauf nicht unterscheiden.",
    ]);
    const text = lines.join("\n");
    expect(text).not.toContain("müssen");
    expect(text).not.toContain("Deutscher Titel");
    expect(text).not.toContain(".;");
  });

  it("are English in an English statement, though the scan ran in German", () => {
    const text = statementFor(twoByHand(), "en").knownBarriers;
    expect(text).toContain(
      "- On the page “Bestellung – Teehaus” (/kasse): Input fields have no label; screen reader users are not told what to enter.",
    );
    expect(text).toContain("- On the home page: Text has too little contrast with its background");
    expect(text).not.toMatch(/Bilder|Titel|müssen|Seite/);
  });

  it("group a barrier on more than three pages by how many, and fall back to the criterion's name", () => {
    const many = {
      ...report,
      pages: [...report.pages, page("/a", 4), page("/b", 5)],
      issues: [violation("color-contrast", "1.4.3", [0, 1, 2, 3])],
    };
    expect(knownBarriersText(many, { locale: "de" })).toBe(
      "- Auf 4 von 6 geprüften Seiten: Texte haben zu wenig Kontrast zum Hintergrund; wer schlecht sieht, kann sie kaum lesen.",
    );
    expect(
      barrierSentence("de", { ruleId: "x", wcag: ["1.4.6"] }, { criterionName: () => "Kontrast (erhöht)" }),
    ).toBe("Die Anforderung von WCAG 1.4.6 Kontrast (erhöht) ist nicht erfüllt.");
    expect(barrierSentence("en", { ruleId: "x", wcag: [] })).toBe(
      "There are further barriers that make the website harder to use.",
    );
  });
});

describe("the means recorded with an answer", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("keeps the known means and the screen reader's name on one line", () => {
    const checked = validateAnswer(
      form([
        ["verdict", "passed"],
        ["means", "keyboard"],
        ["means", "telepathy"],
        ["means", "screenReader"],
        ["screenReader", "  NVDA\n2024.4 "],
      ]),
    );
    expect(checked.ok).toBe(true);
    expect(checked.values.means).toEqual(["keyboard", "screenReader"]);
    expect(checked.values.screenReader).toBe("NVDA 2024.4");
  });

  it("asks for the screen reader's name, and for the tick when a name is given", () => {
    const unnamed = validateAnswer(
      form([
        ["verdict", "passed"],
        ["means", "screenReader"],
      ]),
    );
    expect(unnamed.ok).toBe(false);
    if (!unnamed.ok) expect(unnamed.errors).toEqual({ screenReader: "screenReaderRequired" });
    const unticked = validateAnswer(
      form([
        ["verdict", "passed"],
        ["screenReader", "JAWS 2025"],
      ]),
    );
    if (!unticked.ok) expect(unticked.errors).toEqual({ screenReader: "screenReaderNotUsed" });
    expect(unticked.ok).toBe(false);
    const long = validateAnswer(
      form([
        ["verdict", "passed"],
        ["means", "screenReader"],
        ["screenReader", "x".repeat(81)],
      ]),
    );
    if (!long.ok) expect(long.errors).toEqual({ screenReader: "screenReaderTooLong" });
    expect(long.ok).toBe(false);
  });
});
