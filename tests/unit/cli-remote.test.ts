/**
 * `npm run scan -- --remote`: the CLI against a stand-in of the public API whose every answer is checked
 * against the checked-in OpenAPI document (the app's own answers are checked against it in
 * tests/integration/api.test.ts; end to end against the app in tests/e2e/api-remote.spec.ts). Runs started
 * with an idempotency key and followed to their end, the report's formats and exit codes as a local scan's,
 * issues triaged as not to be fixed left out of the gate, and every refusal said in the run's language.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { aggregateSite } from "#core/aggregate";
import type { Finding, SiteReport } from "#core/contract";
import { runCli } from "#dev/scanner/cli";
import { cleanPageReport } from "../integration/page-report";

const openapi = JSON.parse(readFileSync("app/utils/api/openapi.json", "utf8")) as {
  components: { schemas: Record<string, unknown> };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: "openapi", components: openapi.components });
const validate = (schema: string) => ajv.getSchema(`openapi#/components/schemas/${schema}`);

const token = "ks_live_remote-test-token-0123456789abcdefghijklmn";

function imageAlt(selector: string): Finding {
  return {
    ruleId: "image-alt",
    impact: "critical",
    description: "Images must have alternate text",
    help: "Images must have alternate text",
    helpUrl: "https://dequeuniversity.com/rules/axe/4.10/image-alt",
    wcag: ["1.1.1"],
    en301549: ["9.1.1.1"],
    bestPractice: false,
    nodes: [{ selector, html: `<img src="${selector}.png">`, failureSummary: "Kein Alternativtext" }],
    engine: "axe-core",
  };
}

/** The export of a finished run: the site report with each issue's triage, as the app answers it. */
function exportOf(url: string, selectors: string[], triage: Record<string, string> = {}) {
  const violations = selectors.map(imageAlt);
  const report: SiteReport = aggregateSite({
    rootUrl: url,
    level: "AA",
    locale: "de",
    pages: [
      {
        url,
        depth: 0,
        outcome: {
          ok: true,
          report: cleanPageReport(url, {
            violations,
            counts: { violations: violations.length, incomplete: 0, passes: 1, inapplicable: 0 },
          }),
        },
      },
    ],
  });
  const issues = report.issues.map((issue) => ({
    ...issue,
    triage: { state: triage[issue.key] ?? "open", note: null, by: null, at: null },
  }));
  return {
    ...report,
    issues,
    counts: {
      wcagViolations: issues.length,
      occurrences: issues.length,
      open: issues.length,
      openOccurrences: issues.length,
      bestPractices: 0,
      review: 0,
    },
  };
}

type Behaviour = {
  /** The run's state when started, then one per GET; the last repeats. */
  states: ("queued" | "running" | "done" | "failed")[];
  selectors: string[];
  triage?: Record<string, string>;
  /** Answer the first POST with 429 and this Retry-After. */
  rateLimitedOnce?: boolean;
};

let server: Server;
let base = "";
let behaviour: Behaviour = { states: ["done"], selectors: [] };
const seen: {
  method: string;
  path: string;
  idempotencyKey?: string;
  authorization?: string;
  language?: string;
  body?: unknown;
}[] = [];
const invalid: string[] = [];

function run(id: string, url: string, status: string) {
  const body = {
    id,
    url,
    finalUrl: status === "done" ? url : null,
    kind: "page",
    level: "AA",
    status,
    error: status === "failed" ? "timeout" : null,
    siteId: null,
    createdAt: "2026-11-28T10:00:00.000Z",
    startedAt: status === "queued" ? null : "2026-11-28T10:00:01.000Z",
    finishedAt: status === "done" || status === "failed" ? "2026-11-28T10:00:09.000Z" : null,
    pages: null,
    counts: null,
    links: {
      self: `/api/v1/runs/${id}`,
      exports: {
        json: `/api/v1/runs/${id}/export/json`,
        csv: `/api/v1/runs/${id}/export/csv`,
        pdf: `/api/v1/runs/${id}/export/pdf`,
      },
    },
  };
  return body;
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
}

/** Sends a JSON answer after checking it against the OpenAPI schema it stands for. */
function answer(
  response: import("node:http").ServerResponse,
  status: number,
  schema: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const check = validate(schema);
  if (!check) invalid.push(`no schema ${schema}`);
  else if (!check(body)) invalid.push(`${schema}: ${ajv.errorsText(check.errors)}`);
  response.writeHead(status, {
    "Content-Type": schema === "Problem" ? "application/problem+json" : "application/json",
    ...headers,
  });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  let gets = 0;
  let posted = 0;
  const urls = new Map<string, string>();
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const body = await bodyOf(request);
    seen.push({
      method: request.method ?? "",
      path,
      idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      authorization: request.headers.authorization,
      language: request.headers["accept-language"],
      body,
    });
    if (request.headers.authorization !== `Bearer ${token}`) {
      return answer(response, 401, "Problem", {
        type: `${base}/api-docs#token-invalid`,
        title: "Token ungültig",
        status: 401,
        detail: "Dieses API-Token ist unbekannt.",
      });
    }
    if (request.method === "POST" && path === "/api/v1/runs") {
      posted += 1;
      if (behaviour.rateLimitedOnce) {
        behaviour.rateLimitedOnce = false;
        return answer(
          response,
          429,
          "Problem",
          {
            type: `${base}/api-docs#rate-limited`,
            title: "Zu viele Aufrufe",
            status: 429,
            detail: "Bitte warten Sie.",
          },
          { "Retry-After": "1" },
        );
      }
      const id = `run${posted}`;
      const { url } = body as { url: string };
      urls.set(id, url);
      gets = 1;
      const state = behaviour.states[0] ?? "done";
      return answer(response, 201, "Run", run(id, url, state), { Location: `/api/v1/runs/${id}` });
    }
    const match = path.match(/^\/api\/v1\/runs\/([^/]+)(\/export\/json)?$/);
    const id = match?.[1] ?? "";
    const url = urls.get(id);
    if (!match || !url)
      return answer(response, 404, "Problem", {
        type: `${base}/api-docs#not-found`,
        title: "Nicht gefunden",
        status: 404,
        detail: "Nicht gefunden.",
      });
    if (match[2])
      return answer(response, 200, "RunReport", exportOf(url, behaviour.selectors, behaviour.triage));
    const state = behaviour.states[Math.min(gets, behaviour.states.length - 1)] ?? "done";
    gets += 1;
    return answer(response, 200, "Run", run(id, url, state));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let cwd = "";
afterEach(async () => {
  seen.length = 0;
  const wrong = invalid.splice(0);
  expect(wrong, "every stand-in answer matches the OpenAPI document").toEqual([]);
  if (cwd) await rm(cwd, { recursive: true, force: true });
});

async function cli(args: string[], env: { token?: string } = { token }) {
  cwd = await mkdtemp(join(tmpdir(), "klarsicht-remote-"));
  const out: string[] = [];
  const err: string[] = [];
  const before = process.env.KLARSICHT_TOKEN;
  if (env.token === undefined) delete process.env.KLARSICHT_TOKEN;
  else process.env.KLARSICHT_TOKEN = env.token;
  try {
    const code = await runCli(
      args,
      {
        stdout: { write: (text: string) => out.push(text) },
        stderr: { write: (text: string) => err.push(text) },
      },
      cwd,
    );
    return { code, stdout: out.join(""), stderr: err.join("") };
  } finally {
    if (before === undefined) delete process.env.KLARSICHT_TOKEN;
    else process.env.KLARSICHT_TOKEN = before;
  }
}

describe("npm run scan -- --remote", () => {
  it("starts a run with an idempotency key, follows it to its end and fails on its violations", async () => {
    behaviour = { states: ["queued", "running", "done"], selectors: ["img.logo"] };
    const result = await cli(["--remote", base, "--format", "json", "https://www.beispiel.de/"]);
    expect(result.code, result.stderr).toBe(1);
    const post = seen.find((call) => call.method === "POST");
    expect(post).toMatchObject({
      path: "/api/v1/runs",
      body: { url: "https://www.beispiel.de/", scope: "page", level: "AA" },
      language: "de",
    });
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/v1/runs",
      "GET /api/v1/runs/run1",
      "GET /api/v1/runs/run1",
      "GET /api/v1/runs/run1/export/json",
    ]);
    expect(result.stderr).toContain(`Scan von https://www.beispiel.de/ gestartet: ${base}/run/run1`);
    const json = JSON.parse(result.stdout) as {
      url: string;
      violations: { ruleId: string; nodes: { key: string }[] }[];
    }[];
    expect(json.map((page) => [page.url, page.violations.map((finding) => finding.ruleId)])).toEqual([
      ["https://www.beispiel.de/", ["image-alt"]],
    ]);
    expect(json[0]?.violations[0]?.nodes[0]?.key).toBeTruthy();
  }, 30_000);

  it("gates against a baseline and leaves out issues triaged as false positive or accepted", async () => {
    const reports = await mkdtemp(join(tmpdir(), "klarsicht-remote-reports-"));
    try {
      behaviour = { states: ["done"], selectors: ["img.logo"] };
      const baseline = join(reports, "baseline.json");
      const first = await cli([
        "--remote",
        base,
        "--format",
        "sarif",
        "--write",
        `json=${baseline}`,
        "https://www.beispiel.de/",
      ]);
      expect(first.code).toBe(1);
      expect((JSON.parse(first.stdout) as { runs: { results: unknown[] }[] }).runs[0]?.results).toHaveLength(
        1,
      );

      // The same issue again: known to the baseline; a new one fails and is named.
      const known = await cli(["--remote", base, "--baseline", baseline, "https://www.beispiel.de/"]);
      expect(known.code, known.stderr).toBe(0);
      behaviour = { states: ["done"], selectors: ["img.logo", "img.banner"] };
      const added = await cli([
        "--remote",
        base,
        "--baseline",
        baseline,
        "--lang",
        "en",
        "https://www.beispiel.de/",
      ]);
      expect(added.code).toBe(1);
      expect(added.stderr).toContain("img.banner");
      expect(added.stderr).not.toContain("img.logo");

      const key = exportOf("https://www.beispiel.de/", ["img.logo"]).issues[0]?.key ?? "";
      behaviour = { states: ["done"], selectors: ["img.logo"], triage: { [key]: "false_positive" } };
      const triaged = await cli([
        "--remote",
        base,
        "--format",
        "junit",
        "--lang",
        "en",
        "https://www.beispiel.de/",
      ]);
      expect(triaged.code, triaged.stderr).toBe(0);
      expect(triaged.stdout).toContain('failures="0"');

      // The CSV of two pages: one header, each page's rows, the triage in words.
      behaviour = {
        states: ["done"],
        selectors: ["img.logo", "img.banner"],
        triage: { [key]: "false_positive" },
      };
      const csv = await cli([
        "--remote",
        base,
        "--format",
        "csv",
        "https://www.beispiel.de/",
        "https://www.beispiel.de/b",
      ]);
      expect(csv.code, csv.stderr).toBe(1);
      const lines = csv.stdout
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines.filter((line) => line.startsWith("Seite;"))).toHaveLength(1);
      const rows = lines.slice(1).map((line) => line.split(";"));
      expect(rows.map((cells) => [cells[0], cells[9], cells.at(-3)])).toEqual([
        ["https://www.beispiel.de/", "img.banner", "Offen"],
        ["https://www.beispiel.de/", "img.logo", "Fehlalarm"],
        ["https://www.beispiel.de/b", "img.banner", "Offen"],
        ["https://www.beispiel.de/b", "img.logo", "Fehlalarm"],
      ]);
    } finally {
      await rm(reports, { recursive: true, force: true });
    }
  }, 30_000);

  it("waits as long as the service asks when the token's rate limit is reached", async () => {
    behaviour = { states: ["done"], selectors: [], rateLimitedOnce: true };
    const result = await cli(["--remote", base, "--format", "json", "https://www.beispiel.de/"]);
    expect(result.code, result.stderr).toBe(0);
    expect(seen.filter((call) => call.method === "POST")).toHaveLength(2);
  }, 30_000);

  it("says why not: no token, a refused token, a failed run, local flags, a wrong address", async () => {
    behaviour = { states: ["failed"], selectors: [] };
    const noToken = await cli(["--remote", base, "https://www.beispiel.de/"], {});
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain("KLARSICHT_TOKEN");
    expect(seen).toEqual([]);

    const refused = await cli(["--remote", base, "https://www.beispiel.de/"], { token: "ks_live_wrong" });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      "Der Dienst hat den Aufruf abgelehnt (401): Dieses API-Token ist unbekannt.",
    );

    const failed = await cli(["--remote", base, "--lang", "en", "https://www.beispiel.de/"]);
    expect(failed.code).toBe(3);
    expect(failed.stderr).toContain("The scan of https://www.beispiel.de/ failed in the service: timeout");

    const local = await cli(["--remote", base, "--allow-private", "https://www.beispiel.de/"]);
    expect(local.code).toBe(2);
    expect(local.stderr).toContain("--allow-private gilt nur für die lokale Prüfung, nicht mit --remote");

    const wrong = await cli(["--remote", "ftp://klarsicht.de", "--lang", "en", "https://www.beispiel.de/"]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(
      '--remote expects the address of the Klarsicht service with http:// or https://, not "ftp://klarsicht.de"',
    );

    const closed = await cli(["--remote", "http://127.0.0.1:9", "https://www.beispiel.de/"]);
    expect(closed.code).toBe(3);
    expect(closed.stderr).toContain("Der Dienst unter http://127.0.0.1:9 ist nicht erreichbar");
  }, 60_000);
});
