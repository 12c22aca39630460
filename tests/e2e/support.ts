import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
  type Response,
} from "@playwright/test";

export { expect };

/**
 * The one allowed console line: Chrome itself logs "Failed to load resource" for every answer with an
 * error status, which no page can prevent. It is allowed only where the app refuses on purpose: a document
 * the test opened with a 4xx status (the not-found page, someone else's report) or a form's data request
 * answered 4xx with its translated errors (Remix's `.data` requests). Any other failed load is a fault.
 */
function isChromesLineForARefusal(message: ConsoleMessage, refusals: Set<string>): boolean {
  return (
    message.type() === "error" &&
    message.text().startsWith("Failed to load resource:") &&
    refusals.has(message.location().url)
  );
}

const mailOrigin = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;
const sandboxedMailPreview = new RegExp(
  `^Blocked script execution in '${mailOrigin.replace(/[.]/g, "\\.")}/mails/[\\w-]+/html' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\\.$`,
);

/**
 * The other allowed lines: the local mail stand-in (not the app) shows a mail's HTML in a frame sandboxed
 * without scripts, as a mail program would. The test tools reach into that frame, Playwright with its
 * injected script for locators inside it and axe-core with its frame messages, and Chrome logs its refusal
 * of both. The mail's HTML itself has no script.
 */
function isChromesLineForTheMailPreview(message: ConsoleMessage): boolean {
  const text = message.text();
  if (message.type() === "error") return sandboxedMailPreview.test(text);
  return (
    message.type() === "warning" &&
    text ===
      `Failed to execute 'postMessage' on 'DOMWindow': The target origin provided ('${mailOrigin}') does not match the recipient window's origin ('null').`
  );
}

/**
 * Remix's single fetch (`@remix-run/react`, where it decodes a `.data` answer) logs the AbortError of a
 * request that a newer navigation superseded while its answer was still being read, and then drops that
 * request: the newer navigation goes on and the page is right. It shows only when the machine is slow
 * enough for a click to come before a revalidation's answer is read; no visitor sees it.
 */
function isRemixLineForASupersededRequest(message: ConsoleMessage): boolean {
  return message.type() === "error" && message.text().startsWith("AbortError: BodyStreamBuffer was aborted");
}

function isRefusal(response: Response): boolean {
  const refused = response.status() >= 400 && response.status() < 500;
  const byTheApp =
    response.request().resourceType() === "document" || new URL(response.url()).pathname.endsWith(".data");
  return refused && byTheApp;
}

const watchedContexts = new WeakSet<BrowserContext>();

/** Watches every page of a browser context for console errors and warnings and uncaught errors. */
function watchConsole(context: BrowserContext, problems: string[]): void {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  const refusals = new Set<string>();
  context.on("response", (response) => {
    if (isRefusal(response)) refusals.add(response.url());
  });
  context.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (isChromesLineForARefusal(message, refusals)) return;
    if (isChromesLineForTheMailPreview(message)) return;
    if (isRemixLineForASupersededRequest(message)) return;
    problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
  });
  context.on("weberror", (error) => problems.push(`page error: ${error.error().message}`));
}

/**
 * Records when React has committed the hydration of a document (through the hook React calls for its
 * developer tools), so that clicks meant for JavaScript handlers are not sent to the server-rendered page.
 * Every context of a test has it (the `test` below installs it).
 */
export async function trackHydration(context: BrowserContext) {
  await context.addInitScript(() => {
    const target = window as unknown as Record<string, unknown>;
    // The development build's Fast Refresh runtime reads the hook too: it lists the renderers.
    target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => {
        target.e2eHydrated = true;
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    };
  });
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as Record<string, unknown>).e2eHydrated === true);
}

/**
 * Playwright's `test`, failing any test in whose browser a page logged an error or a warning or threw:
 * hydration mismatches, React's key warnings, failed loads and script errors are faults of the app. It
 * watches the test's own context and every context or page the test opens from the browser, and tracks
 * hydration in each (waitForHydration).
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ browser }, use) => {
      const problems: string[] = [];
      const watch = (context: BrowserContext) => watchConsole(context, problems);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const context = await newContext.apply(browser, args);
        watch(context);
        await trackHydration(context);
        return context;
      };
      try {
        await use(problems);
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, "errors and warnings in the browser's console").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, consoleProblems }, use) => {
    watchConsole(context, consoleProblems);
    await trackHydration(context);
    await use(context);
  },
  // A test acts on the page `goto` returns: an app page first hydrates, else a click or a key can land
  // while React hydrates it (React #345) or before its handlers exist. Pages of other origins (the local
  // Stripe, the OpenID provider, fixture sites), documents without Remix (exports) and a `goto` that
  // asks to return at the first byte (a test of what happens before the scripts run) are not waited for.
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const ownPage = baseURL !== undefined && new URL(page.url()).origin === new URL(baseURL).origin;
      if (ownPage && options?.waitUntil !== "commit") await waitForAppHydration(page);
      return response;
    };
    await use(page);
  },
});

/** Hydrated, or nothing to hydrate: a document without Remix's context (a download, a plain answer). */
export async function waitForAppHydration(page: Page) {
  await page.waitForFunction(() => {
    const target = window as unknown as Record<string, unknown>;
    return target.__remixContext === undefined || target.e2eHydrated === true;
  });
}

export const publicPages = [
  { path: "/", de: "Finden Sie die Barrieren", en: "Find your website" },
  { path: "/pricing", de: "Finden Sie die Barrieren", en: "Find your website" },
  { path: "/kontakt", de: "Kontakt", en: "Contact" },
  { path: "/contact", de: "Kontakt", en: "Contact" },
  { path: "/impressum", de: "Impressum", en: "Imprint" },
  { path: "/imprint", de: "Impressum", en: "Imprint" },
  { path: "/datenschutz", de: "Datenschutz", en: "Privacy" },
  { path: "/privacy", de: "Datenschutz", en: "Privacy" },
  { path: "/agb", de: "Allgemeine Geschäfts", en: "Terms and conditions" },
  { path: "/terms", de: "Allgemeine Geschäfts", en: "Terms and conditions" },
  { path: "/widerruf", de: "Widerrufs", en: "Right of withdrawal" },
  { path: "/withdrawal", de: "Widerrufs", en: "Right of withdrawal" },
  { path: "/barrierefreiheit", de: "Erklärung zur Barrierefreiheit", en: "Accessibility statement" },
  { path: "/accessibility", de: "Erklärung zur Barrierefreiheit", en: "Accessibility statement" },
  { path: "/eaa", de: "European Accessibility Act", en: "European Accessibility Act" },
  { path: "/wcag", de: "WCAG", en: "WCAG" },
  { path: "/bfsg", de: "BFSG", en: "BFSG" },
  { path: "/crawler", de: "KlarsichtBot", en: "KlarsichtBot" },
  { path: "/act", de: "ACT-Implementierungsbericht", en: "ACT implementation report" },
  { path: "/api-docs", de: "Klarsicht-API", en: "Klarsicht API" },
  { path: "/setup", de: "Plan", en: "plan" },
  { path: "/login?failed=1", de: "Anmelden", en: "Login" },
  { path: "/login?cancelled=1", de: "Anmelden", en: "Login" },
] as const;

export const languages = ["de", "en"] as const;
export type Language = (typeof languages)[number];

export async function setLanguage(context: BrowserContext, baseURL: string | undefined, language: Language) {
  await context.addCookies([{ name: "locale", value: language, url: baseURL ?? "http://127.0.0.1" }]);
}

/** Sets the stored colour preference before any page script runs. */
export async function setColorPreference(context: BrowserContext, preference: "light" | "dark" | "auto") {
  await context.addInitScript((value) => {
    let session: Storage;
    try {
      session = sessionStorage;
    } catch {
      return; // A document without storage (an opaque origin) has no preference to set.
    }
    if (!session.getItem("preference-set")) {
      localStorage.setItem("color-scheme", value);
      session.setItem("preference-set", "1");
    }
  }, preference);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeViolation = {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
};

/** Runs axe-core in the page with the WCAG 2.2 AA rule set plus best practices. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
      resultTypes: ["violations"],
    });
    return result.violations as AxeViolation[];
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `  ${node.target.join(" ")}: ${node.failureSummary}`)
        .join("\n")}`,
  );
}

/** A phone's width, where nothing may scroll sideways (WCAG 1.4.10). */
export const narrow = { width: 375, height: 740 };
/**
 * At 375 CSS px: the page does not scroll sideways, what scrolls on its own can be reached by keyboard
 * and is named, and forms leave validation to us (soft assertions).
 */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(narrow.width);
  // What scrolls on its own must be reachable by keyboard and named, so that it can be scrolled.
  const unreachable = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (overflow === "auto" || overflow === "scroll") && element.scrollWidth > element.clientWidth;
      })
      .filter((element) => !((element as HTMLElement).tabIndex >= 0 && element.getAttribute("aria-label")))
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect.soft(unreachable, `${what}: scrolling boxes without keyboard access or name`).toEqual([]);
  await expectOwnValidation(page, what);
}

/**
 * On a phone a data table's first row is on screen across: its row header (the key column: the page's
 * address, the issue, the criterion) and every other cell lie inside the viewport and inside every box
 * that could clip them, none hidden behind a sideways scroll; and the page itself does not scroll
 * sideways (soft assertions).
 */
export async function expectFirstRowOnScreen(table: Locator, what: string) {
  const row = table.locator("tbody tr").first();
  await expect(row.getByRole("rowheader")).toBeVisible();
  const { scrollWidth, clientWidth, hidden } = await row.evaluate((tr) => {
    const page = document.scrollingElement ?? document.documentElement;
    const clips: DOMRect[] = [];
    for (let element = tr.parentElement; element; element = element.parentElement) {
      if (getComputedStyle(element).overflowX !== "visible") clips.push(element.getBoundingClientRect());
    }
    const hidden = [...tr.children]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        const outside = (left: number, right: number) => box.left < left - 0.5 || box.right > right + 0.5;
        return outside(0, page.clientWidth) || clips.some((clip) => outside(clip.left, clip.right));
      })
      .map((cell) => `${cell.tagName} "${(cell.textContent ?? "").trim().slice(0, 40)}"`);
    return { scrollWidth: page.scrollWidth, clientWidth: page.clientWidth, hidden };
  });
  expect.soft(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  expect.soft(hidden, `${what}: cells of the first row off-screen`).toEqual([]);
}

/** Every label of the charts' axes reads at 12 CSS px or more as drawn, whatever the chart's scale. */
export async function expectReadableChartLabels(page: Page, what: string) {
  const sizes = await page.locator('svg[role="img"] text').evaluateAll((texts) =>
    texts.map((text) => {
      const scale = (text as SVGTextElement).getScreenCTM()?.a ?? 1;
      return Math.round(Number.parseFloat(getComputedStyle(text).fontSize) * scale * 10) / 10;
    }),
  );
  expect.soft(sizes.length, `${what}: chart labels`).toBeGreaterThan(0);
  expect.soft(Math.min(...sizes), `${what}: smallest chart label in px`).toBeGreaterThanOrEqual(12);
}

/**
 * The browser's own validation bubbles speak the browser's language, not the page's: every form with
 * fields the browser would check leaves the checking to us (noValidate) and shows our translated errors.
 */
async function expectOwnValidation(page: Page, what: string) {
  const browserValidated = await page.evaluate(() =>
    [...document.forms]
      .filter((form) => !form.noValidate)
      .filter((form) =>
        form.querySelector(
          "[required], [pattern], [min], [max], [minlength], input[type=url], input[type=email]",
        ),
      )
      .map((form) => form.outerHTML.slice(0, 120)),
  );
  expect.soft(browserValidated, `${what}: forms the browser validates`).toEqual([]);
}
