import { useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LinkTabs, useEnhanced } from "~/components/LinkTabs";
import { DocumentsView } from "~/components/report/DocumentsView";
import { type SiteSummary, type SiteTab, type SiteView, siteTabs } from "~/components/report/model";
import {
  CriteriaView,
  IssuesView,
  type ManualReviews,
  ManualView,
  OverviewView,
  PagesView,
} from "~/components/report/SiteViews";

/**
 * The views of a site report, each loaded on its own (a site's report is too large to send whole).
 * Without JavaScript the tabs are links (`?tab=…`); once the page is interactive they become ARIA tabs
 * with arrow-key navigation, like the single-page report's tabs.
 */
export function SiteReportTabs({
  summary,
  view,
  formatDate,
  reviews,
}: {
  summary: SiteSummary;
  view: SiteView;
  formatDate: (iso: string) => string;
  /** The manual assessment's decisions for the review tab. */
  reviews?: ManualReviews;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const active: SiteTab = view.tab;
  const enhanced = useEnhanced();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const panelId = "site-report-panel";
  return (
    <>
      <LinkTabs
        // A site without linked documents has no documents tab: its report reads as before.
        tabs={summary.documents > 0 ? siteTabs : siteTabs.filter((tab) => tab !== "documents")}
        active={active}
        enhanced={enhanced}
        label={t("report.site.tabsLabel")}
        idPrefix="site-tab-"
        panelId={panelId}
      >
        {(tab) => t(`report.site.tabs.${tab}`)}
      </LinkTabs>
      <section
        id={panelId}
        role={enhanced ? "tabpanel" : undefined}
        aria-labelledby={enhanced ? `site-tab-${active}` : "site-report-panel-title"}
        aria-busy={loading || undefined}
        tabIndex={enhanced ? 0 : undefined}
        className="mt-6 rounded-lg"
      >
        <h3 id="site-report-panel-title" className="text-2xl font-semibold">
          {t(`report.site.tabs.${active}`)}
        </h3>
        {/* The live region stays in place so that the loading note is announced when it appears. */}
        <p role="status" className={loading ? "mt-2 text-slate-700 dark:text-slate-300" : "sr-only"}>
          {loading ? t("report.site.loading") : null}
        </p>
        <div className="mt-4">
          {view.tab === "overview" ? (
            <OverviewView summary={summary} view={view} formatDate={formatDate} />
          ) : view.tab === "issues" ? (
            <IssuesView view={view} />
          ) : view.tab === "criteria" ? (
            <CriteriaView view={view} />
          ) : view.tab === "pages" ? (
            <PagesView view={view} />
          ) : view.tab === "documents" ? (
            <DocumentsView view={view} />
          ) : (
            <ManualView view={view} reviews={reviews} />
          )}
        </div>
      </section>
    </>
  );
}
