import type { ReactNode, RefObject } from "react";

/** A form's text fields and text areas: full width, a visible border, red when marked invalid. */
export const fieldClass =
  "mt-2 block w-full rounded-lg border border-slate-500 bg-white px-4 py-3 text-base text-slate-900 aria-[invalid=true]:border-red-700 dark:border-slate-400 dark:bg-slate-950 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400";

/** The scan forms' address field, which sits in a row with its button. */
export const inputClass =
  "min-h-12 w-full rounded-lg border border-slate-500 bg-white px-4 text-base text-slate-900 placeholder:text-slate-600 aria-[invalid=true]:border-red-700 dark:border-slate-400 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400";

export const errorTextClass = "font-medium text-red-700 dark:text-red-300";

/** A box that says something went wrong. */
export const errorBoxClass =
  "rounded-lg border border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100";

/** A field's own error, under it; the field points at it with aria-describedby. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={`mt-2 ${errorTextClass}`}>
      {children}
    </p>
  );
}

/**
 * What a refused form says first: a title and one link per error to its field. It takes focus after the
 * answer (the caller's `summaryRef`), so that it is what is read next.
 */
export function ErrorSummary({
  summaryRef,
  title,
  errors,
  className = "",
}: {
  summaryRef?: RefObject<HTMLDivElement>;
  title: ReactNode;
  errors: readonly { href: string; text: ReactNode }[];
  className?: string;
}) {
  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" className={`${className} ${errorBoxClass}`}>
      <p className="font-semibold">{title}</p>
      {errors.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {errors.map((error) => (
            <li key={error.href}>
              <a href={error.href} className="underline underline-offset-2">
                {error.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
