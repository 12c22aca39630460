import { Link, type LinkProps } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import type { PublicConfig } from "~/utils/env.server";
import { useLocale } from "~/utils/messages";
import { useColorMode } from "./color-mode";
import { LogoMark, MoonIcon, SourceCodeIcon, SunIcon } from "./icons";
import { scrollBehavior } from "./scroll";
import { Container } from "./ui";

const footerLinkClass =
  "inline-flex min-h-6 items-center text-slate-700 underline-offset-4 hover:text-slate-950 hover:underline dark:text-slate-300 dark:hover:text-white";

/** Footer links keep the scroll position on navigation and glide to the top instead. */
function FooterLink(props: LinkProps) {
  return (
    <Link
      {...props}
      preventScrollReset
      className={footerLinkClass}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    />
  );
}

function ColorModeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={t("footer.themeToggle")}
      title={t("footer.themeToggle")}
      data-mode={mode}
      className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {mode === "dark" ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  );
}

export function Footer({ config, company }: { config: PublicConfig; company: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <Container className="py-12">
        <div className="grid gap-10 md:grid-cols-4">
          <div>
            <FooterLink to="/" aria-label={t("nav.logoLabel")}>
              <span className="inline-flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
                <LogoMark className="size-7 text-blue-700 dark:text-sky-300" />
                <span aria-hidden="true">Klarsicht</span>
              </span>
            </FooterLink>
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("footer.tagline")}</p>
          </div>
          <nav aria-labelledby="footer-resources">
            <h2 id="footer-resources" className="text-sm font-semibold uppercase tracking-wide">
              {t("footer.resources")}
            </h2>
            <ul className="mt-3 space-y-2">
              <li>
                <FooterLink to="/bfsg">BFSG</FooterLink>
              </li>
              <li>
                <FooterLink to="/eaa">EAA</FooterLink>
              </li>
              <li>
                <FooterLink to="/wcag">WCAG</FooterLink>
              </li>
              <li>
                <FooterLink to="/crawler">KlarsichtBot</FooterLink>
              </li>
              <li>
                <FooterLink to="/act">{t("footer.actReport")}</FooterLink>
              </li>
              <li>
                <FooterLink to="/api-docs">{t("footer.api")}</FooterLink>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-about">
            <h2 id="footer-about" className="text-sm font-semibold uppercase tracking-wide">
              {t("footer.about")}
            </h2>
            <ul className="mt-3 space-y-2">
              <li>
                <a href={config.aboutSourceUrl} className={footerLinkClass} rel="noopener noreferrer">
                  {t("footer.sourceCode")}
                </a>
              </li>
              <li>
                <a href={config.aboutProfileUrl} className={footerLinkClass} rel="noopener noreferrer">
                  {t("footer.profile")}
                </a>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="text-sm font-semibold uppercase tracking-wide">
              {t("footer.legal")}
            </h2>
            <ul className="mt-3 space-y-2">
              <li>
                <FooterLink to={locale === "de" ? "/impressum" : "/imprint"}>
                  {t("footer.imprint")}
                </FooterLink>
              </li>
              <li>
                <FooterLink to={locale === "de" ? "/datenschutz" : "/privacy"}>
                  {t("footer.privacy")}
                </FooterLink>
              </li>
              <li>
                <FooterLink to={locale === "de" ? "/agb" : "/terms"}>{t("footer.terms")}</FooterLink>
              </li>
              <li>
                <FooterLink to={locale === "de" ? "/widerruf" : "/withdrawal"}>
                  {t("footer.withdrawal")}
                </FooterLink>
              </li>
              <li>
                <FooterLink to={locale === "de" ? "/barrierefreiheit" : "/accessibility"}>
                  {t("footer.accessibility")}
                </FooterLink>
              </li>
            </ul>
          </nav>
        </div>
        <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6 dark:border-slate-800">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <Trans
              i18nKey="footer.copyright"
              values={{ year, company }}
              components={{ home: <FooterLink to="/" /> }}
            />
          </p>
          <div className="flex items-center gap-2">
            <a
              href={config.aboutSourceUrl}
              aria-label={t("footer.sourceIconLabel")}
              title={t("footer.sourceIconLabel")}
              rel="noopener noreferrer"
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <SourceCodeIcon className="size-5" />
            </a>
            <ColorModeToggle />
          </div>
        </div>
      </Container>
    </footer>
  );
}
