/** What the pages and the server both need to know of email verification (see email-verification.server.ts). */
export const VERIFY_EMAIL_PATH = "/profile/verify-email";
/** How long a verification link works; the profile says so before the mail is sent. */
export const VERIFICATION_LINK_HOURS = 24;
