/**
 * The command line's --remote: the scan runs in the Klarsicht service instead of the local Chromium,
 * through the public API (/api/v1, app/utils/api/openapi.json) with a token from KLARSICHT_TOKEN. A run is
 * started with an idempotency key (a retried call starts no second run), followed until it ends, and its
 * report read as JSON: the same site report the app exports, so every format and the baseline gate of the
 * local scan apply. Issues triaged in the app as false positive or accepted do not fail the run.
 */
import type { ReportLocale, ScanLevel, SiteReport } from "#core/contract";
import type { ScanResults } from "#core/reporters/results";
import { resultsFromSite } from "#core/reporters/results";

export const remoteMessages = {
  de: {
    noToken:
      "--remote braucht ein API-Token in der Umgebungsvariablen KLARSICHT_TOKEN (anzulegen im Profil unter „API-Tokens“)",
    notService: (value: string) =>
      `--remote erwartet die Adresse des Klarsicht-Dienstes mit http:// oder https://, nicht "${value}"`,
    notWith: (flag: string) => `${flag} gilt nur für die lokale Prüfung, nicht mit --remote`,
    refused: (status: number, detail: string) => `Der Dienst hat den Aufruf abgelehnt (${status}): ${detail}`,
    unreachable: (base: string, reason: string) => `Der Dienst unter ${base} ist nicht erreichbar: ${reason}`,
    runFailed: (url: string, error: string) => `Der Scan von ${url} ist im Dienst fehlgeschlagen: ${error}`,
    tooLong: (url: string, minutes: number) =>
      `Der Scan von ${url} ist nach ${minutes} Minuten noch nicht fertig; er läuft im Dienst weiter`,
    started: (url: string, link: string) => `Scan von ${url} gestartet: ${link}`,
  },
  en: {
    noToken:
      "--remote needs an API token in the environment variable KLARSICHT_TOKEN (created on the profile under “API tokens”)",
    notService: (value: string) =>
      `--remote expects the address of the Klarsicht service with http:// or https://, not "${value}"`,
    notWith: (flag: string) => `${flag} applies to the local scan only, not with --remote`,
    refused: (status: number, detail: string) => `The service refused the call (${status}): ${detail}`,
    unreachable: (base: string, reason: string) => `The service at ${base} cannot be reached: ${reason}`,
    runFailed: (url: string, error: string) => `The scan of ${url} failed in the service: ${error}`,
    tooLong: (url: string, minutes: number) =>
      `The scan of ${url} is not finished after ${minutes} minutes; it goes on in the service`,
    started: (url: string, link: string) => `Scan of ${url} started: ${link}`,
  },
} as const;

type Messages = (typeof remoteMessages)[ReportLocale];

/** Why a remote scan did not give a report; its message in the run's language. */
export class RemoteError extends Error {
  constructor(
    readonly say: (messages: Messages) => string,
    /** The CLI's exit code: 2 for a wrong call or a refused token, 3 for a scan that did not finish. */
    readonly exitCode: 2 | 3,
  ) {
    super(say(remoteMessages.en));
  }
}

export type RemoteOptions = {
  /** The service's origin, e.g. https://klarsicht.de or http://127.0.0.1:5173 for `npm run dev`. */
  base: string;
  token: string;
  level: ScanLevel;
  locale: ReportLocale;
  /** How often a run's state is asked while it runs. */
  pollMs?: number;
  /** How long a run may take before the CLI stops waiting (the run goes on in the service). */
  timeoutMs?: number;
  /** Said on stderr as each run starts (its address in the app). */
  onStarted?: (url: string, link: string) => void;
  fetch?: typeof fetch;
};

/** The report of a finished run as the API exports it: the site report with each issue's triage. */
export type RemoteReport = Omit<SiteReport, "issues"> & {
  issues: (SiteReport["issues"][number] & { triage: { state: string } | null })[];
};

type RunState = { id: string; status: "queued" | "running" | "done" | "failed"; error: string | null };

/** The service's origin from --remote's value; a RemoteError for anything else. */
export function serviceBase(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new RemoteError((t) => t.notService(value), 2);
  }
  return url.origin;
}

/** Scans one address in the service (one page or, with scope site, its whole site) and reads the report. */
export async function remoteScan(
  url: string,
  scope: "page" | "site",
  options: RemoteOptions,
): Promise<RemoteReport> {
  const call = apiCaller(options);
  const body = JSON.stringify({ url, scope, level: options.level });
  const started = (await call("/api/v1/runs", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
    body,
  })) as RunState;
  options.onStarted?.(url, `${options.base}/run/${encodeURIComponent(started.id)}`);
  const timeoutMs = options.timeoutMs ?? 60 * 60_000;
  const deadline = Date.now() + timeoutMs;
  let run = started;
  while (run.status === "queued" || run.status === "running") {
    if (Date.now() > deadline)
      throw new RemoteError((t) => t.tooLong(url, Math.round(timeoutMs / 60_000)), 3);
    await wait(options.pollMs ?? 2_000);
    run = (await call(`/api/v1/runs/${encodeURIComponent(started.id)}`)) as RunState;
  }
  if (run.status === "failed") throw new RemoteError((t) => t.runFailed(url, run.error ?? "failed"), 3);
  return (await call(`/api/v1/runs/${encodeURIComponent(started.id)}/export/json`)) as RemoteReport;
}

/** The results every format reads, without the issues the site's owner triaged as not to be fixed. */
export function remoteResults(reports: readonly RemoteReport[], kind: "pages" | "site"): ScanResults {
  const open = reports.map((report) => ({
    ...report,
    issues: report.issues.filter(
      (issue) => issue.triage?.state !== "false_positive" && issue.triage?.state !== "accepted",
    ),
  }));
  const [first] = open;
  if (kind === "site" && first) return resultsFromSite(first);
  const results = open.map(resultsFromSite);
  return {
    kind: "pages",
    rootUrl: null,
    level: first?.level ?? "AA",
    locale: first?.locale ?? "de",
    axeVersion: first?.axeVersion ?? "",
    pages: results.flatMap((result) => result.pages),
  };
}

/**
 * --format json of remote page runs: one entry per page in the shape of the local scan's JSON (each
 * element with its issue key), so that it serves as a later run's baseline like a local report.
 */
export function remotePagesJson(results: ScanResults) {
  return results.pages.map((page) => ({
    url: page.url,
    finalUrl: page.finalUrl,
    status: page.status,
    ...(page.error ? { error: page.error } : {}),
    ...(page.partial ? { partial: page.partial } : {}),
    violations: page.violations,
    incomplete: page.incomplete,
  }));
}

function apiCaller(options: RemoteOptions) {
  const fetcher = options.fetch ?? fetch;
  return async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetcher(`${options.base}${path}`, {
          ...init,
          headers: {
            ...(init.headers as Record<string, string>),
            Authorization: `Bearer ${options.token}`,
            Accept: "application/json",
            "Accept-Language": options.locale,
          },
        });
      } catch (error) {
        const reason =
          error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : "";
        throw new RemoteError((t) => t.unreachable(options.base, reason), 3);
      }
      // The token's rate limit: wait as long as the service says, a few times.
      if (response.status === 429 && attempt < 5) {
        await response.body?.cancel();
        await wait(Math.min(60, Number(response.headers.get("Retry-After")) || 1) * 1_000);
        continue;
      }
      if (response.ok) return response.json();
      const problem = (await response.json().catch(() => null)) as { detail?: string; title?: string } | null;
      const detail = problem?.detail ?? problem?.title ?? response.statusText;
      throw new RemoteError((t) => t.refused(response.status, detail), response.status >= 500 ? 3 : 2);
    }
  };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
