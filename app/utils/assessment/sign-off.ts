/**
 * The auditor's sign-off of an audit report: who they are, what they tested with, and the date they sign
 * it. Pure: the action validates, the form shows the limits and the errors. The report names only the
 * tools and assistive technologies entered here, one a line.
 */
export const signOffLimits = { name: 120, role: 120, item: 120, items: 20 } as const;

export type SignOff = {
  auditorName: string;
  auditorRole: string;
  tools: string[];
  assistiveTechnologies: string[];
  /** YYYY-MM-DD as entered. */
  signedOffOn: string;
};

export type SignOffErrorKey =
  | "nameRequired"
  | "nameTooLong"
  | "roleRequired"
  | "roleTooLong"
  | "itemTooLong"
  | "tooManyItems"
  | "dateInvalid";
export type SignOffField = "auditorName" | "auditorRole" | "tools" | "assistiveTechnologies" | "signedOffOn";
export type SignOffValues = Record<SignOffField, string>;
export type SignOffErrors = Partial<Record<SignOffField, SignOffErrorKey>>;

function field(form: FormData, name: string, max: number): string {
  const raw = form.get(name);
  return typeof raw === "string"
    ? raw
        .slice(0, max * 4)
        .replace(/\r\n?/g, "\n")
        .trim()
    : "";
}

/** One entry a line, blank lines dropped, each on one line (it goes into a sentence of the report). */
export function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function validateSignOff(
  form: FormData,
): { ok: true; signOff: SignOff } | { ok: false; values: SignOffValues; errors: SignOffErrors } {
  const listMax = signOffLimits.item * signOffLimits.items;
  const values: SignOffValues = {
    auditorName: field(form, "auditorName", signOffLimits.name).replace(/\s+/g, " "),
    auditorRole: field(form, "auditorRole", signOffLimits.role).replace(/\s+/g, " "),
    tools: field(form, "tools", listMax),
    assistiveTechnologies: field(form, "assistiveTechnologies", listMax),
    signedOffOn: field(form, "signedOffOn", 10),
  };
  const errors: SignOffErrors = {};
  if (values.auditorName === "") errors.auditorName = "nameRequired";
  else if (values.auditorName.length > signOffLimits.name) errors.auditorName = "nameTooLong";
  if (values.auditorRole === "") errors.auditorRole = "roleRequired";
  else if (values.auditorRole.length > signOffLimits.role) errors.auditorRole = "roleTooLong";
  for (const name of ["tools", "assistiveTechnologies"] as const) {
    const lines = linesOf(values[name]);
    if (lines.length > signOffLimits.items) errors[name] = "tooManyItems";
    else if (lines.some((line) => line.length > signOffLimits.item)) errors[name] = "itemTooLong";
  }
  if (!isCalendarDay(values.signedOffOn)) errors.signedOffOn = "dateInvalid";
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return {
    ok: true,
    signOff: {
      auditorName: values.auditorName,
      auditorRole: values.auditorRole,
      tools: linesOf(values.tools),
      assistiveTechnologies: linesOf(values.assistiveTechnologies),
      signedOffOn: values.signedOffOn,
    },
  };
}
