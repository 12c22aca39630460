/**
 * The app's side of a site's login profile and flows (decision 043): the login form's fields to and from
 * a profile, a flow's JSON to and from the editor, both without a stored secret ever going back to the
 * browser (a secret is shown as set, and an empty field or the mask keeps it), and the trial run through
 * the scanner.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ReportLocale, ScanLevel } from "#core/contract";
import { keyringFrom, type SecretKeyring } from "#core/secrets";
import {
  type AuthProfile,
  authProfileSchema,
  type Flow,
  flowSchema,
  parseStepFile,
  redactedMark,
  type Step,
  type StepFileProblem,
  type StepTrialResult,
  validateStepData,
} from "#core/steps";
import type { AppEnv } from "./env.server";

/** The deployment's keyring for login secrets; null when none is configured (profiles cannot be stored). */
export function loginKeyring(env: AppEnv): SecretKeyring | null {
  if (!env.LOGIN_SECRETS_KEY) return null;
  return keyringFrom(env.LOGIN_SECRETS_KEY, env.LOGIN_SECRETS_KEYS_PREVIOUS);
}

export const loginFieldNames = [
  "loginUrl",
  "userLabel",
  "username",
  "passwordLabel",
  "password",
  "submitText",
  "successText",
  "successUrl",
  "exclude",
  "basicUser",
  "basicPassword",
  "headerName",
  "headerValue",
  "cookieName",
  "cookieValue",
] as const;
export type LoginField = (typeof loginFieldNames)[number];

/** The fields that hold a secret: never filled in from what is stored, only said to be set. */
export const secretLoginFields = ["password", "basicPassword", "headerValue", "cookieValue"] as const;
type SecretLoginField = (typeof secretLoginFields)[number];

/** What the browser gets of a stored profile: every field but the secrets, and which secrets are set. */
export type LoginFormView = {
  values: Record<Exclude<LoginField, SecretLoginField>, string>;
  set: Record<SecretLoginField, boolean>;
};

/** The form's fields of a stored profile (the form writes every profile, so each part has its place). */
export function loginFormOf(profile: AuthProfile | null): LoginFormView {
  const values = {
    loginUrl: "",
    userLabel: "",
    username: "",
    passwordLabel: "",
    submitText: "",
    successText: "",
    successUrl: "",
    exclude: "",
    basicUser: "",
    headerName: "",
    cookieName: "",
  };
  const set = { password: false, basicPassword: false, headerValue: false, cookieValue: false };
  if (!profile) return { values, set };
  for (const step of profile.steps ?? []) {
    if (step.action === "visit") values.loginUrl = step.url;
    if (step.action === "fill" && "label" in step.field) {
      if (step.secret) {
        values.passwordLabel = step.field.label;
        set.password = true;
      } else {
        values.userLabel = step.field.label;
        values.username = typeof step.value === "string" ? step.value : "";
      }
    }
    if (step.action === "submit" && step.target && "text" in step.target)
      values.submitText = step.target.text;
  }
  values.successText = profile.success.text ?? "";
  values.successUrl = profile.success.url ?? "";
  values.exclude = (profile.exclude ?? []).join("\n");
  if (profile.basic) {
    values.basicUser = typeof profile.basic.username === "string" ? profile.basic.username : "";
    set.basicPassword = true;
  }
  const [header] = Object.keys(profile.headers ?? {});
  if (header) {
    values.headerName = header;
    set.headerValue = true;
  }
  const [cookie] = profile.cookies ?? [];
  if (cookie) {
    values.cookieName = cookie.name;
    set.cookieValue = true;
  }
  return { values, set };
}

export type LoginFormError =
  | {
      field: LoginField | "form";
      code: "secretRequired" | "usernameWithoutLabel" | "noWayIn" | "successEmpty";
    }
  | { field: LoginField | "form"; code: "invalid"; problem: StepFileProblem };

/**
 * A profile from the login form. An empty secret field keeps the stored secret of the same way in; a
 * way in whose name is emptied (login address, header or cookie name, basic-auth user) is removed.
 */
export function loginProfileFromForm(
  form: FormData,
  stored: AuthProfile | null,
  locale: ReportLocale,
):
  | { ok: true; profile: AuthProfile }
  | { ok: false; errors: LoginFormError[]; values: LoginFormView["values"] } {
  const text = (name: LoginField) => String(form.get(name) ?? "").trim();
  const secret = (name: SecretLoginField) => String(form.get(name) ?? "");
  const storedSecrets = storedSecretsOf(stored);
  const errors: LoginFormError[] = [];
  const profile: Record<string, unknown> = { version: 1 };

  if (text("loginUrl") !== "") {
    const steps: Step[] = [{ action: "visit", url: text("loginUrl") }];
    if (text("username") !== "" && text("userLabel") === "") {
      errors.push({ field: "userLabel", code: "usernameWithoutLabel" });
    }
    if (text("userLabel") !== "") {
      steps.push({ action: "fill", field: { label: text("userLabel") }, value: text("username") });
    }
    if (text("passwordLabel") !== "") {
      const password = secret("password") || storedSecrets.password;
      if (!password) errors.push({ field: "password", code: "secretRequired" });
      steps.push({
        action: "fill",
        field: { label: text("passwordLabel") },
        value: password ?? "",
        secret: true,
      });
    }
    steps.push(
      text("submitText") !== ""
        ? { action: "submit", target: { text: text("submitText") } }
        : { action: "submit" },
    );
    profile.steps = steps;
  }
  if (text("basicUser") !== "") {
    const password = secret("basicPassword") || storedSecrets.basicPassword;
    if (!password) errors.push({ field: "basicPassword", code: "secretRequired" });
    profile.basic = { username: text("basicUser"), password: password ?? "" };
  }
  if (text("headerName") !== "") {
    const value = secret("headerValue") || storedSecrets.headerValue;
    if (!value) errors.push({ field: "headerValue", code: "secretRequired" });
    profile.headers = { [text("headerName")]: value ?? "" };
  }
  if (text("cookieName") !== "") {
    const value = secret("cookieValue") || storedSecrets.cookieValue;
    if (!value) errors.push({ field: "cookieValue", code: "secretRequired" });
    profile.cookies = [{ name: text("cookieName"), value: value ?? "" }];
  }
  const success: Record<string, string> = {};
  if (text("successText") !== "") success.text = text("successText");
  if (text("successUrl") !== "") success.url = text("successUrl");
  profile.success = success;
  const exclude = text("exclude")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (exclude.length > 0) profile.exclude = exclude;

  const { values } = loginFormOf(null);
  for (const name of Object.keys(values) as (keyof typeof values)[]) values[name] = text(name);
  if (errors.length > 0) return { ok: false, errors, values };
  const checked = validateStepData(authProfileSchema, profile, locale);
  if (checked.ok) return { ok: true, profile: checked.value };
  return { ok: false, errors: checked.problems.map(loginErrorOf), values };
}

/** A schema problem, placed at the form field it concerns. */
function loginErrorOf(problem: StepFileProblem): LoginFormError {
  if (problem.path === "success") return { field: "successText", code: "successEmpty" };
  const root = !problem.path.includes(".") && !problem.path.includes("[");
  if (root && /steps|cookies|headers|basic/.test(problem.message)) return { field: "form", code: "noWayIn" };
  const field: LoginField | "form" = problem.path.startsWith("exclude")
    ? "exclude"
    : problem.path.startsWith("success.url")
      ? "successUrl"
      : problem.path.startsWith("success.text")
        ? "successText"
        : problem.path.startsWith("steps[0]")
          ? "loginUrl"
          : problem.path.startsWith("basic")
            ? "basicUser"
            : problem.path.startsWith("headers")
              ? "headerName"
              : problem.path.startsWith("cookies")
                ? "cookieName"
                : "form";
  return { field, code: "invalid", problem };
}

function storedSecretsOf(stored: AuthProfile | null): Partial<Record<SecretLoginField, string>> {
  const secrets: Partial<Record<SecretLoginField, string>> = {};
  if (!stored) return secrets;
  const password = stored.steps?.find((step) => step.action === "fill" && step.secret);
  if (password?.action === "fill" && typeof password.value === "string") secrets.password = password.value;
  if (typeof stored.basic?.password === "string") secrets.basicPassword = stored.basic.password;
  const [header] = Object.values(stored.headers ?? {});
  if (typeof header === "string") secrets.headerValue = header;
  const [cookie] = stored.cookies ?? [];
  if (typeof cookie?.value === "string") secrets.cookieValue = cookie.value;
  return secrets;
}

/** The editor's JSON of a stored flow: the values of secret fill steps are shown as the mask only. */
export function flowEditorText(flow: Flow): string {
  const { version, name, steps } = flow;
  const masked = steps.map((step) =>
    step.action === "fill" && step.secret ? { ...step, value: redactedMark } : step,
  );
  return JSON.stringify({ version, name, steps: masked }, null, 2);
}

export const newFlowText = JSON.stringify(
  { version: 1, name: "Checkout", steps: [{ action: "visit", url: "/", scan: "Startseite" }] },
  null,
  2,
);

/**
 * A flow from the editor's JSON. A secret fill step still showing the mask takes the stored value of the
 * secret fill step in the same place (the first secret for the first, …). Values are written out: an
 * environment variable ({ "env": … }) belongs to CI files, not to what is stored here.
 */
export function flowFromEditor(
  text: string,
  stored: Flow | null,
  locale: ReportLocale,
): { ok: true; flow: Flow } | { ok: false; problems: StepFileProblem[] } {
  const parsed = parseStepFile(flowSchema, text, locale);
  if (!parsed.ok) return parsed;
  const { $schema: _schema, site: _site, ...flow } = parsed.value;
  const storedSecrets = (stored?.steps ?? []).flatMap((step) =>
    step.action === "fill" && step.secret && typeof step.value === "string" ? [step.value] : [],
  );
  const problems: StepFileProblem[] = [];
  let secretIndex = 0;
  const steps = flow.steps.map((step, index) => {
    if (step.action !== "fill" && step.action !== "select") return step;
    if (typeof step.value !== "string") {
      problems.push({ path: `steps[${index}].value`, message: flowMessages[locale].envValue });
      return step;
    }
    if (step.action === "fill" && step.secret) {
      const kept = storedSecrets[secretIndex++];
      if (step.value === redactedMark) {
        if (kept === undefined) {
          problems.push({ path: `steps[${index}].value`, message: flowMessages[locale].secretMissing });
          return step;
        }
        return { ...step, value: kept };
      }
    }
    return step;
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, flow: { ...flow, steps } };
}

const flowMessages = {
  de: {
    envValue: "Gespeicherte Abläufe brauchen den Wert selbst, keine Umgebungsvariable",
    secretMissing: "Für dieses Geheimnis ist nichts gespeichert: Geben Sie den Wert ein",
  },
  en: {
    envValue: "Stored flows need the value itself, not an environment variable",
    secretMissing: "Nothing is stored for this secret: enter its value",
  },
} as const;

/** One step as the trial's list says it: its action and what it acts on, never a value it types. */
export function stepSummary(step: Step): { action: Step["action"]; target: string } {
  switch (step.action) {
    case "visit":
      return { action: step.action, target: step.url };
    case "fill":
    case "select":
      return { action: step.action, target: Object.values(step.field)[0] ?? "" };
    case "click":
    case "submit":
      return { action: step.action, target: step.target ? Object.values(step.target).join(" ") : "" };
    case "wait":
      return { action: step.action, target: Object.values(step.for)[0] ?? "" };
  }
}

export type TrialAnswer = { ok: true; result: StepTrialResult } | { ok: false; error: "unavailable" };

/**
 * Runs the site's stored profile (and the flow) once against the site through the scanner Worker's
 * service binding. It is asked with the ids only and opens what is stored itself (decision 047). Without
 * the binding, or when the scanner fails, the answer is "unavailable".
 */
export async function runTrial(
  context: AppLoadContext,
  trial: { siteId: number; flowId?: string; level: ScanLevel; locale: ReportLocale },
): Promise<TrialAnswer> {
  const { SCANNER: scanner } = context.env;
  if (!scanner) return { ok: false, error: "unavailable" };
  const { siteId, flowId, level, locale } = trial;
  try {
    const response = await scanner.fetch("https://scanner/steps", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ siteId, ...(flowId ? { flowId } : {}), level, locale }),
    });
    if (!response.ok) return { ok: false, error: "unavailable" };
    return { ok: true, result: (await response.json()) as StepTrialResult };
  } catch {
    return { ok: false, error: "unavailable" };
  }
}
