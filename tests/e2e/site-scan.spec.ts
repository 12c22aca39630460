import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { signInSubscriber, trackHydration } from "./journey";
import { expect, type Language, setLanguage, test, waitForHydration } from "./support";

/*
 * A whole-site scan end to end: started from the run list, crawled by the local scanner (robots.txt,
 * links), aggregated, read in all its views, exported as PDF and CSV, and turned into an accessibility
 * statement. Those pages pass our whole scanner in own-pages.spec.ts.
 *
 * The fixture shop (tests/fixtures/site/shop) has four pages sharing a header whose logo image lacks
 * an alt text, an unlabelled field on the contact page, a link into /shop/intern/ (closed by
 * robots.txt), an untagged PDF catalogue, a link to another site, and a link to /shop/index.html: the
 * start page again.
 */

const fixtureOrigin = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
const shop = `${fixtureOrigin}/shop/`;
const shopPages = ["", "produkte.html", "ueber-uns.html", "kontakt.html"].map((path) => `${shop}${path}`);

/** Four pages with the local scanner: a few seconds, more on a busy machine. */
const SITE_SCAN_TIMEOUT = 60_000;

const texts = {
  de: {
    websiteAddress: "Adresse der Website",
    scopeSite: "Ganze Website – alle Unterseiten, bis zu 100 Seiten",
    startScan: "Scan starten",
    reportTitle: `Bericht für ${new URL(shop).host}`,
    tabsLabel: "Ansichten des Berichts",
    tabs: {
      overview: "Überblick",
      issues: "Probleme",
      criteria: "Nach Kriterium",
      pages: "Seiten",
      documents: "Dokumente",
      manual: "Manuell prüfen",
    },
    untagged: "Das Dokument ist nicht getaggt",
    catalogueBarrier: "Im PDF-Dokument „Katalog 2026“ (/shop/katalog.pdf):",
    pagesScanned: "Geprüfte Seiten",
    alias: `Auch erreichbar als ${shop}index.html`,
    engine: "Prüfwerkzeug",
    showAll: "Alle 4 Fundstellen anzeigen",
    showFewer: "Weniger Fundstellen anzeigen",
    pdf: /^PDF/,
    pdfBusy: "PDF wird erstellt …",
    pdfReady: "Das PDF ist fertig und wird heruntergeladen.",
    csv: /^CSV/,
    csvHeader: "Seite;Regel;",
    statement: "Erklärung zur Barrierefreiheit erstellen",
    statementTitle: "Erklärung zur Barrierefreiheit",
    imageBarrier: "Bilder und Grafiken haben keinen passenden Alternativtext",
    required: "Vom BFSG gefordert (EN 301 549)",
  },
  en: {
    websiteAddress: "Website address",
    scopeSite: "Whole website – all subpages, up to 100 pages",
    startScan: "Start scan",
    reportTitle: `Report for ${new URL(shop).host}`,
    tabsLabel: "Report views",
    tabs: {
      overview: "Overview",
      issues: "Issues",
      criteria: "By criterion",
      pages: "Pages",
      documents: "Documents",
      manual: "Manual checks",
    },
    untagged: "The document is not tagged",
    catalogueBarrier: "In the PDF document “Katalog 2026” (/shop/katalog.pdf):",
    pagesScanned: "Pages scanned",
    alias: `Also reached as ${shop}index.html`,
    engine: "Found by",
    showAll: "Show all 4 occurrences",
    showFewer: "Show fewer occurrences",
    pdf: /^PDF/,
    pdfBusy: "Creating the PDF …",
    pdfReady: "The PDF is ready and is being downloaded.",
    csv: /^CSV/,
    csvHeader: "Page,Rule,",
    statement: "Create an accessibility statement",
    statementTitle: "Accessibility statement",
    imageBarrier: "Images and graphics have no suitable text alternative",
    required: "Required by BFSG (EN 301 549)",
  },
} as const;

type View = keyof (typeof texts)["de"]["tabs"];

async function openView(page: Page, language: Language, view: View) {
  const t = texts[language];
  await page
    .getByRole("tablist", { name: t.tabsLabel })
    .getByRole("tab", { name: t.tabs[view], exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?tab=${view}$`));
}

/** The value beside a key figure's label in the overview. */
function figure(page: Page, label: string) {
  return page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

/**
 * An issue shows its first three occurrences; the fourth waits behind "show all", which opens with the
 * keyboard, on a small screen without scrolling sideways, and closes again.
 */
async function showAllOccurrences(page: Page, issue: Locator, language: Language) {
  const t = texts[language];
  const occurrences = issue.getByRole("listitem").filter({ hasText: "img" });
  await expect(occurrences.filter({ visible: true })).toHaveCount(3);
  await page.setViewportSize({ width: 375, height: 800 });
  const summary = issue.locator("summary");
  await expect(summary.getByText(t.showAll)).toBeVisible();
  await expect(summary.getByText(t.showFewer)).toBeHidden();
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(summary.getByText(t.showFewer)).toBeVisible();
  await expect(summary.getByText(t.showAll)).toBeHidden();
  await expect(occurrences.filter({ visible: true })).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.keyboard.press("Enter");
  await expect(occurrences.filter({ visible: true })).toHaveCount(3);
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function startSiteScan(page: Page, language: Language): Promise<string> {
  const t = texts[language];
  await page.getByLabel(t.websiteAddress, { exact: true }).fill(shop);
  // A whole website is what a plan is for: it is the default.
  await expect(page.getByRole("radio", { name: t.scopeSite, exact: true })).toBeChecked();
  await page.getByRole("button", { name: t.startScan, exact: true }).click();
  await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

// One language a journey (the other language's pages are checked in pages.spec.ts and own-pages.spec.ts;
// the journeys alternate between German and English).
for (const language of ["de"] as const) {
  test(`a whole-site scan from the run list to the aggregated report, its PDF and a statement (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = texts[language];
    await setLanguage(context, baseURL, language);
    await trackHydration(context);
    await signInSubscriber(page, language);
    const runId = await startSiteScan(page, language);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle, {
      timeout: SITE_SCAN_TIMEOUT,
    });

    // Overview: the four shop pages, the start page once although it is also reached as index.html;
    // not the page robots.txt closes, the PDF or the other site.
    await expect(figure(page, t.pagesScanned)).toHaveText("4");
    for (const url of shopPages)
      await expect(page.getByRole("link", { name: url, exact: false }).first()).toBeAttached();

    // Issues: the header logo's missing alt text is one issue on all four pages.
    await openView(page, language, "issues");
    const logoIssue = page
      .locator("li, article", { has: page.getByText("image-alt", { exact: true }) })
      .filter({
        hasText: language === "de" ? "auf 4 Seiten" : "on 4 pages",
      });
    await expect(logoIssue.first()).toBeVisible();
    await expect(logoIssue.first().locator("dt", { hasText: t.engine })).toBeVisible();
    await expect(logoIssue.first().locator("dd", { hasText: /^axe-core$/ })).toBeVisible();
    await showAllOccurrences(page, logoIssue.first(), language);

    // By criterion: 1.1.1 with its BFSG relevance.
    await openView(page, language, "criteria");
    await expect(page.getByText("1.1.1", { exact: false }).first()).toBeVisible();
    await expect(page.getByText(t.required, { exact: true }).first()).toBeVisible();

    // Pages, and the contact page's own issue in its drill-down.
    await openView(page, language, "pages");
    const pagesTable = page.getByRole("table");
    for (const url of shopPages) await expect(pagesTable.getByText(url, { exact: true })).toBeVisible();
    await expect(pagesTable.getByText(`${shop}intern/`, { exact: true })).toHaveCount(0);
    await expect(pagesTable.getByText(t.alias, { exact: false })).toBeVisible();
    await expect(pagesTable.getByRole("row")).toHaveCount(1 + shopPages.length);

    // Documents: the catalogue all pages link to, checked once, untagged, with its Matterhorn condition.
    await openView(page, language, "documents");
    const catalogue = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Katalog 2026", level: 4, exact: true }) });
    await expect(catalogue).toHaveCount(1);
    await expect(catalogue.getByRole("link", { name: `${shop}katalog.pdf` })).toBeVisible();
    const untagged = catalogue
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: t.untagged, level: 6, exact: true }) });
    await expect(untagged.getByText("Matterhorn 01-005", { exact: true })).toBeVisible();
    await expect(untagged.getByText(/^1\.3\.1 /)).toBeVisible();

    // Exports: the PDF says that it is being made until it is there (its answer held back until the
    // busy link is seen), and holds the findings; the CSV every occurrence.
    let releasePdf = () => {};
    const pdfHeld = new Promise<void>((resolve) => {
      releasePdf = resolve;
    });
    const pdfRoute = `**/run/${runId}/export/pdf`;
    await page.route(pdfRoute, async (route) => {
      await pdfHeld;
      await route.continue();
    });
    const pdfDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: t.pdf }).click();
    await expect(page.getByRole("link", { name: t.pdfBusy })).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("status").filter({ hasText: t.pdfBusy })).toBeAttached();
    releasePdf();
    const pdf = await readFile((await (await pdfDownload).path()) as string);
    await expect(page.getByRole("status").filter({ hasText: t.pdfReady })).toBeAttached();
    await page.unroute(pdfRoute);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain(new URL(shop).host);
    expect(text).toContain("image-alt");
    expect(text).toContain("1.1.1");
    expect(text).toContain(`${t.engine}: axe-core`);

    const csvDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: t.csv }).click();
    const csv = (await readFile((await (await csvDownload).path()) as string, "utf8")).replace(/^\uFEFF/, "");
    expect(csv.startsWith(t.csvHeader)).toBe(true);
    const logoRows = csv.split("\r\n").filter((row) => row.includes("image-alt"));
    expect(logoRows.length).toBeGreaterThanOrEqual(4);

    // The accessibility statement drafted from this run.
    await page.getByRole("link", { name: t.statement, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/run/${runId}/statement$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.statementTitle);
    // Known barriers in words a consumer understands (the shop's images lack text alternatives).
    await expect(page.getByText(t.imageBarrier).first()).toBeAttached();
    // and the document that is not accessible, by its title and address.
    await expect(page.getByText(t.catalogueBarrier).first()).toBeAttached();
  });
}

// The documents in English: the tab and the statement, from a site run of the same shop.
test("a whole-site scan's linked PDF in English: the Documents tab and the statement name it (en)", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = texts.en;
  await setLanguage(context, baseURL, "en");
  await signInSubscriber(page, "en");
  await waitForHydration(page);
  const runId = await startSiteScan(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle, {
    timeout: SITE_SCAN_TIMEOUT,
  });
  await openView(page, "en", "documents");
  const catalogue = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Katalog 2026", level: 4, exact: true }) });
  await expect(catalogue.getByRole("link", { name: `${shop}katalog.pdf` })).toBeVisible();
  const untagged = catalogue
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: t.untagged, level: 6, exact: true }) });
  await expect(untagged.getByText("Matterhorn 01-005", { exact: true })).toBeVisible();
  await page.goto(`/run/${runId}/statement`);
  await expect(page.getByText(t.catalogueBarrier).first()).toBeAttached();
});
