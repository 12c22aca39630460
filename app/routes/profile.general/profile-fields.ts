/** The profile's own form: its address, its fields' limits, and what its answer carries. */
export const PROFILE_PATH = "/profile/general";
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export type ProfileField = "name" | "email";
export type ProfileErrorKey =
  | "nameRequired"
  | "nameTooLong"
  | "emailRequired"
  | "emailInvalid"
  | "emailTooLong"
  | "emailTaken";

export type ProfileResult = {
  intent: "profile";
  values: Record<ProfileField, string>;
  errors: Partial<Record<ProfileField, ProfileErrorKey>>;
};
