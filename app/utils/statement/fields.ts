/**
 * The accessibility statement a service provider publishes under BFSG § 14 with Anlage 3: its fields, their
 * wording per language, and the check of what was typed. Pure: used by the app Worker and by the browser.
 */

import type { ReportLocale } from "#core/contract";
import deStatement from "../../locales/de/statement";
import enStatement from "../../locales/en/statement";
import type { Translation } from "../../locales/types";

export type StatementTexts = Translation<typeof deStatement>;

export const statementTexts: Record<ReportLocale, StatementTexts> = { de: deStatement, en: enStatement };

export function textsFor(locale: ReportLocale): StatementTexts {
  return statementTexts[locale];
}

export const conformanceLevels = ["full", "partial", "none"] as const;
export type Conformance = (typeof conformanceLevels)[number];

export type FieldKind = "line" | "text" | "url" | "email" | "tel" | "date" | "choice";
/** "whileBarriers": required unless the statement says the requirements are fully met. */
export type Requirement = "required" | "optional" | "whileBarriers";

/**
 * Anlage 3 asks for a general description (a), what is needed to understand how the service is carried
 * out (b), and how it meets the requirements (c), together with a description of the requirements that
 * apply; § 14 adds the contact for feedback and the market surveillance authority.
 */
export const fieldSpecs = {
  serviceName: { kind: "line", requirement: "required", max: 200 },
  serviceUrl: { kind: "url", requirement: "required", max: 2048 },
  serviceDescription: { kind: "text", requirement: "required", max: 5000 },
  howItWorks: { kind: "text", requirement: "required", max: 5000 },
  applicableRequirements: { kind: "text", requirement: "required", max: 3000 },
  conformance: { kind: "choice", requirement: "required", max: 10 },
  howRequirementsMet: { kind: "text", requirement: "required", max: 5000 },
  assessmentMethod: { kind: "text", requirement: "required", max: 3000 },
  knownBarriers: { kind: "text", requirement: "whileBarriers", max: 20000 },
  plannedFixes: { kind: "text", requirement: "whileBarriers", max: 5000 },
  providerName: { kind: "line", requirement: "required", max: 200 },
  providerAddress: { kind: "text", requirement: "required", max: 500 },
  contactEmail: { kind: "email", requirement: "required", max: 254 },
  contactPhone: { kind: "tel", requirement: "optional", max: 40 },
  feedbackUrl: { kind: "url", requirement: "optional", max: 2048 },
  authority: { kind: "text", requirement: "required", max: 1000 },
  statementDate: { kind: "date", requirement: "required", max: 10 },
} as const satisfies Record<string, { kind: FieldKind; requirement: Requirement; max: number }>;

export type StatementField = keyof typeof fieldSpecs;
export const statementFieldNames = Object.keys(fieldSpecs) as StatementField[];
export const STATEMENT_FIELD_SPECS: Readonly<
  Record<StatementField, { kind: FieldKind; requirement: Requirement; max: number }>
> = fieldSpecs;

/** Everything as typed (strings), so a draft round-trips through the form and the database unchanged. */
export type StatementFields = Record<StatementField, string>;

export type StatementErrorKey =
  | "required"
  | "tooLong"
  | "emailInvalid"
  | "urlInvalid"
  | "phoneInvalid"
  | "dateInvalid"
  | "choiceInvalid"
  | "placeholder";

export type StatementErrors = Partial<Record<StatementField, StatementErrorKey>>;

/** Fields that mean the same in every language: kept when a draft is started again in the other one. */
export const languageNeutralFields: readonly StatementField[] = [
  "serviceName",
  "serviceUrl",
  "conformance",
  "providerName",
  "providerAddress",
  "contactEmail",
  "contactPhone",
  "feedbackUrl",
  "statementDate",
];

/** What only the site owner can write is marked like this; a downloaded statement must not contain it. */
export const placeholderPattern = /\[\[[\s\S]*?\]\]/;

export function hasPlaceholder(text: string): boolean {
  return placeholderPattern.test(text);
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Only the known fields of a stored draft, as strings: a draft from an older version still opens. */
export function statementFieldsFrom(
  stored: Record<string, unknown>,
  fallback: StatementFields,
  only: readonly StatementField[] = statementFieldNames,
): StatementFields {
  const fields = { ...fallback };
  for (const name of only) {
    const value = stored[name];
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

export const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const phonePattern = /^\+?[0-9 ()/-]{3,40}$/;

export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function check(
  name: StatementField,
  value: string,
  conformance: string,
  final: boolean,
): StatementErrorKey | null {
  const spec = STATEMENT_FIELD_SPECS[name];
  const required =
    spec.requirement === "required" || (spec.requirement === "whileBarriers" && conformance !== "full");
  // An unanswered choice reads better as "choose one" than as "fill in".
  if (value === "") return required ? (spec.kind === "choice" ? "choiceInvalid" : "required") : null;
  if (value.length > spec.max) return "tooLong";
  switch (spec.kind) {
    case "email":
      if (!emailPattern.test(value)) return "emailInvalid";
      break;
    case "url":
      if (!isWebUrl(value)) return "urlInvalid";
      break;
    case "tel":
      if (!phonePattern.test(value)) return "phoneInvalid";
      break;
    case "date":
      if (!isIsoDate(value)) return "dateInvalid";
      break;
    case "choice":
      if (!(conformanceLevels as readonly string[]).includes(value)) return "choiceInvalid";
      break;
  }
  if (final && hasPlaceholder(value)) return "placeholder";
  return null;
}

export type StatementValidation = {
  ok: boolean;
  /** What was typed, tidied (line ends, outer spaces), so the form can show it again. */
  fields: StatementFields;
  errors: StatementErrors;
};

/**
 * Checks a submitted statement. `final` (a download) also refuses the [[placeholders]] a saved draft
 * may still hold.
 */
export function validateStatementFields(
  form: FormData,
  { final = false }: { final?: boolean } = {},
): StatementValidation {
  const fields = {} as StatementFields;
  for (const name of statementFieldNames) {
    const raw = form.get(name);
    // Kept far beyond each limit so nothing typed disappears from the form, but never unbounded.
    const text = typeof raw === "string" ? raw.slice(0, STATEMENT_FIELD_SPECS[name].max * 4) : "";
    fields[name] = text.replace(/\r\n?/g, "\n").trim();
  }
  const errors: StatementErrors = {};
  for (const name of statementFieldNames) {
    const error = check(name, fields[name], fields.conformance, final);
    if (error) errors[name] = error;
  }
  return { ok: Object.keys(errors).length === 0, fields, errors };
}
