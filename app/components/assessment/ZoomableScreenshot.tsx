import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEnhanced } from "~/components/LinkTabs";
import { buttonClass } from "~/components/ui";

/** Zoom steps of the full-size view, as factors of the page's own size; null fits it to the window. */
const zoomSteps = [0.5, 0.75, 1, 1.5, 2, 3] as const;

/**
 * A sampled page's screenshot, small, as a link to the picture at full size: without JavaScript the
 * browser opens it (and zooms it with its own controls); once the page is interactive the link opens a
 * modal dialog with zoom buttons instead, closed with Escape or its button, focus back on the link.
 * Sizes are set by the width attribute: the Content-Security-Policy allows no style attributes.
 */
export function ZoomableScreenshot({
  src,
  page,
  width,
  className = "",
}: {
  src: string;
  page: string;
  /** The page's width in CSS pixels that the picture shows, as the scanner stored it (zoom 1). */
  width: number | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const enhanced = useEnhanced();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const [zoom, setZoom] = useState<number | null>(null);
  const [naturalWidth, setNaturalWidth] = useState<number | null>(width);
  const alt = t("assessment.sample.pictureAlt", { page });
  const step = (direction: 1 | -1) => {
    const current = zoom ?? 1;
    const next =
      direction === 1
        ? zoomSteps.find((candidate) => candidate > current)
        : [...zoomSteps].reverse().find((candidate) => candidate < current);
    setZoom(next ?? current);
  };
  return (
    <div className={className}>
      <a
        ref={linkRef}
        href={src}
        className="inline-block max-w-full rounded-md text-blue-800 underline dark:text-sky-300"
        onClick={(event) => {
          if (!dialogRef.current) return;
          event.preventDefault();
          setZoom(null);
          dialogRef.current.showModal();
        }}
      >
        <img
          src={src}
          alt={alt}
          className="max-h-96 w-auto max-w-full border border-slate-300 dark:border-slate-600"
        />
        <span className="mt-1 block text-sm">{t("assessment.picture.open")}</span>
      </a>
      {enhanced ? (
        <dialog
          ref={dialogRef}
          aria-labelledby={titleId}
          onClose={() => linkRef.current?.focus()}
          className="m-auto h-[95vh] max-h-none w-[95vw] max-w-none rounded-lg bg-white p-0 text-slate-900 backdrop:bg-black/70 dark:bg-slate-950 dark:text-slate-100"
        >
          <div className="flex h-full flex-col">
            <div className="flex flex-wrap items-center gap-2 border-b border-slate-300 p-3 dark:border-slate-600">
              <h2 id={titleId} className="mr-auto min-w-0 font-semibold break-all">
                {t("assessment.picture.title", { page })}
              </h2>
              <button type="button" className={buttonClass("secondary")} onClick={() => step(-1)}>
                {t("assessment.picture.zoomOut")}
              </button>
              <button type="button" className={buttonClass("secondary")} onClick={() => setZoom(null)}>
                {t("assessment.picture.fit")}
              </button>
              <button type="button" className={buttonClass("secondary")} onClick={() => step(1)}>
                {t("assessment.picture.zoomIn")}
              </button>
              <span role="status" className="min-w-24 text-sm">
                {zoom === null
                  ? t("assessment.picture.fit")
                  : t("assessment.picture.zoom", { percent: zoom * 100 })}
              </span>
              <button
                type="button"
                className={buttonClass("primary")}
                onClick={() => dialogRef.current?.close()}
              >
                {t("assessment.picture.close")}
              </button>
            </div>
            {/* Scrolled with the arrow keys once focused: a zoomed picture is larger than the window. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
            <section tabIndex={0} aria-label={alt} className="min-h-0 flex-1 overflow-auto p-3">
              <img
                src={src}
                alt={alt}
                width={zoom !== null && naturalWidth ? Math.round(naturalWidth * zoom) : undefined}
                onLoad={(event) => {
                  // Read now: React clears the event's target once the handler returns.
                  const natural = event.currentTarget.naturalWidth;
                  setNaturalWidth((known) => known ?? natural);
                }}
                className={zoom === null ? "h-auto max-h-full w-auto max-w-full" : "h-auto max-w-none"}
              />
            </section>
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
