/**
 * Which of our failure conditions answer each test of the veraPDF corpus's PDF_UA-1 folder. A corpus file
 * is named after the veraPDF rule it tests ("7.3-t01-fail-a.pdf": ISO 14289-1 clause 7.3, test 1, a file
 * that fails it); the rule's definition is the veraPDF validation profile's. Tests not listed here check
 * what we do not implement (font program internals, table cell geometry, media clips) and are left out.
 */
import type { PdfCheckpointId } from "#core/pdf/checkpoints";

type Answer = { checkpoint: PdfCheckpointId; conditions: readonly string[] };

const ua = (...conditions: string[]): Answer => ({ checkpoint: "pdf-ua-identifier", conditions });
const marking = (...conditions: string[]): Answer => ({ checkpoint: "pdf-content-marking", conditions });
const roles = (...conditions: string[]): Answer => ({ checkpoint: "pdf-role-map", conditions });
const title = (...conditions: string[]): Answer => ({ checkpoint: "pdf-title", conditions });
const language = (...conditions: string[]): Answer => ({ checkpoint: "pdf-language", conditions });
const table: Answer = { checkpoint: "pdf-table-structure", conditions: ["09-004"] };
const list: Answer = { checkpoint: "pdf-list-structure", conditions: ["09-005"] };
const toc: Answer = { checkpoint: "pdf-toc-structure", conditions: ["09-006"] };

export const corpusAnswers: Record<string, Answer> = {
  "5-t01": ua("06-001", "06-002"),
  "5-t02": ua("06-002"),
  "5-t03": ua("06-002"),
  "5-t04": ua("06-002"),
  "5-t05": ua("06-002"),
  "7.1-t01": marking("01-003"),
  "7.1-t02": marking("01-004"),
  "7.1-t03": marking("01-005"),
  "7.1-t04": marking("01-007"),
  "7.1-t05": roles("02-001"),
  "7.1-t06": roles("02-003"),
  "7.1-t07": roles("02-004"),
  "7.1-t08": ua("06-001"),
  "7.1-t09": title("06-003"),
  "7.1-t10": title("07-001", "07-002"),
  "7.1-t11": { checkpoint: "pdf-tagged", conditions: ["01-005"] },
  "7.2-t02": language("11-003"),
  ...Object.fromEntries(
    [
      "03",
      "04",
      "05",
      "06",
      "07",
      "08",
      "09",
      "10",
      "11",
      "12",
      "13",
      "14",
      "16",
      "36",
      "37",
      "38",
      "39",
    ].map((test) => [`7.2-t${test}`, table]),
  ),
  ...Object.fromEntries(["17", "18", "19", "20", "40"].map((test) => [`7.2-t${test}`, list])),
  ...Object.fromEntries(["26", "27", "28"].map((test) => [`7.2-t${test}`, toc])),
  "7.2-t21": language("11-002"),
  "7.2-t22": language("11-002"),
  "7.2-t23": language("11-002"),
  "7.2-t24": language("11-004"),
  "7.2-t25": language("11-005"),
  "7.2-t29": language("11-001"),
  "7.2-t30": language("11-002"),
  "7.2-t31": language("11-002"),
  "7.2-t32": language("11-002"),
  "7.2-t33": language("11-006"),
  "7.2-t34": language("11-001"),
  "7.3-t01": { checkpoint: "pdf-figure-alt", conditions: ["13-004"] },
  "7.4.2-t01": { checkpoint: "pdf-headings", conditions: ["14-002", "14-003"] },
  "7.4.4-t01": { checkpoint: "pdf-headings", conditions: ["14-006"] },
  "7.4.4-t02": { checkpoint: "pdf-headings", conditions: ["14-007"] },
  "7.4.4-t03": { checkpoint: "pdf-headings", conditions: ["14-007"] },
  "7.5-t01": { checkpoint: "pdf-table-headers", conditions: ["15-003"] },
  "7.5-t02": { checkpoint: "pdf-table-headers", conditions: ["15-003"] },
  "7.7-t01": { checkpoint: "pdf-formula-alt", conditions: ["17-002"] },
  "7.9-t01": { checkpoint: "pdf-notes", conditions: ["19-003"] },
  "7.9-t02": { checkpoint: "pdf-notes", conditions: ["19-004"] },
  "7.10-t01": { checkpoint: "pdf-optional-content", conditions: ["20-001", "20-002"] },
  "7.10-t02": { checkpoint: "pdf-optional-content", conditions: ["20-003"] },
  "7.11-t01": { checkpoint: "pdf-embedded-files", conditions: ["21-001"] },
  "7.15-t01": { checkpoint: "pdf-xfa", conditions: ["25-001"] },
  "7.16-t01": { checkpoint: "pdf-security", conditions: ["26-001", "26-002"] },
  "7.18.1-t01": { checkpoint: "pdf-annotations", conditions: ["28-002"] },
  "7.18.1-t02": { checkpoint: "pdf-annotations", conditions: ["28-004"] },
  "7.18.1-t03": { checkpoint: "pdf-form-fields", conditions: ["28-005"] },
  "7.18.3-t01": { checkpoint: "pdf-tab-order", conditions: ["28-008", "28-009"] },
  "7.18.4-t01": { checkpoint: "pdf-form-fields", conditions: ["28-010"] },
  "7.18.5-t01": { checkpoint: "pdf-links", conditions: ["28-011"] },
  "7.18.5-t02": { checkpoint: "pdf-links", conditions: ["28-012"] },
  "7.18.7-t01": { checkpoint: "pdf-embedded-files", conditions: ["21-001"] },
  "7.20-t01": { checkpoint: "pdf-reference-xobject", conditions: ["30-001"] },
  "7.21.4.1-t01": { checkpoint: "pdf-fonts-embedded", conditions: ["31-009"] },
  "7.21.7-t01": { checkpoint: "pdf-unicode-mapping", conditions: ["10-001"] },
};

/** "7.18.3-t01" and whether the file should fail, from a corpus file name ("7-18.3-t01-pass-a.pdf" too). */
export function corpusTest(fileName: string): { test: string; fails: boolean } | undefined {
  const match = /^(\d+(?:[.-]\d+)*)-(t\d+)-(pass|fail)-[a-z]+\.pdf$/.exec(fileName);
  if (!match) return undefined;
  return { test: `${(match[1] ?? "").replace(/-/g, ".")}-${match[2]}`, fails: match[3] === "fail" };
}
