/** Limits and error keys of the contact form, shared by the form and its server-side check. */
export const CONTACT_LIMITS = {
  emailMax: 254,
  subjectMin: 3,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export type ContactField = "email" | "subject" | "message";
export type ContactErrorKey =
  | "emailRequired"
  | "emailInvalid"
  | "emailTooLong"
  | "subjectRequired"
  | "subjectTooShort"
  | "subjectTooLong"
  | "messageRequired"
  | "messageTooShort"
  | "messageTooLong";
