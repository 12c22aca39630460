/**
 * The values D1 columns hold, defined beside the schema so that the schema imports nothing of Klarsicht's
 * own: the contract (workers/core/contract.ts) re-exports them, and the scanner and the app name them from
 * there. Plain data, no drizzle-orm, so that the client bundle can carry it.
 */

export const impacts = ["critical", "serious", "moderate", "minor"] as const;
export type Impact = (typeof impacts)[number];

export const resultCategories = ["violations", "incomplete", "passes", "inapplicable"] as const;
export type ResultCategory = (typeof resultCategories)[number];

export type CategoryCounts = Record<ResultCategory, number>;
export type ImpactCounts = Record<Impact, number>;

/** Why a scan failed; the app translates each code. */
export const scanErrorCodes = [
  "invalid_url", // not an http(s) address a browser can open
  "blocked_target", // the address, or where it leads, is not public (SSRF guard)
  "dns_failed", // the host name does not resolve
  "unreachable", // connection refused, reset, TLS failure
  "timeout", // the page did not load within the time cap
  "http_error", // the page answered with an HTTP error status (4xx/5xx)
  "not_html", // the address is not a web page
  "too_large", // the page exceeded the request or byte caps
  "report_too_large", // the page's findings exceed what a report may hold (reportCaps)
  "site_report_too_large", // a site run's findings exceed what its report may hold (siteReportCaps)
  "browser_error", // the browser failed (crash, protocol error)
  "internal", // anything else
  "unregistered_site", // app only: the address led to another website, not registered in the account's plan
  "login_failed", // the site's stored login profile did not sign in (decision 043)
] as const;
export type ScanErrorCode = (typeof scanErrorCodes)[number];
