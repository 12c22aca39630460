import { Form, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { locales } from "~/i18n";
import { useLocale } from "~/utils/messages";
import { ChevronDownIcon, GlobeIcon } from "./icons";

/**
 * A disclosure with one small form per language: the choice is a POST that sets the `locale`
 * cookie, so it works without JavaScript and the server renders the right language from then on.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const redirectTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent | FocusEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("mousedown", closeOnOutside);
    document.addEventListener("focusin", closeOnOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("mousedown", closeOnOutside);
      document.removeEventListener("focusin", closeOnOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <GlobeIcon className="size-5" />
        <span className="sr-only sm:not-sr-only">{t("nav.language")}:</span>{" "}
        {/* Below 360 px (320 px is 1280 px zoomed to 400 %) the header has room for the globe only. */}
        <span lang={locale} className="max-[359px]:sr-only">
          {t(`nav.languages.${locale}`)}
        </span>
        <ChevronDownIcon className="size-4" />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {locales.map((option) => (
          <li key={option}>
            <Form
              method="post"
              action="/locale"
              preventScrollReset
              onSubmit={() => {
                setOpen(false);
                // The chosen language's texts load while the choice is saved, not after.
                void i18n.loadLanguages(option);
              }}
            >
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <button
                type="submit"
                name="locale"
                value={option}
                lang={option}
                aria-current={option === locale ? "true" : undefined}
                className="flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm text-slate-800 hover:bg-slate-100 aria-[current=true]:font-semibold dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {t(`nav.languages.${option}`)}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
