/**
 * The label in name algorithm of ACT rule 2ee8b8 and where our check leaves the decision to a person.
 */
import { describe, expect, it } from "vitest";
import { labelInName, tokensOf } from "#scanner/checks/label-in-name";

const verdict = (label: string, name: string, symbolFont = false) => labelInName({ label, name, symbolFont });

describe("label in name algorithm", () => {
  it("tokenizes in lower case, without punctuation, symbols and text in parentheses", () => {
    expect(tokensOf("  Suchen (TT.MM.JJJJ) » Jetzt…  ")).toEqual(["suchen", "jetzt"]);
    expect(tokensOf("Größe: 42")).toEqual(["größe", "42"]);
  });

  it("finds the label as consecutive words of the name", () => {
    expect(verdict("Warenkorb ansehen", "Warenkorb ansehen, 3 Artikel")).toBe("contained");
    expect(verdict("→ Weiter", "weiter")).toBe("contained");
    expect(verdict("Warenkorb ansehen", "ansehen Warenkorb")).toBe("not contained");
    expect(verdict("Jetzt bestellen", "Jetzt kostenpflichtig bestellen")).toBe("not contained");
  });

  it("fails missing words and digits it cannot explain", () => {
    expect(verdict("AGB lesen", "Bedingungen")).toBe("not contained");
    expect(verdict("Seite 2", "Seite zwei")).toBe("not contained");
    expect(verdict("2021", "20 21")).toBe("not contained");
    expect(verdict("gerecht", "ge recht")).toBe("not contained");
  });

  it("leaves marked abbreviations, hyphenation and spelling variants to a person", () => {
    expect(verdict("Hauptstr.", "Hauptstraße")).toBe("may differ");
    expect(verdict("Hauptstraße", "Hauptstr.")).toBe("may differ");
    expect(verdict("EMail", "E-Mail")).toBe("may differ");
    expect(verdict("E-Mail", "EMail")).toBe("may differ");
    expect(verdict("Geographie", "Geografie")).toBe("may differ");
  });

  it("leaves a one-letter label and text in a symbol font to a person", () => {
    expect(verdict("X", "Schließen")).toBe("may differ");
    expect(verdict("W C A G", "WCAG")).toBe("not contained");
    expect(verdict("search", "Finden", true)).toBe("may differ");
  });
});
