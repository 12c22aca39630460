import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorBoxClass } from "~/components/form";
import { useDateFormat } from "~/utils/messages";

export type RegisteredSitesData = {
  sites: { id: number; url: string; confirmed: boolean }[];
  usage: { used: number; total: number };
  /** Removals the plan allows per 30 days, those left, and when the next is possible if none is. */
  removals: { allowed: number; remaining: number; nextAt: string | null };
};

export type RemoveSiteAnswer =
  | { intent: "removeSite"; siteId: number; url: string; confirm: true }
  | { intent: "removeSite"; siteId: number; url: string; error: "limit"; nextAt: string | null };

const smallButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold whitespace-nowrap";
const secondarySmallClass = `${smallButtonClass} border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;
const dangerSmallClass = `${smallButtonClass} border-red-700 bg-white text-red-800 hover:bg-red-50 dark:border-red-400 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950`;

/**
 * The websites registered in the plan, each with a Remove button that asks first (a second form, so it
 * works without JavaScript), and the rule that limits removals. Used on the run list and the profile.
 */
export function RegisteredSites({
  data,
  action,
  answer,
}: {
  data: RegisteredSitesData;
  /** The page the forms post to and come back to. */
  action: string;
  answer?: RemoveSiteAnswer;
}) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const questionRef = useRef<HTMLFieldSetElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const asking = answer && "confirm" in answer ? answer.siteId : null;
  const refused = answer && "error" in answer ? answer : null;

  useEffect(() => {
    if (asking !== null) questionRef.current?.focus();
    else if (refused) alertRef.current?.focus();
  }, [asking, refused]);

  return (
    <div className="max-w-3xl">
      <p className="font-medium">
        {t("account.profile.sites.usage", { used: data.usage.used, total: data.usage.total })}
      </p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("account.registeredSites.counts")}</p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t("account.registeredSites.rule", { count: data.removals.allowed })}
        {data.removals.nextAt
          ? ` ${t("account.registeredSites.nextRemoval", { date: formatDate(data.removals.nextAt) })}`
          : ""}
      </p>
      {refused ? (
        <p ref={alertRef} tabIndex={-1} role="alert" className={`mt-4 ${errorBoxClass}`}>
          {t("account.registeredSites.limit", { count: data.removals.allowed })}
          {refused.nextAt
            ? ` ${t("account.registeredSites.nextRemoval", { date: formatDate(refused.nextAt) })}`
            : ""}
        </p>
      ) : null}
      {data.sites.length === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{t("account.registeredSites.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white dark:divide-slate-800 dark:border-slate-600 dark:bg-slate-950">
          {data.sites.map((site) => (
            <li key={site.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium break-all">{site.url}</p>
                {site.confirmed ? null : (
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {t("account.registeredSites.pending")}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <Link to={`/sites/${site.id}`} className={secondarySmallClass}>
                  {t("sites.openDashboard")}
                  <span className="sr-only"> {t("account.runs.forUrl", { url: site.url })}</span>
                </Link>
                {asking === site.id ? (
                  <fieldset
                    ref={questionRef}
                    tabIndex={-1}
                    className="max-w-80 rounded-lg border border-red-700 p-3 dark:border-red-400"
                  >
                    <legend className="float-left font-semibold">
                      {t("account.registeredSites.confirm")}
                    </legend>
                    <div className="clear-both flex flex-wrap gap-2 pt-2">
                      <Form method="post" action={action}>
                        <input type="hidden" name="intent" value="removeSite" />
                        <input type="hidden" name="siteId" value={site.id} />
                        <input type="hidden" name="confirm" value="1" />
                        <button type="submit" className={dangerSmallClass}>
                          {t("account.registeredSites.confirmYes")}
                          <span className="sr-only"> {t("account.runs.forUrl", { url: site.url })}</span>
                        </button>
                      </Form>
                      <Link to={action} className={secondarySmallClass}>
                        {t("account.registeredSites.cancel")}
                      </Link>
                    </div>
                  </fieldset>
                ) : (
                  <Form method="post" action={action}>
                    <input type="hidden" name="intent" value="removeSite" />
                    <input type="hidden" name="siteId" value={site.id} />
                    <button type="submit" className={dangerSmallClass}>
                      {t("account.registeredSites.remove")}
                      <span className="sr-only"> {t("account.runs.forUrl", { url: site.url })}</span>
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
