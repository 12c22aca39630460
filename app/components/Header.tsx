import { Form, Link, NavLink, useLocation, useNavigate } from "@remix-run/react";
import { type MouseEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/utils/messages";
import { CloseIcon, LogoMark, LogoutIcon, MenuIcon, UserIcon } from "./icons";
import { LanguageMenu } from "./LanguageMenu";
import { PRICING_SCROLL_DELAY_MS, scrollToSection } from "./scroll";
import { buttonClass, Container } from "./ui";

/** `workspace`: the current workspace's name, only for someone who belongs to more than one. */
export type HeaderUser = { name: string; workspace?: string | null };

const navLinkClass =
  "inline-flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-blue-800 aria-[current=page]:underline aria-[current=page]:underline-offset-4 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:text-sky-300";
const iconButtonClass =
  "inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";
const labelledIconClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-blue-800 aria-[current=page]:underline aria-[current=page]:underline-offset-4 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:text-sky-300";

export const PRICING_NAVIGATION_STATE = { scrollTo: "pricing" } as const;

/** Pricing lives on the home page: go there, then scroll smoothly to the section. */
function usePricingLink() {
  const location = useLocation();
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (location.pathname === "/" || location.pathname === "/pricing") {
      window.setTimeout(() => scrollToSection("pricing"), PRICING_SCROLL_DELAY_MS);
    } else {
      navigate("/", { state: PRICING_NAVIGATION_STATE });
    }
  };
}

function NavItems({ user, onNavigate }: { user: HeaderUser | null; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const goToPricing = usePricingLink();
  const { pathname } = useLocation();

  if (user) {
    // The run list and every run detail page (/run/{id}) belong to "Scans"; the registered sites and
    // each site's dashboard (/sites/{id}) to "Websites".
    const onScans = /^\/runs?(\/|$)/.test(pathname);
    const onSites = /^\/sites(\/|$)/.test(pathname);
    return (
      <>
        <li>
          <Link
            to="/runs"
            className={navLinkClass}
            aria-current={onScans ? "page" : undefined}
            onClick={onNavigate}
          >
            {t("nav.scans")}
          </Link>
        </li>
        <li>
          <Link
            to="/sites"
            className={navLinkClass}
            aria-current={onSites ? "page" : undefined}
            onClick={onNavigate}
          >
            {t("nav.websites")}
          </Link>
        </li>
      </>
    );
  }
  return (
    <>
      <li>
        <NavLink to="/" end className={navLinkClass} onClick={onNavigate}>
          {t("nav.home")}
        </NavLink>
      </li>
      <li>
        {/* biome-ignore lint/a11y/useValidAnchor: a real link to /#pricing; the handler only adds the delayed smooth scroll */}
        <a
          href="/#pricing"
          className={navLinkClass}
          onClick={(event) => {
            onNavigate?.();
            goToPricing(event);
          }}
        >
          {t("nav.pricing")}
        </a>
      </li>
      <li>
        <NavLink to={locale === "de" ? "/kontakt" : "/contact"} className={navLinkClass} onClick={onNavigate}>
          {t("nav.contact")}
        </NavLink>
      </li>
    </>
  );
}

function AccountActions({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <div className="hidden sm:block">
        <Link to="/login" className={buttonClass("primary")}>
          {t("nav.login")}
        </Link>
      </div>
    );
  }
  // Icons with their names beside them: an icon alone is a guess. Below 1024 px, where the names and the
  // two navigation links would not fit beside each other, all of them live in the mobile menu.
  return (
    <div className="hidden items-center gap-1 lg:flex">
      {user.workspace ? (
        <Link
          to="/workspaces"
          className="inline-flex min-h-11 flex-col justify-center rounded-lg px-3 text-sm leading-tight text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <span className="max-w-40 truncate font-semibold">{user.workspace}</span>
          <span className="underline underline-offset-2">{t("workspace.switcher.link")}</span>
        </Link>
      ) : null}
      <NavLink to="/profile" className={labelledIconClass}>
        <UserIcon className="size-6" />
        <span>{t("nav.profile")}</span>
      </NavLink>
      <LogoutForm>
        <button type="submit" className={labelledIconClass}>
          <LogoutIcon className="size-6" />
          <span>{t("nav.logout")}</span>
        </button>
      </LogoutForm>
    </div>
  );
}

/** Logging out is a POST; the browser's own storage is cleared with it. */
function LogoutForm({ children }: { children: ReactNode }) {
  return (
    <Form
      method="post"
      action="/logout"
      reloadDocument
      onSubmit={() => {
        // The server also sends Clear-Site-Data; browsers that ignore it are cleared here.
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // Storage may be blocked; nothing to clear then.
        }
      }}
    >
      {children}
    </Form>
  );
}

export function Header({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Until the page is hydrated (and always without JavaScript) the menu is opened by a link to it, which
  // CSS shows as the :target; afterwards by a button that toggles it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const mobileMenuId = "mobile-menu";
  // Signed in, the navigation and the named account actions need the width of a large screen.
  const menuBreakpoint = user ? "lg:hidden" : "md:hidden";

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design
  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <a
        href="#main"
        className="sr-only rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 dark:bg-sky-300 dark:text-slate-950"
      >
        {t("skipLink")}
      </a>
      <Container className="flex h-16 items-center justify-between gap-2 sm:gap-4">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg text-xl font-bold text-slate-900 dark:text-white"
          aria-label={t("nav.logoLabel")}
        >
          <LogoMark className="size-8 text-blue-700 dark:text-sky-300" />
          <span aria-hidden="true">Klarsicht</span>
        </Link>
        <nav aria-label={t("nav.label")} className={user ? "hidden lg:block" : "hidden md:block"}>
          <ul className="flex items-center gap-1">
            <NavItems user={user} />
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageMenu />
          <AccountActions user={user} />
          {hydrated ? (
            <button
              type="button"
              className={`${iconButtonClass} ${menuBreakpoint}`}
              aria-expanded={menuOpen}
              aria-controls={mobileMenuId}
              aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            </button>
          ) : (
            <a
              href={`#${mobileMenuId}`}
              className={`${iconButtonClass} ${menuBreakpoint}`}
              aria-label={t("nav.openMenu")}
            >
              <MenuIcon className="size-6" />
            </a>
          )}
        </div>
      </Container>
      <nav
        id={mobileMenuId}
        aria-label={t("nav.mobileLabel")}
        hidden={hydrated ? !menuOpen : undefined}
        className={`border-t border-slate-200 ${menuBreakpoint} dark:border-slate-800 ${hydrated ? "" : "hidden target:block"}`}
      >
        <Container>
          <ul className="flex flex-col gap-1 py-3">
            <NavItems user={user} onNavigate={() => setMenuOpen(false)} />
            {user ? (
              <>
                {user.workspace ? (
                  <li>
                    <Link
                      to="/workspaces"
                      className={`${navLinkClass} flex-wrap gap-x-2`}
                      onClick={() => setMenuOpen(false)}
                    >
                      <span>{t("workspace.switcher.link")}</span>
                      <span className="text-sm font-normal wrap-anywhere text-slate-600 dark:text-slate-400">
                        ({user.workspace})
                      </span>
                    </Link>
                  </li>
                ) : null}
                <li>
                  <NavLink to="/profile" className={navLinkClass} onClick={() => setMenuOpen(false)}>
                    {t("nav.profile")}
                  </NavLink>
                </li>
                <li>
                  <LogoutForm>
                    <button type="submit" className={`${navLinkClass} w-full`}>
                      {t("nav.logout")}
                    </button>
                  </LogoutForm>
                </li>
              </>
            ) : (
              <li>
                <Link to="/login" className={`${buttonClass("primary")} mt-2 w-full`}>
                  {t("nav.login")}
                </Link>
              </li>
            )}
            {hydrated ? null : (
              <li>
                <a href="#main" className={navLinkClass}>
                  {t("nav.closeMenu")}
                </a>
              </li>
            )}
          </ul>
        </Container>
      </nav>
    </header>
  );
}
