import type de from "../de/email-verification";
import type { Translation } from "../types";

/** Verifying the email address by mail: notes on the profile, the confirmation page and the mail. */
const emailVerification: Translation<typeof de> = {
  profile: {
    before:
      "We will send an email to {{email}}. It contains a link that is valid for {{hours}} hours. Open it and confirm the address there. Your name and email address stay as you saved them.",
    sent: "We have sent an email to {{email}}. Please check your inbox (and your spam folder if need be) and open the link in it within {{hours}} hours.",
    queued:
      "Sending email is not set up here yet. Your email to {{email}} waits until it is. The link in it is valid for {{hours}} hours from now; after that you can ask for a new email.",
    recent_one:
      "We already sent an email to {{email}} within the last hour. Please check your inbox (and your spam folder if need be). You can ask for another email in {{count}} minute.",
    recent_other:
      "We already sent an email to {{email}} within the last hour. Please check your inbox (and your spam folder if need be). You can ask for another email in {{count}} minutes.",
    done: "Your email address {{email}} is now verified.",
    taken:
      "The address {{email}} is already verified for another account. We have not sent an email. Please change your email address to verify a different one.",
  },
  page: {
    meta: { title: "Verify email address" },
    title: "Verify email address",
    question: "Do you want to verify the address {{email}} for your Klarsicht account?",
    confirm: "Verify address",
    alreadyVerified: "Your email address {{email}} is already verified. There is nothing more to do.",
    errors: {
      invalid:
        "This verification link is not valid. Please use the complete link from the email or ask for a new email.",
      expired:
        "This verification link has expired: it was valid for {{hours}} hours. Please ask for a new email.",
      otherAccount:
        "This verification link belongs to a different account from the one you are signed in with. Please sign in with the account you asked for the email from, or ask for a new email for your account here.",
      addressChanged:
        "This verification link is for an address that is no longer in your account. Your account now has the address {{email}}. Please ask for a new email to this address.",
      taken:
        "The address {{email}} is already verified for another account. Nothing was changed. Please enter a different email address on your profile.",
    },
    resend: "Ask for a new email to {{email}}",
    toProfile: "Go to your profile",
  },
  mail: {
    subject: "Please verify your email address",
    title: "Please verify your email address",
    intro:
      "You asked to verify the address {{email}} for your Klarsicht account. To do so, open the following link and choose “Verify address” there.",
    button: "Verify email address",
    validity:
      "The link is valid for {{hours}} hours. After that you can ask for a new email on your profile.",
    notYou:
      "If you did not ask for this, you can ignore this email. Nothing changes without your confirmation.",
  },
};

export default emailVerification;
