/**
 * A run's pictures beside its findings. Where they come from depends on the view: the web report links
 * the owner-only route (pictureUrl), the print report embeds them as data: URLs (the printing browser
 * has no session). A view sets the source once (PictureSource) and every picture below uses it; with
 * none, no picture is shown.
 */
import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import type { PictureRef } from "#core/contract";
import { elementLabel, pictureUrl } from "~/utils/pictures";

type Resolve = (picture: PictureRef) => string | null;

const PictureContext = createContext<Resolve | null>(null);

/** The web report: pictures from the run's owner-only route. */
export function RunPictures({ runId, children }: { runId: string; children: React.ReactNode }) {
  return (
    <PictureContext.Provider value={(picture) => pictureUrl(runId, picture)}>
      {children}
    </PictureContext.Provider>
  );
}

/** Any other source, e.g. the print report's data: URLs by picture name. */
export function PictureSource({ resolve, children }: { resolve: Resolve; children: React.ReactNode }) {
  return <PictureContext.Provider value={resolve}>{children}</PictureContext.Provider>;
}

const frameClass = "mt-2 h-auto max-w-full rounded-md border border-slate-300 bg-white dark:border-slate-600";

/** The element's crop, outlined, with an alternative text naming the element and the rule. */
export function ElementCrop({
  crop,
  selector,
  html,
  rule,
  print = false,
}: {
  crop: PictureRef | null | undefined;
  selector: string;
  /** The element's markup (page content): only its tag, id and classes go into the text. */
  html: string;
  rule: string;
  print?: boolean;
}) {
  const { t } = useTranslation();
  const resolve = useContext(PictureContext);
  const src = crop && resolve ? resolve(crop) : null;
  if (!crop || !src) return null;
  return (
    <img
      src={src}
      width={crop.width}
      height={crop.height}
      // Only what is scrolled to is loaded: a page of findings lists many.
      loading={print ? undefined : "lazy"}
      decoding="async"
      alt={t("pictures.crop.alt", { element: elementLabel(selector, html), rule })}
      // Within the text's width and a few lines high; the ratio stays (the CSP allows no inline styles).
      className={`${frameClass} max-h-72 w-auto object-contain`}
    />
  );
}

/** The page's screenshot behind a disclosure: nothing is loaded until it is opened. */
export function PageScreenshot({
  screenshot,
  page,
}: {
  screenshot: PictureRef | null | undefined;
  page: string;
}) {
  const { t } = useTranslation();
  const resolve = useContext(PictureContext);
  const src = screenshot && resolve ? resolve(screenshot) : null;
  if (!screenshot || !src) return null;
  return (
    <details className="mt-4">
      <summary className="cursor-pointer font-medium text-blue-800 underline dark:text-sky-300">
        {t("pictures.screenshot.show")}
      </summary>
      <img
        src={src}
        width={screenshot.width}
        height={screenshot.height}
        loading="lazy"
        decoding="async"
        alt={t("pictures.screenshot.alt", { page })}
        className={frameClass}
      />
    </details>
  );
}
