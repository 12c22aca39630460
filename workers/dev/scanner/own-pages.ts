/**
 * Our own app's pages through our own engine (axe-core and every Klarsicht check), as a customer's pages
 * are scanned: puppeteer-core on the local Chromium, in one language and colour mode, with the cookies
 * given (a signed-in session), every page of the list in one tab, and the pages aggregated as a
 * whole-site scan does. Used by the statement about our own site (workers/dev/own-statement.ts) and by
 * the end-to-end test that our pages pass our checks (tests/e2e/own-scanner.ts).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { aggregateSite } from "#core/aggregate";
import type { ReportLocale, SitePageResult, SiteReport } from "#core/contract";
import type { MinimalPage } from "#scanner/browser";
import { openScanTab } from "#scanner/engine";
import { chromiumArgs, resolveChromePath } from "./chromium";
import { loadAxe } from "./scanner";

export type OwnPagesScan = {
  /** Each page's outcome, in the order of the paths. */
  pages: SitePageResult[];
  /** The pages aggregated as a whole-site run would. */
  site: SiteReport;
  /** What the last page showed: proves that the language and colour mode took effect. */
  seen: { lang: string; dark: boolean };
};

export type OwnCookie = {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Strict" | "Lax" | "None";
};

export async function scanOwnPages(options: {
  origin: string;
  paths: readonly string[];
  locale: ReportLocale;
  mode: "light" | "dark";
  /** Sent with every page (a signed-in session); the locale cookie is set from `locale`. */
  cookies?: readonly OwnCookie[];
  onPage?: (path: string, outcome: SitePageResult["outcome"]) => void;
}): Promise<OwnPagesScan> {
  const { origin, paths, locale, mode } = options;
  const userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-own-"));
  const browser = await puppeteer.launch({
    executablePath: await resolveChromePath(),
    args: chromiumArgs(),
    headless: true,
    userDataDir,
  });
  try {
    const context = await browser.createBrowserContext();
    const domain = new URL(origin).hostname;
    await context.setCookie(
      ...(options.cookies ?? [])
        .filter((cookie) => cookie.name !== "locale")
        // Only what a session cookie needs: the source's expiry (-1 for a session cookie in Playwright)
        // would mean "expired" here.
        .map(({ name, value, path, httpOnly, secure, sameSite }) => ({
          name,
          value,
          domain,
          path,
          httpOnly,
          secure,
          sameSite,
        })),
      { name: "locale", value: locale, domain, path: "/" },
    );
    const page = await context.newPage();
    // "auto" colour mode follows the system: the emulated preference decides light or dark.
    await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: mode }]);
    const tab = await openScanTab(page as unknown as MinimalPage);
    const axe = await loadAxe();
    const pages: SitePageResult[] = [];
    for (const path of paths) {
      const outcome = await tab.scan(`${origin}${path}`, {
        level: "2.2",
        locale,
        ...axe,
        isAllowed: async (url) => new URL(url).origin === origin,
      });
      options.onPage?.(path, outcome);
      pages.push({ url: `${origin}${path}`, depth: path === "/" ? 0 : 1, outcome });
    }
    const seen = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dark: document.documentElement.classList.contains("dark"),
    }));
    const site = aggregateSite({ rootUrl: `${origin}/`, level: "2.2", locale, pages });
    return { pages, site, seen };
  } finally {
    await browser.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
