/**
 * npm run bench:pdf: our PDF/UA-1 checks against the veraPDF corpus's PDF_UA-1 files (vendored by
 * vendor.ts). Per veraPDF test: a fail file agrees when we report one of the failure conditions that answer
 * the test (corpus-map.ts), a pass file agrees when we report none of them; a false alarm is a pass file on
 * which we report one. Prints per clause and overall, and with --json the figures as JSON.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { checkPdf } from "#core/pdf/check";
import { corpusAnswers, corpusTest } from "./corpus-map";

const corpus = resolve("tests/fixtures/pdf-ua-corpus");
type Tally = {
  files: number;
  agree: number;
  passFiles: number;
  falseAlarms: number;
  missed: string[];
  alarms: string[];
};
const tally = (): Tally => ({ files: 0, agree: 0, passFiles: 0, falseAlarms: 0, missed: [], alarms: [] });
const byClause = new Map<string, Tally>();
const overall = tally();
const stops: string[] = [];
const started = performance.now();
// pdf-lib warns about every broken object it steps over; the corpus has many on purpose.
console.warn = () => {};

for (const name of (await readdir(corpus)).filter((file) => file.endsWith(".pdf")).sort()) {
  const test = corpusTest(name);
  const answer = test && corpusAnswers[test.test];
  if (!test || !answer) continue;
  const result = await checkPdf(new Uint8Array(await readFile(join(corpus, name))));
  if (result.stopped && result.stopped.reason !== "encrypted")
    stops.push(`${name}: ${result.stopped.reason} ${result.stopped.detail ?? ""}`);
  const reported = result.findings.some(
    (finding) => finding.checkpoint === answer.checkpoint && answer.conditions.includes(finding.condition),
  );
  const clause = test.test.replace(/-t\d+$/, "");
  const entry = byClause.get(clause) ?? tally();
  byClause.set(clause, entry);
  for (const target of [entry, overall]) {
    target.files++;
    if (reported === test.fails) target.agree++;
    else if (test.fails) target.missed.push(name);
    if (!test.fails) {
      target.passFiles++;
      if (reported) {
        target.falseAlarms++;
        target.alarms.push(name);
      }
    }
  }
}

const percent = (part: number, whole: number) =>
  whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)} %`;
if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ clauses: Object.fromEntries(byClause), overall, stops }, null, 2));
} else {
  console.log("clause            files  agreement   false alarms on passing files");
  for (const [clause, entry] of [...byClause].sort(([a], [b]) =>
    a.localeCompare(b, "en", { numeric: true }),
  )) {
    console.log(
      `${clause.padEnd(16)} ${String(entry.files).padStart(6)}  ${percent(entry.agree, entry.files).padStart(9)}   ${entry.falseAlarms}/${entry.passFiles}` +
        (entry.missed.length ? `  missed: ${entry.missed.join(" ")}` : "") +
        (entry.alarms.length ? `  alarms: ${entry.alarms.join(" ")}` : ""),
    );
  }
  console.log(
    `\noverall: ${overall.files} files, agreement ${percent(overall.agree, overall.files)}, false alarms ${overall.falseAlarms}/${overall.passFiles} passing files (${percent(overall.falseAlarms, overall.passFiles)})`,
  );
  if (stops.length) console.log(`stopped early: ${stops.join("; ")}`);
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
}
