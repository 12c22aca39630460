import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/utils/messages";
import {
  TURNSTILE_RESPONSE_FIELD,
  type TurnstileAction,
  type TurnstileError,
  type TurnstileWidgetConfig,
} from "~/utils/turnstile";

/** The part of Turnstile's browser API (window.turnstile) the forms use. */
type TurnstileApi = {
  render(
    container: HTMLElement,
    options: { sitekey: string; action: string; language: string; "response-field-name": string },
  ): string | undefined;
  remove(widgetId: string): void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const loadingScripts = new Map<string, Promise<TurnstileApi>>();

/**
 * Turnstile's script, added once per page by this (trusted) code, so the Content-Security-Policy's
 * 'strict-dynamic' lets it run; explicit rendering, because React owns the form and renders it again
 * after client-side navigation.
 */
function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  const known = loadingScripts.get(scriptUrl);
  if (known) return known;
  const loading = new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement("script");
    script.src = `${scriptUrl}?render=explicit`;
    script.async = true;
    script.addEventListener("load", () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start")),
    );
    script.addEventListener("error", () => reject(new Error("Turnstile's script did not load")));
    document.head.appendChild(script);
  });
  loadingScripts.set(scriptUrl, loading);
  loading.catch(() => loadingScripts.delete(scriptUrl));
  return loading;
}

/**
 * The security check of an anonymous form: Cloudflare's widget (in the page's language), which puts its
 * token into the form, and the refusal beside it. Without JavaScript there is no check to pass (Turnstile
 * has no such mode), and a note says so. A new `attempt` (each answer of the form's action, whose token
 * the server has used) renders a fresh widget.
 */
export function TurnstileWidget({
  config,
  action,
  error,
  attempt,
  idPrefix,
}: {
  config: TurnstileWidgetConfig | null;
  action: TurnstileAction;
  error?: TurnstileError;
  attempt?: unknown;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The note for browsers without JavaScript is in the page until scripts run: not in <noscript>, which
  // browsers that merely stop scripts (and tests) would never show.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt must render a fresh widget.
  useEffect(() => {
    const container = containerRef.current;
    if (!config || !container) return;
    let widgetId: string | undefined;
    let removed = false;
    loadTurnstile(config.scriptUrl)
      .then((turnstile) => {
        if (removed) return;
        widgetId = turnstile.render(container, {
          sitekey: config.siteKey,
          action,
          language: locale,
          "response-field-name": TURNSTILE_RESPONSE_FIELD,
        });
      })
      .catch((loadError: unknown) => console.error(loadError));
    return () => {
      removed = true;
      if (widgetId !== undefined) window.turnstile?.remove(widgetId);
    };
  }, [config, action, locale, attempt]);

  // After a refused check, the message beside the widget is what the visitor needs to read next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each refused attempt moves focus again.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error, attempt]);

  if (!config) return null;
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">{t("turnstile.label")}</legend>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("turnstile.hint")}</p>
      <div ref={containerRef} className="mt-2 min-h-[65px]" />
      {scripted ? null : <p className="mt-2 font-medium">{t("turnstile.noScript")}</p>}
      {error ? (
        <p
          ref={errorRef}
          id={`${idPrefix}-turnstile-error`}
          tabIndex={-1}
          className="mt-2 font-medium text-red-700 dark:text-red-300"
        >
          {t(`turnstile.errors.${error}`)}
        </p>
      ) : null}
    </fieldset>
  );
}
