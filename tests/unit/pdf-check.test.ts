/**
 * The PDF/UA-1 checks, one handmade document per failure condition: each breaks one thing of an otherwise
 * conforming document, and the check must name that condition (and the conforming one nothing).
 */
import { describe, expect, it } from "vitest";
import { checkPdf, type PdfFinding } from "#core/pdf/check";
import { pdfCheckpointById, pdfCheckpoints } from "#core/pdf/checkpoints";
import { buildPdf, type PdfOptions } from "../support/pdf-builder";

const conditions = (findings: PdfFinding[]) =>
  findings.map((finding) => `${finding.checkpoint} ${finding.condition}`);

describe("checkPdf on handmade documents", () => {
  it("finds nothing in a conforming document and reads its title and language", async () => {
    const result = await checkPdf(await buildPdf());
    expect(result.findings).toEqual([]);
    expect(result).toMatchObject({
      pages: 1,
      checkedPages: 1,
      tagged: true,
      claimsPdfUa: true,
      title: "Allgemeine Geschäftsbedingungen",
      language: "de-DE",
    });
    expect(result.stopped).toBeUndefined();
    // Reading order is always for a person to judge.
    expect(conditions(result.needsReview)).toEqual(["pdf-reading-order 09-001"]);
  });

  const cases: [string, PdfOptions, string][] = [
    ["untagged", { tagged: false }, "pdf-tagged 01-005"],
    [
      "untagged content in a tagged document",
      { content: "/H1 <</MCID 0>> BDC BT /F1 12 Tf (a) Tj ET EMC 0 0 5 5 re f" },
      "pdf-content-marking 01-005",
    ],
    [
      "an artifact inside tagged content",
      { content: "/H1 <</MCID 0>> BDC /Artifact BMC 0 0 5 5 re f EMC BT /F1 12 Tf (a) Tj ET EMC" },
      "pdf-content-marking 01-003",
    ],
    [
      "tagged content inside an artifact",
      { content: "/Artifact BMC /H1 <</MCID 0>> BDC BT /F1 12 Tf (a) Tj ET EMC EMC" },
      "pdf-content-marking 01-004",
    ],
    ["Suspects true", { suspects: true }, "pdf-content-marking 01-007"],
    ["an unmapped custom tag", { structure: [{ type: "Heading", mcid: 0 }] }, "pdf-role-map 02-001"],
    ["a circular role map", { roleMap: { Foo: "Bar", Bar: "Foo" } }, "pdf-role-map 02-003"],
    ["a remapped standard type", { roleMap: { P: "H1" } }, "pdf-role-map 02-004"],
    ["no dc:title", { title: null }, "pdf-title 06-003"],
    ["no DisplayDocTitle", { displayDocTitle: null }, "pdf-title 07-001"],
    ["DisplayDocTitle false", { displayDocTitle: false }, "pdf-title 07-002"],
    ["no PDF/UA identifier", { pdfUa: null }, "pdf-ua-identifier 06-002"],
    ["a PDF/UA identifier of another part", { pdfUa: "2" }, "pdf-ua-identifier 06-002"],
    ["no language", { lang: null }, "pdf-language 11-001"],
    ["an invalid language", { lang: "deutsch-" }, "pdf-language 11-001"],
    [
      "alternative text in no known language",
      {
        lang: null,
        structure: [
          { type: "H1", mcid: 0, lang: "de" },
          { type: "Figure", alt: "Logo" },
        ],
      },
      "pdf-language 11-002",
    ],
    [
      "outlines in no known language",
      { lang: null, outlines: true, structure: [{ type: "H1", mcid: 0, lang: "de" }] },
      "pdf-language 11-003",
    ],
    [
      "a comment in no known language",
      {
        lang: null,
        annotations: [{ subtype: "Text", contents: "Notiz" }],
        structure: [
          { type: "H1", mcid: 0, lang: "de" },
          { type: "Annot", annotation: 0 },
        ],
      },
      "pdf-language 11-004",
    ],
    [
      "a field's tooltip in no known language",
      {
        lang: null,
        annotations: [{ subtype: "Widget", field: { name: "email", tooltip: "E-Mail" } }],
        structure: [
          { type: "H1", mcid: 0, lang: "de" },
          { type: "Form", annotation: 0 },
        ],
      },
      "pdf-language 11-005",
    ],
    [
      "metadata in no known language",
      { lang: null, structure: [{ type: "H1", mcid: 0, lang: "de" }] },
      "pdf-language 11-006",
    ],
    [
      "a figure without alternative text",
      { structure: [{ type: "H1", mcid: 0 }, { type: "Figure" }] },
      "pdf-figure-alt 13-004",
    ],
    [
      "a formula without alternative text",
      { structure: [{ type: "H1", mcid: 0 }, { type: "Formula" }] },
      "pdf-formula-alt 17-002",
    ],
    ["a first heading other than H1", { structure: [{ type: "H2", mcid: 0 }] }, "pdf-headings 14-002"],
    [
      "a skipped heading level",
      { structure: [{ type: "H1", mcid: 0 }, { type: "H3" }] },
      "pdf-headings 14-003",
    ],
    ["two H in one node", { structure: [{ type: "H", mcid: 0 }, { type: "H" }] }, "pdf-headings 14-006"],
    ["H and H1 mixed", { structure: [{ type: "H1", mcid: 0 }, { type: "H" }] }, "pdf-headings 14-007"],
    [
      "a cell outside a row",
      {
        structure: [
          { type: "H1", mcid: 0 },
          { type: "Table", kids: [{ type: "TD" }] },
        ],
      },
      "pdf-table-structure 09-004",
    ],
    [
      "a header cell without Scope",
      {
        structure: [
          { type: "H1", mcid: 0 },
          { type: "Table", kids: [{ type: "TR", kids: [{ type: "TH" }, { type: "TD" }] }] },
        ],
      },
      "pdf-table-headers 15-003",
    ],
    [
      "a list item outside a list",
      {
        structure: [
          { type: "H1", mcid: 0 },
          { type: "LI", kids: [{ type: "LBody" }] },
        ],
      },
      "pdf-list-structure 09-005",
    ],
    [
      "a paragraph directly in a list",
      {
        structure: [
          { type: "H1", mcid: 0 },
          { type: "L", kids: [{ type: "P" }] },
        ],
      },
      "pdf-list-structure 09-005",
    ],
    [
      "a TOC entry outside a TOC",
      { structure: [{ type: "H1", mcid: 0 }, { type: "TOCI" }] },
      "pdf-toc-structure 09-006",
    ],
    ["a note without ID", { structure: [{ type: "H1", mcid: 0 }, { type: "Note" }] }, "pdf-notes 19-003"],
    [
      "two notes with one ID",
      {
        structure: [
          { type: "H1", mcid: 0 },
          { type: "Note", id: "n1" },
          { type: "Note", id: "n1" },
        ],
      },
      "pdf-notes 19-004",
    ],
    [
      "a link outside a Link tag",
      {
        annotations: [{ subtype: "Link", contents: "Zur Startseite" }],
        structure: [
          { type: "H1", mcid: 0 },
          { type: "P", annotation: 0 },
        ],
      },
      "pdf-links 28-011",
    ],
    [
      "a link without description",
      {
        annotations: [{ subtype: "Link" }],
        structure: [
          { type: "H1", mcid: 0 },
          { type: "Link", annotation: 0 },
        ],
      },
      "pdf-links 28-012",
    ],
    [
      "a comment outside an Annot tag",
      {
        annotations: [{ subtype: "Text", contents: "Notiz" }],
        structure: [
          { type: "H1", mcid: 0 },
          { type: "P", annotation: 0 },
        ],
      },
      "pdf-annotations 28-002",
    ],
    [
      "a comment without description",
      {
        annotations: [{ subtype: "Text" }],
        structure: [
          { type: "H1", mcid: 0 },
          { type: "Annot", annotation: 0 },
        ],
      },
      "pdf-annotations 28-004",
    ],
    [
      "a field outside a Form tag",
      {
        annotations: [{ subtype: "Widget", field: { name: "email", tooltip: "E-Mail" } }],
        structure: [
          { type: "H1", mcid: 0 },
          { type: "P", annotation: 0 },
        ],
      },
      "pdf-form-fields 28-010",
    ],
    [
      "a field without tooltip",
      {
        annotations: [{ subtype: "Widget", field: { name: "email" } }],
        structure: [
          { type: "H1", mcid: 0 },
          { type: "Form", annotation: 0 },
        ],
      },
      "pdf-form-fields 28-005",
    ],
    [
      "annotations without Tabs",
      {
        tabs: null,
        annotations: [{ subtype: "Link", contents: "Start" }],
        structure: [
          { type: "H1", mcid: 0 },
          { type: "Link", annotation: 0 },
        ],
      },
      "pdf-tab-order 28-008",
    ],
    [
      "annotations in row order",
      {
        tabs: "R",
        annotations: [{ subtype: "Link", contents: "Start" }],
        structure: [
          { type: "H1", mcid: 0 },
          { type: "Link", annotation: 0 },
        ],
      },
      "pdf-tab-order 28-009",
    ],
    ["a font not embedded", { font: "not-embedded" }, "pdf-fonts-embedded 31-009"],
    ["a font without Unicode mapping", { font: "no-unicode" }, "pdf-unicode-mapping 10-001"],
    ["an unnamed layer configuration", { optionalContent: {} }, "pdf-optional-content 20-002"],
    [
      "a layer configuration with AS",
      { optionalContent: { name: "Standard", as: true } },
      "pdf-optional-content 20-003",
    ],
    ["an embedded file without UF", { embeddedFile: { f: "a.txt" } }, "pdf-embedded-files 21-001"],
    [
      "an attached file without names",
      {
        annotations: [{ subtype: "FileAttachment", contents: "Anhang", fileSpecification: {} }],
        structure: [
          { type: "H1", mcid: 0 },
          { type: "Annot", annotation: 0 },
        ],
      },
      "pdf-embedded-files 21-001",
    ],
    ["a dynamic XFA form", { xfaDynamic: true }, "pdf-xfa 25-001"],
    [
      "a reference XObject",
      { referenceXObject: true, content: "/H1 <</MCID 0>> BDC BT /F1 12 Tf (a) Tj ET EMC /X1 Do" },
      "pdf-reference-xobject 30-001",
    ],
  ];

  it.each(cases)("names the failure condition of %s", async (_name, options, expected) => {
    const result = await checkPdf(await buildPdf(options));
    expect(conditions(result.findings)).toContain(expected);
    expect(result.stopped).toBeUndefined();
  });

  it("leaves what conforms alone: hidden annotations, Scope on header cells, alternative text, nested lists", async () => {
    const result = await checkPdf(
      await buildPdf({
        annotations: [
          { subtype: "Text", hidden: true },
          { subtype: "Link", contents: "Impressum" },
        ],
        structure: [
          { type: "H1", mcid: 0 },
          { type: "H2" },
          { type: "Figure", alt: "Firmenlogo" },
          { type: "Formula", actualText: "a plus b" },
          { type: "Link", annotation: 1 },
          { type: "Note", id: "n1" },
          { type: "Table", kids: [{ type: "TR", kids: [{ type: "TH", scope: "Column" }, { type: "TD" }] }] },
          {
            type: "Table",
            kids: [
              {
                type: "TR",
                kids: [
                  { type: "TH", id: "h1" },
                  { type: "TD", headers: ["h1"] },
                ],
              },
            ],
          },
          {
            type: "L",
            kids: [
              {
                type: "LI",
                kids: [{ type: "Lbl" }, { type: "LBody", kids: [{ type: "L", kids: [{ type: "LI" }] }] }],
              },
            ],
          },
          { type: "Absatz" },
        ],
        roleMap: { Absatz: "P" },
      }),
    );
    expect(result.findings).toEqual([]);
    // The figure's text is there; whether it says the right thing is a person's call.
    expect(conditions(result.needsReview)).toContain("pdf-figure-alt 13-004");
  });

  it("asks about a table without header cells instead of failing it", async () => {
    const result = await checkPdf(
      await buildPdf({
        structure: [
          { type: "H1", mcid: 0 },
          { type: "Table", kids: [{ type: "TR", kids: [{ type: "TD" }] }] },
        ],
      }),
    );
    expect(conditions(result.findings)).not.toContain("pdf-table-headers 15-003");
    expect(conditions(result.needsReview)).toContain("pdf-table-headers 15-003");
  });

  it("names the page of a finding and the heading levels that jump", async () => {
    const result = await checkPdf(await buildPdf({ structure: [{ type: "H1", mcid: 0 }, { type: "H4" }] }));
    expect(result.findings).toContainEqual({
      checkpoint: "pdf-headings",
      condition: "14-003",
      page: 1,
      count: 1,
      detail: "H1 → H4",
    });
  });

  it("reads object streams and untagged text without a language", async () => {
    const result = await checkPdf(await buildPdf({ tagged: false, lang: null, objectStreams: true }));
    expect(conditions(result.findings)).toEqual(
      expect.arrayContaining(["pdf-tagged 01-005", "pdf-language 11-001"]),
    );
    expect(result.tagged).toBe(false);
  });
});

describe("the checkpoint catalogue", () => {
  it("gives every check its Matterhorn conditions, its criteria and texts in both languages with the three programs", () => {
    for (const checkpoint of pdfCheckpoints) {
      expect(Object.keys(checkpoint.matterhorn.conditions).length).toBeGreaterThan(0);
      for (const condition of Object.keys(checkpoint.matterhorn.conditions))
        expect(condition).toMatch(/^\d\d-\d\d\d$/);
      expect(checkpoint.en301549.every((clause) => clause.startsWith("10."))).toBe(true);
      expect(checkpoint.en301549.length > 0).toBe(checkpoint.wcag.length > 0);
      for (const locale of ["de", "en"] as const) {
        const texts = checkpoint.texts[locale];
        for (const text of [
          texts.title,
          texts.help,
          texts.fix,
          texts.word,
          texts.libreoffice,
          texts.indesign,
        ]) {
          expect(text.length).toBeGreaterThan(5);
        }
      }
      expect(pdfCheckpointById.get(checkpoint.id)).toBe(checkpoint);
    }
  });
});
