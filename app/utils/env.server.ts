import { z } from "zod";

const optionalText = z.string().trim().default("");

/** Everything the app reads from its Worker bindings, checked once per request. */
const envSchema = z.object({
  DB: z.custom<D1Database>(
    (value) => typeof value === "object" && value !== null,
    "D1 binding DB is missing",
  ),
  SITE_URL: z.url(),
  ABOUT_SOURCE_URL: z.url(),
  ABOUT_PROFILE_URL: z.url(),
  IMPRINT_COMPANY: z.string().trim().min(1),
  IMPRINT_REPRESENTATIVE: optionalText,
  IMPRINT_STREET: z.string().trim().min(1),
  IMPRINT_POSTCODE_CITY: z.string().trim().min(1),
  IMPRINT_COUNTRY: optionalText,
  IMPRINT_EMAIL: z.email(),
  IMPRINT_PHONE: optionalText,
  IMPRINT_REGISTER: optionalText,
  IMPRINT_VAT_ID: optionalText,
  PRIVACY_CONTACT_EMAIL: z.email(),
});

export type AppEnv = z.infer<typeof envSchema>;

export function parseEnv(raw: unknown): AppEnv {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid Worker configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

/** The only configuration that reaches the browser. */
export function publicConfig(env: AppEnv) {
  return {
    aboutSourceUrl: env.ABOUT_SOURCE_URL,
    aboutProfileUrl: env.ABOUT_PROFILE_URL,
  };
}

export type PublicConfig = ReturnType<typeof publicConfig>;

export function imprintDetails(env: AppEnv) {
  return {
    company: env.IMPRINT_COMPANY,
    representative: env.IMPRINT_REPRESENTATIVE,
    street: env.IMPRINT_STREET,
    postcodeCity: env.IMPRINT_POSTCODE_CITY,
    country: env.IMPRINT_COUNTRY,
    email: env.IMPRINT_EMAIL,
    phone: env.IMPRINT_PHONE,
    register: env.IMPRINT_REGISTER,
    vatId: env.IMPRINT_VAT_ID,
    privacyEmail: env.PRIVACY_CONTACT_EMAIL,
  };
}

export type ImprintDetails = ReturnType<typeof imprintDetails>;
