import { describe, expect, it } from "vitest";
import type { SiteIssue, SitePage, SiteReport } from "#core/contract";
import { ruleBarrier } from "~/utils/guidance.server";
import { textBlocks } from "~/utils/statement/document";
import { conformanceOf, defaultStatementFields } from "~/utils/statement/draft";
import { type StatementFields, validateStatementFields } from "~/utils/statement/fields";
import {
  escapeMarkdown,
  renderStatementHtml,
  renderStatementMarkdown,
  statementFileName,
} from "~/utils/statement/render";

const counts = { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 };
const noImpacts = { critical: 0, serious: 0, moderate: 0, minor: 0 };

function page(url: string, critical = 0, status: SitePage["status"] = "done"): SitePage {
  return {
    url,
    finalUrl: url,
    depth: 1,
    status,
    counts,
    impacts: { ...noImpacts, critical },
    violationCount: critical,
    occurrenceCount: critical,
  };
}

function issue(overrides: Partial<SiteIssue> & Pick<SiteIssue, "ruleId" | "help" | "wcag">): SiteIssue {
  return {
    key: `${overrides.ruleId}|x`,
    impact: "serious",
    description: "",
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/x",
    en301549: [],
    bestPractice: false,
    category: "violations",
    pattern: "x",
    pageCount: 1,
    occurrenceCount: 1,
    occurrences: [{ page: 0, selector: "x", html: "<x>", failureSummary: "" }],
    ...overrides,
  };
}

const report: SiteReport = {
  kind: "site",
  rootUrl: "https://www.beispiel.de/",
  level: "AA",
  locale: "de",
  axeVersion: "4.14.1",
  generatedAt: "2026-03-02T10:00:00.000Z",
  pages: [
    page("https://www.beispiel.de/", 1),
    page("https://www.beispiel.de/shop"),
    page("https://www.beispiel.de/kontakt", 1),
    page("https://www.beispiel.de/kaputt", 0, "failed"),
  ],
  issues: [
    issue({
      ruleId: "image-alt",
      help: "Bilder müssen Alternativtext haben",
      wcag: ["1.1.1"],
      impact: "critical",
      pageCount: 2,
      occurrences: [
        { page: 0, selector: "img", html: "<img>", failureSummary: "" },
        { page: 2, selector: "img", html: "<img>", failureSummary: "" },
      ],
    }),
    issue({
      ruleId: "color-contrast",
      help: "Elemente müssen ausreichenden Kontrast haben",
      wcag: ["1.4.3"],
    }),
    issue({ ruleId: "link-name", help: "Links müssen erkennbaren Text haben", wcag: ["2.4.4", "4.1.2"] }),
    issue({ ruleId: "region", help: "Inhalte sollten in Landmarks stehen", wcag: [], bestPractice: true }),
    issue({
      ruleId: "aria-hidden-focus",
      help: "Bitte von Hand prüfen",
      wcag: ["4.1.2"],
      category: "incomplete",
    }),
  ],
  totals: {
    pagesScanned: 3,
    pagesFailed: 1,
    issues: 3,
    occurrences: 4,
    impacts: { critical: 1, serious: 2, moderate: 0, minor: 0 },
    principles: { "1": 2, "2": 1, "3": 0, "4": 1 },
  },
  comparison: null,
};

const today = new Date("2026-03-05T09:00:00Z");

function complete(fields: StatementFields): StatementFields {
  return {
    ...fields,
    serviceDescription: "Ein Onlineshop für Tee.",
    howItWorks: "Suchen, in den Warenkorb legen, bestellen.",
    howRequirementsMet: "Wir haben Tastaturbedienung und Kontraste geprüft.",
    assessmentMethod: "Automatisch und von Hand geprüft.",
    plannedFixes: "Wir beheben alles bis Juni 2026.",
    providerName: "Teehaus Beispiel GmbH",
    providerAddress: "Teeweg 1\n12345 Musterstadt",
    contactEmail: "barrierefrei@beispiel.de",
    contactPhone: "+49 30 123456",
    feedbackUrl: "https://www.beispiel.de/feedback",
  };
}

function formOf(fields: Partial<Record<string, string>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  return form;
}

describe("defaultStatementFields", () => {
  const german = defaultStatementFields(report, {
    locale: "de",
    siteUrl: "https://www.beispiel.de/",
    criterionName: (criterion) => (criterion === "1.1.1" ? "Nicht-Text-Inhalt" : null),
    ruleBarrier: (ruleId) => ruleBarrier("de", ruleId),
    today,
  });

  it("takes the site, the date and the authority from the run", () => {
    expect(german.serviceName).toBe("www.beispiel.de");
    expect(german.serviceUrl).toBe("https://www.beispiel.de/");
    expect(german.statementDate).toBe("2026-03-05");
    expect(german.authority).toContain(
      "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)",
    );
    expect(german.authority).toContain("Magdeburg");
    expect(german.assessmentMethod).toContain("2. März 2026");
    expect(german.assessmentMethod).toContain("axe-core 4.14.1");
    expect(german.assessmentMethod).toContain("3 Seiten");
    expect(german.assessmentMethod).toContain("Nicht geprüft werden konnten: 1 Seite.");
  });

  it("lists by page what people cannot do there, in plain words without rule titles", () => {
    expect(german.knownBarriers.split("\n")).toEqual([
      "- Auf der Startseite: Bilder und Grafiken haben keinen passenden Alternativtext; wer einen Screenreader nutzt, erfährt nicht, was sie zeigen. Texte haben zu wenig Kontrast zum Hintergrund; wer schlecht sieht, kann sie kaum lesen. Links haben keinen Text; wer einen Screenreader nutzt, erfährt nicht, wohin sie führen.",
      "- Auf der Seite /kontakt: Bilder und Grafiken haben keinen passenden Alternativtext; wer einen Screenreader nutzt, erfährt nicht, was sie zeigen.",
    ]);
    expect(german.knownBarriers).not.toContain("Landmarks");
    expect(german.knownBarriers).not.toContain("müssen");
    expect(german.knownBarriers).not.toContain(".;");
  });

  it("derives the conformance honestly", () => {
    expect(german.conformance).toBe("partial");
    expect(german.howRequirementsMet).toContain("4 WCAG-Erfolgskriterien");
    expect(german.plannedFixes).toContain("[[");

    const clean: SiteReport = { ...report, issues: [], totals: { ...report.totals, issues: 0 } };
    const full = defaultStatementFields(clean, { locale: "de", siteUrl: clean.rootUrl, today });
    expect(full.conformance).toBe("full");
    expect(full.howRequirementsMet).toContain("lässt sich damit allein nicht belegen");
    expect(full.knownBarriers).toBe("");
    expect(full.plannedFixes).toBe("");

    const broken: SiteReport = { ...report, pages: [page("https://www.beispiel.de/", 2)] };
    expect(conformanceOf(broken)).toBe("none");
  });

  it("writes the draft in English", () => {
    const english = defaultStatementFields(report, { locale: "en", siteUrl: report.rootUrl, today });
    // The scan ran in German; the English statement lists its barriers in English all the same.
    expect(english.knownBarriers).toContain(
      "- On the page /kontakt: Images and graphics have no suitable text alternative; screen reader users are not told what they show.",
    );
    expect(english.knownBarriers).not.toContain("Bilder");
    expect(english.assessmentMethod).toContain("2 March 2026");
    expect(english.howRequirementsMet).toContain("The automated test of 3 pages");
    expect(english.authority).toContain("Seat: Magdeburg");
  });
});

describe("validateStatementFields", () => {
  const draft = complete(defaultStatementFields(report, { locale: "de", siteUrl: report.rootUrl, today }));

  it("accepts a complete statement and tidies line ends", () => {
    const result = validateStatementFields(
      formOf({ ...draft, providerAddress: "Teeweg 1\r\n12345 Musterstadt  " }),
    );
    expect(result.errors).toEqual({});
    expect(result.ok).toBe(true);
    expect(result.fields.providerAddress).toBe("Teeweg 1\n12345 Musterstadt");
  });

  it("names each field's problem and keeps what was typed", () => {
    const result = validateStatementFields(
      formOf({
        ...draft,
        providerName: "   ",
        contactEmail: "kein-at-zeichen",
        feedbackUrl: "javascript:alert(1)",
        serviceUrl: "ftp://www.beispiel.de/",
        contactPhone: "call me",
        statementDate: "2026-02-30",
        conformance: "mostly",
        serviceName: "x".repeat(201),
      }),
    );
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({
      providerName: "required",
      contactEmail: "emailInvalid",
      feedbackUrl: "urlInvalid",
      serviceUrl: "urlInvalid",
      contactPhone: "phoneInvalid",
      statementDate: "dateInvalid",
      conformance: "choiceInvalid",
      serviceName: "tooLong",
    });
    expect(result.fields.contactEmail).toBe("kein-at-zeichen");
    expect(result.fields.serviceName).toHaveLength(201);
  });

  it("asks for barriers and measures unless the requirements are fully met", () => {
    const partial = validateStatementFields(formOf({ ...draft, knownBarriers: "", plannedFixes: "" }));
    expect(partial.errors).toEqual({ knownBarriers: "required", plannedFixes: "required" });
    const full = validateStatementFields(
      formOf({ ...draft, conformance: "full", knownBarriers: "", plannedFixes: "" }),
    );
    expect(full.errors).toEqual({});
    const missing = validateStatementFields(new FormData());
    expect(missing.errors.contactPhone).toBeUndefined();
    expect(missing.errors.feedbackUrl).toBeUndefined();
    expect(missing.errors.contactEmail).toBe("required");
  });

  it("lets a draft keep placeholders but not a download", () => {
    const withPlaceholder = { ...draft, howItWorks: "Bestellen [[wie genau?]]" };
    expect(validateStatementFields(formOf(withPlaceholder)).ok).toBe(true);
    expect(validateStatementFields(formOf(withPlaceholder), { final: true }).errors).toEqual({
      howItWorks: "placeholder",
    });
  });
});

describe("rendering", () => {
  const fields = complete(defaultStatementFields(report, { locale: "de", siteUrl: report.rootUrl, today }));

  it("makes a standalone, labelled HTML document with barriers, contact and authority", () => {
    const html = renderStatementHtml(fields, "de");
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="de">')).toBe(true);
    expect(html).toContain("<title>Erklärung zur Barrierefreiheit – www.beispiel.de</title>");
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain("<h2>Bekannte Barrieren</h2>");
    expect(html).toContain("<li>Auf der Seite /kontakt: Bilder und Grafiken haben keinen passenden");
    expect(html).toContain('<a href="mailto:barrierefrei@beispiel.de">barrierefrei@beispiel.de</a>');
    expect(html).toContain("Teeweg 1<br>\n12345 Musterstadt");
    expect(html).toContain("Marktüberwachungsstelle der Länder");
    expect(html).toContain("Stand dieser Erklärung: 5. März 2026");
    expect(html).toContain("teilweise");
  });

  it("leaves the provider out of the introduction while no provider is named", () => {
    for (const locale of ["de", "en"] as const) {
      const html = renderStatementHtml({ ...fields, providerName: "  " }, locale);
      expect(html).not.toMatch(/(angeboten von|provided by)\s*[.(<]/);
      expect(html).toContain(locale === "de" ? "Diese Erklärung gilt für" : "This statement applies to");
    }
    expect(renderStatementHtml(fields, "de")).toMatch(/angeboten von \S/);
  });

  it("renders English wording for an English statement", () => {
    const html = renderStatementHtml(fields, "en");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h2>Competent market surveillance authority</h2>");
    expect(html).toContain("This statement was prepared on 5 March 2026.");
  });

  it("carries a workspace's white-label header with its logo and colour, and nothing of it without one", () => {
    const branding = {
      agencyName: "Agentur <Nord>",
      accentColor: "#0f5132",
      logoUrl: "data:image/png;base64,iVBORw0KGgo=",
      preparedBy: "Erstellt von Agentur <Nord>",
      logoAlt: "Logo von Agentur <Nord>",
    };
    const html = renderStatementHtml(fields, "de", branding);
    expect(html).toContain('<header class="brand">');
    expect(html).toContain(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Logo von Agentur &lt;Nord&gt;">',
    );
    expect(html).toContain("<p>Erstellt von Agentur &lt;Nord&gt;</p>");
    expect(html).toContain("border-bottom: 3px solid #0f5132");
    // Only a picture in the file itself: an address would make the published statement load from elsewhere.
    const linked = renderStatementHtml(fields, "de", { ...branding, logoUrl: "https://evil.example/x.svg" });
    expect(linked).not.toContain("<img");
    // A colour that is not #rrggbb never reaches the styles.
    expect(renderStatementHtml(fields, "de", { ...branding, accentColor: "red;}body{display:none" })).toBe(
      renderStatementHtml(fields, "de"),
    );
    expect(renderStatementHtml(fields, "de")).not.toContain("brand");
  });

  it("escapes hostile input in HTML", () => {
    const html = renderStatementHtml(
      {
        ...fields,
        serviceName: '<script>alert("x")</script>',
        knownBarriers: "- <img src=x onerror=alert(1)>",
        contactEmail: '"><script>@x.de',
        feedbackUrl: "javascript:alert(1)",
      },
      "de",
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain('href="mailto:&quot;&gt;&lt;script&gt;@x.de"');
    expect(html).not.toContain('href="javascript:');
  });

  it("makes Markdown with the barriers, contact and authority", () => {
    const markdown = renderStatementMarkdown(fields, "de");
    expect(markdown.startsWith("# Erklärung zur Barrierefreiheit\n")).toBe(true);
    expect(markdown).toContain("\n## Bekannte Barrieren\n\n- Auf der Startseite: Bilder und Grafiken haben");
    expect(markdown).toContain("- **E-Mail:** [barrierefrei@beispiel.de](mailto:barrierefrei@beispiel.de)");
    expect(markdown).toContain(
      "- **Rückmeldeformular:** [https://www.beispiel.de/feedback](https://www.beispiel.de/feedback)",
    );
    expect(markdown).toContain("## Zuständige Marktüberwachungsbehörde");
    expect(markdown).toContain("(MLBF)\\\nSitz: Magdeburg");
  });

  it("escapes Markdown specials so typed text stays text", () => {
    expect(escapeMarkdown("# Titel")).toBe("\\# Titel");
    expect(escapeMarkdown("*fett* _kursiv_ `code` [link](x) <b>&amp;")).toBe(
      "\\*fett\\* \\_kursiv\\_ \\`code\\` \\[link\\](x) \\<b\\>\\&amp;",
    );
    expect(escapeMarkdown("1. kein Listenpunkt")).toBe("1\\. kein Listenpunkt");
    expect(escapeMarkdown("> kein Zitat\n- keine Liste")).toBe("\\> kein Zitat\n\\- keine Liste");
    const markdown = renderStatementMarkdown(
      {
        ...fields,
        serviceName: "<script>alert(1)</script> [x](javascript:y)",
        providerName: "# Nicht fett **GmbH**",
      },
      "de",
    );
    expect(markdown).not.toContain("<script>");
    expect(markdown).not.toContain("[x](javascript");
    expect(markdown).toContain("\\<script\\>alert(1)\\</script\\> \\[x\\](javascript:y)");
    expect(markdown).toContain("\\# Nicht fett \\*\\*GmbH\\*\\*");
  });

  it("reads typed text as paragraphs and lists", () => {
    expect(textBlocks("Erster Absatz\nzweite Zeile\n\n- eins\n- zwei\nDanach")).toEqual([
      { type: "paragraph", lines: ["Erster Absatz", "zweite Zeile"] },
      { type: "list", items: ["eins", "zwei"] },
      { type: "paragraph", lines: ["Danach"] },
    ]);
  });

  it("names the files after the site", () => {
    expect(statementFileName(fields, "de", "html")).toBe("erklaerung-zur-barrierefreiheit-beispiel.de.html");
    expect(statementFileName(fields, "en", "markdown")).toBe("accessibility-statement-beispiel.de.md");
    expect(statementFileName({ ...fields, serviceUrl: "nicht" }, "de", "html")).toBe(
      "erklaerung-zur-barrierefreiheit.html",
    );
  });
});
