import { describe, expect, it } from "vitest";
import { aggregateSite } from "#core/aggregate";
import type { Finding, PageReport, SitePageResult, SiteReport } from "#core/contract";
import { type CsvColumn, csvCell, csvColumns, siteReportToCsv } from "#core/reporters/csv";

const headersDe: Record<CsvColumn, string> = {
  pageUrl: "Seite",
  flowStep: "Ablaufschritt",
  signedIn: "Angemeldet",
  ruleId: "Regel",
  engine: "Prüfwerkzeug",
  category: "Kategorie",
  impact: "Auswirkung",
  wcag: "WCAG-Kriterien",
  en301549: "EN 301 549",
  bfsg: "BFSG-Relevanz",
  help: "Hinweis",
  selector: "Element",
  html: "HTML",
  failureSummary: "Fehlerbeschreibung",
  helpUrl: "Mehr erfahren",
  issueKey: "Problem-Schlüssel",
  change: "Veränderung",
  triage: "Triage",
};

const relevance = (criterion: string) => (criterion === "1.1.1" ? "BFSG-relevant" : "nicht relevant");

function finding(ruleId: string, nodes: Finding["nodes"], overrides: Partial<Finding> = {}): Finding {
  return {
    ruleId,
    impact: "critical",
    description: "",
    help: `${ruleId}: Bilder müssen alternativen Text haben`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${ruleId}`,
    wcag: ["1.1.1"],
    en301549: ["9.1.1.1"],
    bestPractice: false,
    nodes,
    ...overrides,
  };
}

function page(url: string, violations: Finding[]): SitePageResult {
  const report: PageReport = {
    url,
    finalUrl: url,
    level: "AA",
    locale: "de",
    counts: { violations: violations.length, incomplete: 0, passes: 0, inapplicable: 0 },
    impacts: { critical: violations.length, serious: 0, moderate: 0, minor: 0 },
    violations,
    incomplete: [],
    passes: [],
    inapplicable: [],
    timings: { loadMs: 0, settleMs: 0, injectMs: 0, runMs: 0 },
    axeVersion: "4.14.0",
  };
  return { url, depth: 1, outcome: { ok: true, report } };
}

const hostileHtml = '<img alt="=HYPERLINK(""http://evil.example"")" src="a;b,c.png">\nzweite Zeile';

function report(): SiteReport {
  const logo = { selector: ".logo", html: '<img class="logo">', failureSummary: "Alternativtext fehlt" };
  const pages = [
    page("https://example.com/", [finding("image-alt", [logo])]),
    page("https://example.com/a", [
      finding("image-alt", [logo]),
      finding(
        "label",
        [
          { selector: "#q", html: hostileHtml, failureSummary: "=1+1" },
          { selector: "@import", html: "+cmd", failureSummary: "-2\tx" },
          { selector: "\tleading tab", html: "\rleading CR", failureSummary: "ok" },
        ],
        { wcag: ["4.1.2", "1.1.1"], en301549: ["9.4.1.2", "9.1.1.1"], impact: null },
      ),
    ]),
  ];
  const previous = aggregateSite({
    rootUrl: "https://example.com/",
    level: "AA",
    locale: "de",
    pages: [pages[0] as SitePageResult],
  });
  return aggregateSite(
    { rootUrl: "https://example.com/", level: "AA", locale: "de", pages },
    { runId: "before", report: previous },
  );
}

/** A strict RFC 4180 reader: what a spreadsheet does with the file. */
function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text.charAt(index + 1) === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else {
      expect(char, "a bare CR or LF outside quotes").not.toMatch(/[\r\n]/);
      cell += char;
    }
  }
  expect(cell, "the file ends with CRLF").toBe("");
  expect(row).toEqual([]);
  return rows;
}

describe("siteReportToCsv", () => {
  it.each([",", ";"] as const)(
    "writes one row per occurrence, read back intact (delimiter %s)",
    (delimiter) => {
      const csv = siteReportToCsv(report(), { delimiter, headers: headersDe, relevance });
      expect(csv.startsWith("\uFEFF")).toBe(true);
      const rows = parseCsv(csv.slice(1), delimiter);
      expect(rows[0]).toEqual(csvColumns.map((column) => headersDe[column]));
      // image-alt on 2 pages + label with 3 elements on page a.
      expect(rows).toHaveLength(1 + 5);
      for (const row of rows) expect(row).toHaveLength(csvColumns.length);

      const records = rows.slice(1).map((row) => Object.fromEntries(csvColumns.map((c, i) => [c, row[i]])));
      expect(records[0]).toEqual({
        pageUrl: "https://example.com/",
        flowStep: "",
        signedIn: "",
        ruleId: "image-alt",
        engine: "axe-core",
        category: "wcag",
        impact: "critical",
        wcag: "1.1.1",
        en301549: "9.1.1.1",
        bfsg: "BFSG-relevant",
        help: "image-alt: Bilder müssen alternativen Text haben",
        selector: ".logo",
        html: '<img class="logo">',
        failureSummary: "Alternativtext fehlt",
        helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt",
        issueKey: "image-alt|img.logo",
        change: "unchanged",
        triage: "",
      });
      expect(records[1]?.pageUrl).toBe("https://example.com/a");
      const label = records.find((record) => record.selector === "#q");
      expect(label).toMatchObject({
        pageUrl: "https://example.com/a",
        ruleId: "label",
        impact: "",
        wcag: "4.1.2, 1.1.1",
        en301549: "9.4.1.2, 9.1.1.1",
        bfsg: "nicht relevant, BFSG-relevant",
        html: hostileHtml,
        change: "new",
      });
    },
  );

  it("defuses cells a spreadsheet would run as a formula", () => {
    const rows = parseCsv(
      siteReportToCsv(report(), { delimiter: ";", headers: headersDe, relevance }).slice(1),
      ";",
    );
    const cells = rows.slice(1).flat();
    expect(cells).toContain("'=1+1");
    expect(cells).toContain("'@import");
    expect(cells).toContain("'+cmd");
    expect(cells).toContain("'-2\tx");
    expect(cells).toContain("'\tleading tab");
    expect(cells).toContain("'\rleading CR");
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it("leaves the change column empty without a previous run", () => {
    const single = aggregateSite({
      rootUrl: "https://example.com/",
      level: "AA",
      locale: "en",
      pages: [
        page("https://example.com/", [
          finding("image-alt", [{ selector: "img", html: "<img>", failureSummary: "" }]),
        ]),
      ],
    });
    const rows = parseCsv(
      siteReportToCsv(single, { delimiter: ",", headers: headersDe, relevance }).slice(1),
      ",",
    );
    expect(rows[1]?.[csvColumns.indexOf("change")]).toBe("");
    expect(rows[1]?.[csvColumns.indexOf("issueKey")]).toBe("image-alt|img");
  });

  it("writes the coded columns in the report's language when given the words", () => {
    const single = aggregateSite({
      rootUrl: "https://example.com/",
      level: "AA",
      locale: "de",
      pages: [
        page("https://example.com/", [
          finding("image-alt", [{ selector: "img", html: "<img>", failureSummary: "" }]),
          finding("ks-link-purpose", [{ selector: "a", html: "<a>", failureSummary: "" }], {
            engine: "klarsicht",
          }),
        ]),
      ],
    });
    const values = {
      category: { wcag: "Verstöße", bestPractice: "Best Practices", review: "Manuell zu prüfen" },
      impact: { critical: "Kritisch", serious: "Schwerwiegend", moderate: "Mittel", minor: "Gering" },
      change: { new: "Neu", unchanged: "Unverändert" },
      engine: { "axe-core": "axe-core", klarsicht: "Klarsicht (eigene Prüfung)" },
      signedIn: "angemeldet",
    };
    const rows = parseCsv(
      siteReportToCsv(single, { delimiter: ";", headers: headersDe, relevance, values }).slice(1),
      ";",
    );
    const row = rows[1] ?? [];
    expect(row[csvColumns.indexOf("category")]).toBe("Verstöße");
    expect(row[csvColumns.indexOf("impact")]).toBe(values.impact[single.issues[0]?.impact ?? "critical"]);
    expect(rows.slice(1).map((cells) => cells[csvColumns.indexOf("engine")])).toEqual([
      "axe-core",
      "Klarsicht (eigene Prüfung)",
    ]);
  });

  it("writes only the header row for a report without issues", () => {
    const empty = aggregateSite({ rootUrl: "https://example.com/", level: "AA", locale: "de", pages: [] });
    const csv = siteReportToCsv(empty, { delimiter: ";", headers: headersDe, relevance });
    expect(csv).toBe(`\uFEFF${csvColumns.map((column) => headersDe[column]).join(";")}\r\n`);
  });
});

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ["a;b", '"a;b"'],
    ["tab\tinside", '"tab\tinside"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["cr\rinside", '"cr\rinside"'],
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ['=HYPERLINK("x";"y")', `"'=HYPERLINK(""x"";""y"")"`],
    ["/y,=1+1,z", `"/y,'=1+1,z"`],
    ["a;@SUM(A1)", `"a;'@SUM(A1)"`],
    ["line\n-2+3", `"line\n'-2+3"`],
    ["tab\t+1", `"tab\t'+1"`],
    ["a, b; c-d", '"a, b; c-d"'],
    ["", ""],
  ] as const)("%j → %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("a cell cannot be split into a formula by a reader using the other delimiter", () => {
  const hostileUrl = "https://example.com/y,=1+1,z;@SUM(A1);-2";
  const hostile = aggregateSite({
    rootUrl: "https://example.com/",
    level: "AA",
    locale: "de",
    pages: [
      page(hostileUrl, [
        finding("image-alt", [{ selector: "a,+cmd", html: "<img>", failureSummary: "x;=2+2" }]),
      ]),
    ],
  });

  it.each([
    [";", ","],
    [",", ";"],
    [";", ";"],
    [",", ","],
  ] as const)("written with %s, read with %s", (written, read) => {
    const csv = siteReportToCsv(hostile, { delimiter: written, headers: headersDe, relevance });
    const cells = parseCsv(csv.slice(1), read).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it("keeps the page address in one cell, defused after each delimiter", () => {
    for (const delimiter of [",", ";"] as const) {
      const csv = siteReportToCsv(hostile, { delimiter, headers: headersDe, relevance });
      expect(parseCsv(csv.slice(1), delimiter)[1]?.[0]).toBe("https://example.com/y,'=1+1,z;'@SUM(A1);'-2");
    }
  });
});
