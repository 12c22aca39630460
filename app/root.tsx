import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { colorModeScript } from "~/components/color-mode";
import { Footer } from "~/components/Footer";
import { Header, type HeaderUser } from "~/components/Header";
import { useNonce } from "~/components/nonce";
import { ButtonLink, Container } from "~/components/ui";
import stylesheet from "~/tailwind.css?url";
import { publicConfig } from "~/utils/env.server";
import { getLocale } from "~/utils/locale.server";
import { useLocale } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { chooseWorkspace, sessionMemberships, workspaceLabel } from "~/utils/workspace.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    locale: await getLocale(request),
    config: publicConfig(context.env),
    company: context.env.IMPRINT_COMPANY,
    user: await headerUser(request, context),
  };
}

async function headerUser(
  request: Request,
  context: LoaderFunctionArgs["context"],
): Promise<HeaderUser | null> {
  const found = await sessionMemberships(request, context);
  if (!found) return null;
  const { session, memberships } = found;
  const { user } = session;
  // Only someone with a choice sees which workspace they are in and the way to switch.
  const current = memberships.length > 1 ? chooseWorkspace(memberships, session.workspaceId) : null;
  return { name: user.name || user.email, workspace: current ? workspaceLabel(current) : null };
}

/** The error page's title says what its heading says: "page not found" for a 404, else "an error occurred". */
export const meta: MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(matches, (messages) => ({
    title: notFound ? messages.notFound.meta.title : messages.errorPage.title,
  }));
};

export const handle = { i18n: "translation" };

type RootData = Awaited<ReturnType<typeof loader>>;

function Document({ children, locale }: { children: ReactNode; locale: string }) {
  const nonce = useNonce();
  const { i18n } = useTranslation();
  return (
    <html lang={locale} dir={i18n.dir(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Sets the colour mode before the first paint; see color-mode.ts. The browser hides a nonce
            from the DOM once parsed and the client has none, so hydration must not compare it (as
            Remix's own <Scripts> and <ScrollRestoration> do). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no user input
          dangerouslySetInnerHTML={{ __html: colorModeScript }}
        />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  // `locale` is the language the server chose, `shown` the one the texts are in. After a switch the
  // browser loads the chosen language's texts before i18next changes to it, so the texts and the
  // page's `lang` change together.
  const shown = useLocale();
  const locale = data?.locale ?? shown;
  useChangeLanguage(locale);

  useEffect(() => {
    try {
      localStorage.setItem("locale", locale);
    } catch {
      // Storage may be blocked; the cookie still carries the choice.
    }
  }, [locale]);

  return <Document locale={shown}>{children}</Document>;
}

function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  return (
    <>
      <Header user={data?.user ?? null} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {data ? <Footer config={data.config} company={data.company} /> : null}
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A member whose role does not allow the request (app/utils/workspace.server.ts).
  const forbidden = status === 403;

  return (
    <Shell>
      <Container className="py-20">
        <p className="text-sm font-semibold text-blue-800 dark:text-sky-300">
          {t("errorPage.status", { status })}
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">
          {notFound ? t("notFound.title") : forbidden ? t("workspace.forbidden.title") : t("errorPage.title")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {notFound ? t("notFound.text") : forbidden ? t("workspace.forbidden.text") : t("errorPage.text")}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/">{notFound ? t("notFound.home") : t("errorPage.home")}</ButtonLink>
          {notFound ? (
            <ButtonLink to="/kontakt" variant="secondary">
              {t("notFound.contact")}
            </ButtonLink>
          ) : null}
        </div>
      </Container>
    </Shell>
  );
}
