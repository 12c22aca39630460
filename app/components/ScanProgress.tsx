import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { textLinkClass } from "./ui";

const POLL_MS = 1500;

/**
 * While something is under way the page asks the server again every 1.5 s. Without JavaScript the
 * page's own <noscript> refresh does the same.
 */
export function usePolling(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const poll = window.setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(poll);
  }, [active, revalidator]);
}

/** The spinner that sits beside a status text; decorative only. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-8 shrink-0 animate-spin rounded-full border-4 border-slate-300 border-t-blue-700 dark:border-slate-600 dark:border-t-sky-300"
    />
  );
}

/** Seconds a page of a site run takes, until the run's own pages tell: measured, a few pages at once. */
const ASSUMED_SECONDS_PER_PAGE = 2;
/** Pages done before the run's own pace is trusted over the assumption. */
const PAGES_TO_MEASURE = 3;

/**
 * What to expect: a page takes seconds; a site's time left is estimated from the pages still to scan, at
 * the pace of the pages done so far once there are enough of them.
 */
export function siteSecondsLeft(pages: { done: number; found: number }, elapsedSeconds: number): number {
  const perPage = pages.done >= PAGES_TO_MEASURE ? elapsedSeconds / pages.done : ASSUMED_SECONDS_PER_PAGE;
  return Math.max(0, pages.found - pages.done) * perPage;
}

function ProgressHint({
  pages,
  elapsedSeconds,
}: {
  pages: { done: number; found: number } | null | undefined;
  elapsedSeconds: number;
}) {
  const { t } = useTranslation();
  const minutes = pages ? Math.round(siteSecondsLeft(pages, elapsedSeconds) / 60) : 0;
  return (
    <p className="mt-6 max-w-2xl text-slate-700 dark:text-slate-300">
      {!pages
        ? t("scan.pending.hint")
        : pages.found === 0
          ? t("scan.pending.siteDiscovering")
          : minutes < 1
            ? t("scan.pending.siteEstimateShort")
            : t("scan.pending.siteEstimate", { count: minutes })}
    </p>
  );
}

/**
 * A queued or running scan: its state (announced), the time elapsed, and a page that refreshes itself
 * with or without JavaScript until the scan is done.
 */
export function ScanProgress({
  status,
  createdAt,
  checkedAt,
  refreshHref,
  pages,
}: {
  status: "queued" | "running";
  createdAt: string;
  /**
   * When the server looked at the scan: the first render counts from it, in the server's HTML and in the
   * browser's hydration alike (the browser's own clock would give another number and a mismatch).
   */
  checkedAt: string;
  refreshHref: string;
  /** A whole-site run: pages scanned of the pages found so far (none while the site is discovered). */
  pages?: { done: number; found: number } | null;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.parse(checkedAt));
  const seconds = Math.max(0, Math.round((now - Date.parse(createdAt)) / 1000));
  usePolling(true);
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);

  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content="2" />
      </noscript>
      <div className="mt-8 flex items-center gap-4">
        <Spinner />
        <div>
          <p role="status" className="text-lg font-semibold">
            {status === "running" ? t("scan.pending.running") : t("scan.pending.queued")}
          </p>
          <p className="text-slate-700 dark:text-slate-300">{t("scan.pending.elapsed", { seconds })}</p>
        </div>
      </div>
      {pages && pages.found > 0 ? (
        <div className="mt-6 max-w-2xl">
          <p id="scan-pages" className="font-semibold">
            {t("account.runs.pages", { done: pages.done, found: pages.found })}
          </p>
          <progress
            aria-labelledby="scan-pages"
            max={pages.found}
            value={pages.done}
            className="mt-2 h-3 w-full accent-blue-700 dark:accent-sky-300"
          />
        </div>
      ) : pages && status === "running" ? (
        <p className="mt-6 max-w-2xl font-semibold">{t("account.runs.discovering")}</p>
      ) : null}
      <ProgressHint pages={pages} elapsedSeconds={seconds} />
      <noscript>
        <p className="mt-4">
          <a href={refreshHref} className={textLinkClass}>
            {t("scan.pending.refresh")}
          </a>
        </p>
      </noscript>
    </>
  );
}
