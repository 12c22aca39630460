/**
 * The step language of login profiles and flows: what a scanner does on a site before (or between) its
 * scans. Declarative on purpose: a profile or flow is data that the app can store and edit, the CLI can
 * read from a file and CI users can write by hand, validated by one schema (shipped as JSON Schema in
 * docs/steps.schema.json, kept equal to this file by tests/unit/steps.test.ts). Runtime-free: the scanner
 * runs the steps (workers/scanner/steps.ts).
 */
import { z } from "zod";
import { de as zodDe, en as zodEn } from "zod/locales";
import { type ReportLocale, reportLocales, scanLevels } from "./contract";

/**
 * A value a step types or sends: written out, or the name of an environment variable that holds it
 * (so that a CI pipeline keeps passwords in its secret store, not in the checked-in file).
 */
export const stepValueSchema = z.union([
  z.string().max(2_000),
  z.strictObject({
    env: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
      .max(200),
  }),
]);
export type StepValue = z.infer<typeof stepValueSchema>;

/** A form field: by the text of its label, by its name attribute, or by a CSS selector. */
export const fieldSchema = z.union([
  z.strictObject({ label: z.string().min(1).max(200) }),
  z.strictObject({ name: z.string().min(1).max(200) }),
  z.strictObject({ selector: z.string().min(1).max(500) }),
]);
export type FieldLocator = z.infer<typeof fieldSchema>;

/** A control (button, link): by its visible text, by its role and name, or by a CSS selector. */
export const controlSchema = z.union([
  z.strictObject({ text: z.string().min(1).max(200) }),
  z.strictObject({
    role: z.enum(["button", "link", "checkbox", "radio", "tab", "menuitem", "option"]),
    name: z.string().min(1).max(200).optional(),
  }),
  z.strictObject({ selector: z.string().min(1).max(500) }),
]);
export type ControlLocator = z.infer<typeof controlSchema>;

/** A scan's name for the page state after a step, as reports show it ("Warenkorb", "Adresse"). */
const scanName = z.string().min(1).max(80);

const common = {
  /** Scan the page as it is after this step, under this name. */
  scan: scanName.optional(),
  /**
   * Lets this one step send a form that looks like the final order ("zahlungspflichtig bestellen",
   * "place order"): refused otherwise, so that no scan ever buys anything.
   */
  allowFinalSubmit: z.literal(true).optional(),
  /** How long the step may take, in ms (default stepDefaults.timeoutMs). */
  timeoutMs: z.number().int().min(100).max(60_000).optional(),
};

export const stepSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("visit"), url: z.string().min(1).max(2_000), ...common }),
  z.strictObject({ action: z.literal("click"), target: controlSchema, ...common }),
  z.strictObject({
    action: z.literal("fill"),
    field: fieldSchema,
    value: stepValueSchema,
    /** Never shown: not in logs, reports, errors or pictures. Password fields are secret anyway. */
    secret: z.boolean().optional(),
    ...common,
  }),
  z.strictObject({ action: z.literal("select"), field: fieldSchema, value: stepValueSchema, ...common }),
  /** Sends the form of the control (its submit button), or of the field filled last when none is named. */
  z.strictObject({ action: z.literal("submit"), target: controlSchema.optional(), ...common }),
  z.strictObject({
    action: z.literal("wait"),
    for: z.union([
      z.strictObject({ url: z.string().min(1).max(2_000) }),
      z.strictObject({ text: z.string().min(1).max(500) }),
      z.strictObject({ selector: z.string().min(1).max(500) }),
    ]),
    ...common,
  }),
]);
export type Step = z.infer<typeof stepSchema>;

const cookieSchema = z.strictObject({
  name: z.string().min(1).max(200),
  value: stepValueSchema,
  path: z.string().regex(/^\//).max(500).optional(),
});

/** How a signed-in page is recognised: text only signed-in pages show, or the address signing in leads to. */
const successSchema = z
  .strictObject({ text: z.string().min(1).max(500).optional(), url: z.string().min(1).max(2_000).optional() })
  .refine((check) => check.text !== undefined || check.url !== undefined, { message: "success_empty" });

const httpOrigin = z
  .string()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === "http:" || url.protocol === "https:") && url.origin === value.replace(/\/$/, "")
      );
    } catch {
      return false;
    }
  }, "not_origin");

export const authProfileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    version: z.literal(1),
    /** The site's own address (origin); the CLI takes it from the URL it scans when absent. */
    site: httpOrigin.optional(),
    /** Where the sign-in form lives when it is on another origin; secrets go there and to the site only. */
    loginOrigin: httpOrigin.optional(),
    /** Form login: the steps that sign in. */
    steps: z.array(stepSchema).min(1).max(30).optional(),
    cookies: z.array(cookieSchema).min(1).max(50).optional(),
    /** Extra request headers (an API token, a staging gate), sent to the site's origin only. */
    headers: z
      .record(
        z
          .string()
          .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/)
          .max(200),
        stepValueSchema,
      )
      .optional(),
    basic: z.strictObject({ username: stepValueSchema, password: stepValueSchema }).optional(),
    success: successSchema,
    /** Your own link patterns the crawler never follows (regular expressions), beside the defaults. */
    exclude: z.array(z.string().min(1).max(300)).max(50).optional(),
  })
  .refine(
    (profile) =>
      profile.steps !== undefined ||
      profile.cookies !== undefined ||
      profile.headers !== undefined ||
      profile.basic !== undefined,
    { message: "no_way_in" },
  )
  .refine((profile) => (profile.exclude ?? []).every(isRegExp), {
    message: "bad_pattern",
    path: ["exclude"],
  });
export type AuthProfile = z.infer<typeof authProfileSchema>;

export const flowSchema = z.strictObject({
  $schema: z.string().optional(),
  version: z.literal(1),
  name: z.string().min(1).max(120),
  /** The site's own address (origin); relative visit URLs are resolved against it. */
  site: httpOrigin.optional(),
  steps: z.array(stepSchema).min(1).max(100),
});
export type Flow = z.infer<typeof flowSchema>;

export const stepDefaults = { timeoutMs: 10_000 } as const;

function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern, "i");
    return true;
  } catch {
    return false;
  }
}

const ownMessages = {
  de: {
    success_empty: "braucht text oder url: woran eine angemeldete Seite zu erkennen ist",
    no_way_in: "braucht mindestens eines von steps, cookies, headers oder basic",
    not_origin: "muss ein Ursprung sein wie https://shop.example (ohne Pfad)",
    bad_pattern: "enthält einen ungültigen regulären Ausdruck",
    notJson: "ist kein gültiges JSON",
    root: "Datei",
  },
  en: {
    success_empty: "needs text or url: how a signed-in page is recognised",
    no_way_in: "needs at least one of steps, cookies, headers or basic",
    not_origin: "must be an origin such as https://shop.example (without a path)",
    bad_pattern: "holds an invalid regular expression",
    notJson: "is not valid JSON",
    root: "file",
  },
} as const;

export type StepFileProblem = { path: string; message: string };

/**
 * Reads a login profile or flow from JSON text; the problems come in the language asked for, each with
 * the place it concerns (steps[2].field), ready for a command line.
 */
export function parseStepFile<T>(
  schema: z.ZodType<T>,
  text: string,
  locale: ReportLocale,
): { ok: true; value: T } | { ok: false; problems: StepFileProblem[] } {
  const own = ownMessages[locale];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ path: own.root, message: own.notJson }] };
  }
  return validateStepData(schema, data, locale);
}

/** Checks a login profile or flow already read (a form's); problems as parseStepFile gives them. */
export function validateStepData<T>(
  schema: z.ZodType<T>,
  data: unknown,
  locale: ReportLocale,
): { ok: true; value: T } | { ok: false; problems: StepFileProblem[] } {
  const own = ownMessages[locale];
  const localeError = (locale === "de" ? zodDe() : zodEn()).localeError;
  const result = schema.safeParse(data, { error: localeError });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    // The schema's own messages are codes (success_empty, …): said here in the language asked for.
    problems: result.error.issues.map((issue) => ({
      path: pathText(issue.path) || own.root,
      message: issue.message in own ? own[issue.message as keyof typeof own] : issue.message,
    })),
  };
}

function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}

/** A value written out, or read from the environment handed in; undefined when the variable is unset. */
export function resolveStepValue(
  value: StepValue,
  env: Record<string, string | undefined>,
): string | undefined {
  return typeof value === "string" ? value : env[value.env];
}

/**
 * Every secret a profile holds, resolved: the values of secret fill steps, cookies, header values and the
 * basic-auth password. What must never be shown anywhere (redactSecrets).
 */
export function secretsOf(
  profile: Pick<AuthProfile, "steps" | "cookies" | "headers" | "basic"> | Pick<Flow, "steps">,
  env: Record<string, string | undefined>,
): string[] {
  const values: (string | undefined)[] = [];
  for (const step of profile.steps ?? []) {
    if (step.action === "fill" && (step.secret || typeof step.value !== "string")) {
      values.push(resolveStepValue(step.value, env));
    }
  }
  if ("cookies" in profile) {
    for (const cookie of profile.cookies ?? []) values.push(resolveStepValue(cookie.value, env));
    for (const value of Object.values(profile.headers ?? {})) values.push(resolveStepValue(value, env));
    if (profile.basic) values.push(resolveStepValue(profile.basic.password, env));
  }
  return values.filter((value): value is string => value !== undefined && value !== "");
}

export const redactedMark = "••••••";

/**
 * The text with every secret replaced (also as it appears URL- or base64-encoded, as in an address or a
 * basic-auth header). For anything that leaves the scanner: errors, logs, reports.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  // Longest first: a secret that contains another is replaced whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length < 3) continue;
    for (const form of new Set([secret, encodeURIComponent(secret), base64(secret)])) {
      result = result.split(form).join(redactedMark);
    }
  }
  return result;
}

function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Words of the control that sends an order for real. A step that would press it is refused unless the
 * owner allowed exactly that step (allowFinalSubmit).
 */
export const finalOrderPatterns: readonly RegExp[] = [
  /zahlungspflichtig\s+bestellen/i,
  /kostenpflichtig\s+bestellen/i,
  /\bbestellung\s+(absenden|abschicken|abschließen)/i,
  /\bjetzt\s+(kaufen|bestellen|bezahlen)\b/i,
  /^\s*(kaufen|bestellen|bezahlen|buchen)\s*$/i,
  /\bkaufen\b/i,
  /\bplace\s+(the\s+)?order\b/i,
  /\bbuy\s+now\b/i,
  /\bcomplete\s+(the\s+)?(purchase|order)\b/i,
  /\bconfirm\s+(and\s+pay|purchase|order)\b/i,
  /\bpay\b/i,
  /\bsubmit\s+order\b/i,
];

/** true when the control's words (its text, its form's submit texts) read as placing an order. */
export function looksLikeFinalOrder(texts: readonly string[]): boolean {
  return texts.some((text) => finalOrderPatterns.some((pattern) => pattern.test(text)));
}

/**
 * Links a crawler signed in must never follow: they end the session or destroy something. Matched
 * against the link's address (path and query), case-insensitively.
 */
export const destructiveLinkPatterns: readonly string[] = [
  "log-?out",
  "log-?off",
  "sign-?out",
  "sign-?off",
  "abmelden",
  "ausloggen",
  "logout",
  "delete",
  "remove",
  "destroy",
  "l(ö|oe|%c3%b6)schen",
  "entfernen",
  "k(ü|ue|%c3%bc)ndigen",
  "cancel",
  "unsubscribe",
  "deactivate",
  "deaktivieren",
];

/**
 * A test for links a signed-in crawl must skip: the defaults above and the owner's own patterns. The
 * address is tested as written and decoded, without its origin (a host named "delete-me.example" is
 * still the site).
 */
export function destructiveLinkFilter(ownPatterns: readonly string[] = []): (url: string) => boolean {
  const patterns = [...destructiveLinkPatterns, ...ownPatterns].map((pattern) => new RegExp(pattern, "i"));
  return (url) => {
    let rest: string;
    try {
      const parsed = new URL(url);
      rest = parsed.pathname + parsed.search;
    } catch {
      return true;
    }
    let decoded = rest;
    try {
      decoded = decodeURIComponent(rest);
    } catch {
      // Keep the address as written.
    }
    return patterns.some((pattern) => pattern.test(rest) || pattern.test(decoded));
  };
}

/** The origins a profile's secrets may go to: the site's and the declared login origin. */
export function secretOrigins(siteOrigin: string, profile: Pick<AuthProfile, "loginOrigin">): string[] {
  const origins = [new URL(siteOrigin).origin];
  if (profile.loginOrigin) origins.push(new URL(profile.loginOrigin).origin);
  return origins;
}

/**
 * A trial run (the app's "Probelauf"): the scanner signs in with the profile and runs the flow once on
 * the site, and answers what each step did. Asked of the scanner by the app (decision 043).
 */
export const stepTrialSchema = z.strictObject({
  site: httpOrigin,
  level: z.enum(scanLevels),
  locale: z.enum(reportLocales),
  profile: authProfileSchema.optional(),
  flow: flowSchema.optional(),
});
export type StepTrial = z.infer<typeof stepTrialSchema>;

/**
 * A trial run asked of the scanner Worker (decision 047): only the ids of what is stored. The Worker
 * reads the sealed profile and flow from D1 and opens them with its own key, so no secret crosses the
 * service binding.
 */
export const storedStepTrialSchema = z.strictObject({
  siteId: z.number().int().positive(),
  flowId: z.string().min(1).max(100).optional(),
  level: z.enum(scanLevels),
  locale: z.enum(reportLocales),
});
export type StoredStepTrial = z.infer<typeof storedStepTrialSchema>;

export type StepTrialPhase = "login" | "flow";

export type StepTrialResult = {
  ok: boolean;
  /** The steps that ran through, in order; 1-based as a person counts them. */
  done: { phase: StepTrialPhase; step: number }[];
  /** The scans after steps that asked for one: how many rules the page state violates, or why it failed. */
  scans: {
    name: string;
    step: number;
    url: string;
    violations: number | null;
    /** The violated rules (their help text in the scan's language). */
    rules?: { id: string; impact: string | null; help: string }[];
    error?: string;
  }[];
  relogins: number;
  /** Where it stopped: code and detail (secrets masked), the page's address and its picture (JPEG, base64). */
  failure?: {
    phase: StepTrialPhase;
    step: number;
    action: Step["action"];
    code: string;
    detail: string;
    url: string;
    screenshot?: string;
  };
};

/** A cookie of a signed-in session, as the browser gave it (name, value and where it goes). */
export type SessionCookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Strict" | "Lax" | "None";
};

/**
 * The Cookie header a browser in the session would send to the address (domain, path and secure
 * matched as RFC 6265 does); undefined when none of the cookies goes there.
 */
export function cookieHeaderFor(cookies: readonly SessionCookie[], url: string): string | undefined {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return undefined;
  }
  const host = target.hostname.toLowerCase();
  const pairs = cookies.filter((cookie) => {
    const domain = cookie.domain.toLowerCase().replace(/^\./, "");
    const domainMatches = host === domain || (cookie.domain.startsWith(".") && host.endsWith(`.${domain}`));
    const path = cookie.path || "/";
    const pathMatches =
      target.pathname === path ||
      (target.pathname.startsWith(path) && (path.endsWith("/") || target.pathname[path.length] === "/"));
    return domainMatches && pathMatches && (!cookie.secure || target.protocol === "https:");
  });
  return pairs.length === 0 ? undefined : pairs.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/**
 * What a signed-in run's discovery (made in the session) may start with: the sitemaps' addresses
 * without logout and destructive ones (defaults and the owner's patterns), and the address the owner
 * gave as the start when the start page still led to the login form on the same site.
 */
export function signedInDiscovery<D extends { rootUrl: string; sitemapUrls: string[] }>(
  discovery: D,
  startUrl: string,
  exclude: readonly string[] | undefined,
  normalize: (url: string) => string | null,
): D {
  const skip = destructiveLinkFilter(exclude);
  const sitemapUrls = discovery.sitemapUrls.filter((url) => !skip(url));
  const sameSite = new URL(discovery.rootUrl).origin === new URL(startUrl).origin;
  return {
    ...discovery,
    sitemapUrls,
    rootUrl: sameSite ? (normalize(startUrl) ?? discovery.rootUrl) : discovery.rootUrl,
  };
}
