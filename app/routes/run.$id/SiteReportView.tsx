import { Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  defaultSiteTab,
  type SiteSummary,
  type SiteTab,
  type SiteView,
  siteTabs,
} from "~/components/report/model";
import { CriteriaView, IssuesView, ManualView, OverviewView, PagesView } from "~/components/report/SiteViews";

const keyTargets: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The views of a site report, each loaded on its own (a site's report is too large to send whole).
 * Without JavaScript the tabs are links (`?tab=…`); once the page is interactive they become ARIA tabs
 * with arrow-key navigation, like the single-page report's tabs.
 */
export function SiteReportTabs({
  summary,
  view,
  formatDate,
}: {
  summary: SiteSummary;
  view: SiteView;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const active: SiteTab = view.tab;
  const [enhanced, setEnhanced] = useState(false);
  const tabRefs = useRef<Partial<Record<SiteTab, HTMLAnchorElement | null>>>({});
  useEffect(() => setEnhanced(true), []);
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  const select = (tab: SiteTab) => {
    navigate({ search: `?tab=${tab}` }, { replace: true, preventScrollReset: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const target = keyTargets[event.key];
    if (!target) return;
    event.preventDefault();
    const tab = siteTabs[target(siteTabs.indexOf(active), siteTabs.length - 1)] ?? defaultSiteTab;
    select(tab);
    tabRefs.current[tab]?.focus();
  };

  const TabList = enhanced ? "div" : "nav";
  const panelId = "site-report-panel";
  return (
    <>
      <TabList
        role={enhanced ? "tablist" : undefined}
        aria-label={t("report.site.tabsLabel")}
        className="flex flex-wrap gap-2 border-b border-slate-300 pb-3 dark:border-slate-600"
      >
        {siteTabs.map((tab) => {
          const selected = tab === active;
          return (
            <Link
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              id={`site-tab-${tab}`}
              to={{ search: `?tab=${tab}` }}
              replace
              preventScrollReset
              role={enhanced ? "tab" : undefined}
              aria-selected={enhanced ? selected : undefined}
              aria-controls={enhanced ? panelId : undefined}
              aria-current={!enhanced && selected ? "page" : undefined}
              tabIndex={enhanced && !selected ? -1 : undefined}
              onKeyDown={enhanced ? onKeyDown : undefined}
              onClick={
                enhanced
                  ? (event) => {
                      event.preventDefault();
                      select(tab);
                    }
                  : undefined
              }
              className={`inline-flex min-h-11 items-center rounded-lg border px-4 text-sm font-semibold ${
                selected
                  ? "border-blue-700 bg-blue-700 text-white dark:border-sky-300 dark:bg-sky-300 dark:text-slate-950"
                  : "border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:hover:bg-slate-800"
              }`}
            >
              {t(`report.site.tabs.${tab}`)}
            </Link>
          );
        })}
      </TabList>
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
          ) : (
            <ManualView view={view} />
          )}
        </div>
      </section>
    </>
  );
}
