import { useLocation, useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";

/**
 * Whether the page is sending a form that `matches` says is this button's: until the answer has arrived,
 * and on the way to the page it redirects to (the scan it started). Not while the same page reloads its
 * data after an answer it shows itself (an error beside the field): that answer is on screen by then, and
 * the corrected form must go at once.
 */
export function useSending(matches: (form: FormData, action: string) => boolean): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.formData === undefined || !matches(navigation.formData, navigation.formAction ?? "")) {
    return false;
  }
  if (navigation.state === "submitting") return true;
  return navigation.state === "loading" && navigation.location.pathname !== location.pathname;
}

/** Turns while work is under way; what it means is said in text beside it. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}

/**
 * A submit button for work that takes a while (starting a scan): the moment it is pressed it says that
 * it is working, with a live status for screen readers, and it cannot be sent again while the first
 * request is under way: a click, or Enter in the form's field, does nothing then. It stays focusable
 * (aria-disabled, not disabled), so focus is not lost. Without JavaScript the server's own guard against
 * a second identical scan applies.
 */
export function BusyButton({
  busy,
  busyText,
  announce = true,
  children,
  onClick,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  busy: boolean;
  busyText: string;
  /** Off for the second button of a form whose first one already announces the same work. */
  announce?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <button
        type="submit"
        {...props}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (busy) event.preventDefault();
          else onClick?.(event);
        }}
      >
        {busy ? (
          <>
            <Spinner />
            {busyText}
          </>
        ) : (
          children
        )}
      </button>
      {announce ? (
        <span role="status" className="sr-only">
          {busy ? busyText : ""}
        </span>
      ) : null}
    </>
  );
}
