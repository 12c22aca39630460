import type de from "../de/turnstile";
import type { Translation } from "../types";

/** The security check (Cloudflare Turnstile) of the free test and the contact form. */
const turnstile: Translation<typeof de> = {
  label: "Security check",
  hint: "To stop abuse by automated programs, Cloudflare Turnstile briefly checks your browser.",
  noScript:
    "This security check needs JavaScript. Please turn JavaScript on to send the form. Every other page of Klarsicht works without JavaScript.",
  errors: {
    turnstileFailed:
      "The security check was not passed. Please wait until the check next to this message has finished, then send the form again. What you entered has been kept.",
    turnstileUnavailable:
      "The security check could not be carried out just now. This is not your fault. Please send the form again in a few moments. What you entered has been kept.",
  },
};

export default turnstile;
