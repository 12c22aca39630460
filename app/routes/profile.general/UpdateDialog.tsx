import { Link, useLocation } from "@remix-run/react";
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui";
import { NewScanForm } from "../runs/NewScanForm";
import { DetailsForm } from "./DetailsForm";
import { PROFILE_PATH } from "./profile-fields";
import type { ActionResult, ProfileData } from "./route";

/** What "Update" offers: name and email address, and a new scan. */
export function UpdateForms({
  action,
  data,
  result,
}: {
  action: string;
  data: ProfileData;
  result?: ActionResult;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <section aria-labelledby="profile-update-details">
        <h3 id="profile-update-details" className="text-xl font-semibold">
          {t("account.profile.update.detailsTitle")}
        </h3>
        <div className="mt-4">
          <DetailsForm
            action={action}
            user={data.user}
            result={result?.intent === "profile" ? result : undefined}
          />
        </div>
      </section>
      <section aria-labelledby="profile-update-scan">
        <h3 id="profile-update-scan" className="text-xl font-semibold">
          {t("account.newScan.title")}
        </h3>
        <div className="mt-4">
          <NewScanForm
            id="profile-new-scan"
            action={action}
            result={result?.intent === "create" ? result : undefined}
            usage={data.usage}
            levels={data.levels}
            pageLimit={data.pageLimit}
          />
        </div>
      </section>
    </div>
  );
}

/**
 * "Update" opens a modal dialog (native <dialog>: focus stays inside, Escape closes, focus returns to
 * the button). Without JavaScript the button is a link to `?edit=1`, which shows the same forms in the page.
 */
export function UpdateDialog({
  children,
  updated,
  result,
}: {
  children: ReactNode;
  updated: boolean;
  result?: ActionResult;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const returnFocus = useRef(true);
  const titleId = useId();

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    event.preventDefault();
    returnFocus.current = true;
    dialog.showModal();
    dialog.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus();
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      if (returnFocus.current) triggerRef.current?.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  // Saved: the dialog closes and the page's confirmation takes the focus (every save is a new location).
  const { key: locationKey } = useLocation();
  useEffect(() => {
    if (updated && locationKey && dialogRef.current?.open) {
      returnFocus.current = false;
      dialogRef.current.close();
    }
  }, [updated, locationKey]);

  // A refused form is shown where it was sent from, even if the dialog had been closed meanwhile.
  useEffect(() => {
    const dialog = dialogRef.current;
    const fromDialog = result?.intent === "profile" || result?.intent === "create";
    if (fromDialog && dialog && !dialog.open) dialog.showModal();
  }, [result]);

  return (
    <>
      <Link
        ref={triggerRef}
        to={`${PROFILE_PATH}?edit=1`}
        onClick={open}
        aria-haspopup="dialog"
        className={buttonClass("secondary")}
      >
        {t("account.profile.update.open")}
      </Link>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-slate-300 bg-white p-0 text-slate-900 backdrop:bg-slate-950/70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-bold">
              {t("account.profile.update.title")}
            </h2>
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => dialogRef.current?.close()}
            >
              {t("account.profile.update.close")}
            </button>
          </div>
          <div className="mt-6">{children}</div>
        </div>
      </dialog>
    </>
  );
}
