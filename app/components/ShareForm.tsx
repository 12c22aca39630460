import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui";
import { defaultShareExpiry, shareExpiryChoices } from "~/utils/share/links";

/**
 * "Share": a read-only link to a run's report or a site's dashboard. A plain form to the profile's
 * links page, which shows the new link once (never in an address); it works without JavaScript.
 */
export function ShareForm({ target }: { target: { runId: string } | { siteId: number } }) {
  const { t } = useTranslation();
  const isRun = "runId" in target;
  return (
    <section aria-labelledby="share-title" className="mt-10 max-w-3xl">
      <h2 id="share-title" className="text-xl font-semibold">
        {t("share.form.title")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t(isRun ? "share.form.introRun" : "share.form.introSite")}
      </p>
      <Form method="post" action="/profile/links" className="mt-4">
        <input type="hidden" name="intent" value="create" />
        {isRun ? (
          <input type="hidden" name="runId" value={target.runId} />
        ) : (
          <input type="hidden" name="siteId" value={target.siteId} />
        )}
        <fieldset>
          <legend className="font-semibold">{t("share.form.expiry")}</legend>
          <div className="flex flex-wrap gap-x-6">
            {shareExpiryChoices.map((choice) => (
              <label key={choice} className="mt-2 flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="expiry"
                  value={choice}
                  defaultChecked={choice === defaultShareExpiry}
                  className="size-5"
                />
                {t(`share.form.expiries.${choice}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={`mt-4 ${buttonClass("secondary")}`}>
          {t("share.form.submit")}
        </button>
      </Form>
    </section>
  );
}
