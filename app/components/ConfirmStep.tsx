import { Form, Link } from "@remix-run/react";
import type { ReactNode, RefObject } from "react";
import { buttonClass, Section } from "./ui";

/**
 * The "are you sure" step before something that cannot be undone (revoking, removing, leaving, handing
 * on): a section that says what happens, the form that does it with `fields` as hidden inputs, and a link
 * back. A plain form and a plain link, so it works without JavaScript; the page moves focus to
 * `focusRef` when the step appears.
 */
export function ConfirmStep({
  id,
  title,
  text,
  fields,
  confirm,
  cancel,
  cancelTo,
  focusRef,
  muted = true,
}: {
  id: string;
  title: string;
  text: ReactNode;
  /** Hidden inputs of the form, `intent` and the confirmation mark included. */
  fields: Record<string, string>;
  confirm: string;
  cancel: string;
  cancelTo: string;
  focusRef?: RefObject<HTMLDivElement>;
  /** Whether the text is set in the muted colour of a section's explanation. */
  muted?: boolean;
}) {
  return (
    <Section id={id} title={title}>
      <div ref={focusRef} tabIndex={-1}>
        <p className={muted ? "text-slate-700 dark:text-slate-300" : undefined}>{text}</p>
        <Form method="post" className="mt-4 flex flex-wrap gap-4">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={buttonClass("primary")}>
            {confirm}
          </button>
          <Link to={cancelTo} className={buttonClass("secondary")}>
            {cancel}
          </Link>
        </Form>
      </div>
    </Section>
  );
}
