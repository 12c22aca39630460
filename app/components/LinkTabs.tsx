import { Link, useNavigate } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";

/** The tab a key moves to, from the current one; other keys are left to the browser. */
const keyTargets: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

const tabClass = (selected: boolean) =>
  `inline-flex min-h-11 items-center rounded-lg border px-4 text-sm font-semibold ${
    selected
      ? "border-blue-700 bg-blue-700 text-white dark:border-sky-300 dark:bg-sky-300 dark:text-slate-950"
      : "border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:hover:bg-slate-800"
  }`;

/** true once the page is interactive: the tabs (and their panel) take their ARIA roles only then. */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}

/**
 * Tabs that are links. Without JavaScript each is a link to `?tab=…` in a labelled navigation; once the
 * page is interactive they become ARIA tabs with arrow keys, Home and End, controlling `panelId`.
 */
export function LinkTabs<Tab extends string>({
  tabs,
  active,
  enhanced,
  label,
  idPrefix,
  panelId,
  children,
}: {
  tabs: readonly Tab[];
  active: Tab;
  enhanced: boolean;
  /** The tab list's accessible name. */
  label: string;
  /** Each tab's id is `${idPrefix}${tab}`: the panel is labelled by it. */
  idPrefix: string;
  panelId: string;
  children: (tab: Tab) => string;
}) {
  const navigate = useNavigate();
  const tabRefs = useRef<Partial<Record<Tab, HTMLAnchorElement | null>>>({});
  const select = (tab: Tab) =>
    navigate({ search: `?tab=${tab}` }, { replace: true, preventScrollReset: true });
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const target = keyTargets[event.key];
    if (!target) return;
    event.preventDefault();
    const tab = tabs[target(tabs.indexOf(active), tabs.length - 1)] ?? active;
    select(tab);
    tabRefs.current[tab]?.focus();
  };

  const List = enhanced ? "div" : "nav";
  return (
    <List
      role={enhanced ? "tablist" : undefined}
      aria-label={label}
      className="flex flex-wrap gap-2 border-b border-slate-300 pb-3 dark:border-slate-600"
    >
      {tabs.map((tab) => {
        const selected = tab === active;
        return (
          <Link
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            id={`${idPrefix}${tab}`}
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
            className={tabClass(selected)}
          >
            {children(tab)}
          </Link>
        );
      })}
    </List>
  );
}
