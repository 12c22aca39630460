import { Link, type LinkProps } from "@remix-run/react";
import type { ReactNode } from "react";

export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/** The opening block of a page: its single h1, an optional kicker above and a lead paragraph below. */
export function PageHero({
  kicker,
  title,
  lead,
  children,
}: {
  kicker?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-slate-200 bg-slate-50 py-14 sm:py-20 dark:border-slate-800 dark:bg-slate-900">
      <Container>
        {kicker ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-800 dark:text-sky-300">
            {kicker}
          </p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-5 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{lead}</p> : null}
        {children}
      </Container>
    </section>
  );
}

/** A page section with an h2 heading, labelled by that heading for landmark navigation. */
export function Section({
  id,
  title,
  intro,
  children,
  tone = "plain",
}: {
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  tone?: "plain" | "muted";
}) {
  const toneClass = tone === "muted" ? "bg-slate-50 dark:bg-slate-900" : "";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`py-14 sm:py-16 ${toneClass}`}>
      <Container>
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  );
}

const buttonStyles = {
  primary:
    "bg-blue-700 text-white hover:bg-blue-800 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

export function buttonClass(variant: ButtonVariant = "primary") {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold ${buttonStyles[variant]}`;
}

export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...props} className={`${buttonClass(variant)} ${className}`} />;
}

export const textLinkClass =
  "font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 dark:text-sky-300 dark:hover:text-sky-200";

/** A link to another site; the visible text names the target, so no new window is forced on anyone. */
export function ExternalLink({
  href,
  children,
  className = textLinkClass,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * A table wider than the screen scrolls inside this box, not the page (WCAG 1.4.10). Keyboard users
 * scroll it once it has focus, so it is focusable, and named (a named section is a region landmark). Relative: the screen-reader-only texts
 * inside the table are positioned within it rather than widening the page.
 */
export function TableScroll({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}
