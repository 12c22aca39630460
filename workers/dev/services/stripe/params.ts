import { invalid } from "./errors";
import type { Metadata } from "./objects";

// Form parameters in Stripe's bracket notation: a[b][0][c]=v, expand[]=x, expand[0]=x.

export type FormValue = string | FormValue[] | FormFields;
export interface FormFields {
  [key: string]: FormValue;
}

export function parseForm(encoded: string): FormFields {
  const root: FormFields = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match?.[1]) throw invalid(`Invalid parameter name: ${name}`, name);
    const path = [match[1], ...[...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "")];
    if (path.some((key) => key === "__proto__" || key === "constructor" || key === "prototype")) {
      throw invalid(`Invalid parameter name: ${name}`, name);
    }
    let container = root;
    for (let i = 0; i < path.length; i++) {
      // "[]" appends: the next free index, turned into an array below like "[0]".
      const key = path[i] === "" ? String(Object.keys(container).length) : (path[i] as string);
      const existing = Object.hasOwn(container, key) ? container[key] : undefined;
      if (i === path.length - 1) {
        if (typeof existing === "object") throw invalid(`Invalid parameter: ${name}`, name);
        container[key] = value;
      } else {
        const next = existing ?? {};
        if (typeof next !== "object" || Array.isArray(next))
          throw invalid(`Invalid parameter: ${name}`, name);
        container[key] = next;
        container = next;
      }
    }
  }
  return arraysFromIndices(root, false) as FormFields;
}

/** Objects keyed 0..n become arrays, except metadata, whose keys are the caller's own. */
export function arraysFromIndices(value: FormValue, isMetadata: boolean): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(
    ([key, child]) => [key, arraysFromIndices(child, key === "metadata")] as const,
  );
  const indexed = entries.length > 0 && entries.every(([key]) => /^(0|[1-9]\d*)$/.test(key));
  if (indexed && !isMetadata) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

export type MetadataUpdate = { clearAll: boolean; changes: [string, string | null][] };

/** Typed access to one level of parameters; `prefix` makes nested error params read like Stripe's. */
export class Params {
  constructor(
    readonly fields: FormFields,
    private readonly prefix = "",
  ) {}

  private name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  /** Stripe rejects parameters it does not know; so do we, which catches typos in the app. */
  allowOnly(...keys: string[]): this {
    for (const key of Object.keys(this.fields)) {
      if (!keys.includes(key)) {
        throw invalid(`Received unknown parameter: ${this.name(key)}`, this.name(key), "parameter_unknown");
      }
    }
    return this;
  }

  string(key: string): string | undefined {
    const value = this.fields[key];
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw invalid(`Invalid string: ${this.name(key)}`, this.name(key));
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (!value)
      throw invalid(`Missing required param: ${this.name(key)}.`, this.name(key), "parameter_missing");
    return value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalid(
        `Invalid ${this.name(key)}: must be one of ${allowed.join(", ")}`,
        this.name(key),
        "parameter_invalid_string",
      );
    }
    return value as T;
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value !== "true" && value !== "false") throw invalid(`Invalid boolean: ${value}`, this.name(key));
    return value === "true";
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value))
      throw invalid(`Invalid integer: ${value}`, this.name(key), "parameter_invalid_integer");
    return Number(value);
  }

  url(key: string): string | undefined {
    const value = this.string(key);
    if (!value) return undefined;
    try {
      const parsed = new URL(value);
      if (parsed.protocol === "http:" || parsed.protocol === "https:") return value;
    } catch {}
    throw invalid("Not a valid URL", this.name(key), "url_invalid");
  }

  /** An empty value unsets the email (null); absent stays undefined. */
  email(key: string): string | null | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value === "") return null;
    if (!/^[^\s@]+@[^\s@]+$/.test(value)) {
      throw invalid(`Invalid email address: ${value}`, this.name(key), "email_invalid");
    }
    return value;
  }

  nested(key: string): Params | undefined {
    const value = this.fields[key];
    if (value === undefined) return undefined;
    if (typeof value !== "object" || Array.isArray(value)) throw invalid("Invalid hash", this.name(key));
    return new Params(value, this.name(key));
  }

  list(key: string): Params[] | undefined {
    const value = this.fields[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) throw invalid("Invalid array", this.name(key));
    return value.map((item, index) => {
      const name = `${this.name(key)}[${index}]`;
      if (typeof item !== "object" || Array.isArray(item)) throw invalid("Invalid hash", name);
      return new Params(item, name);
    });
  }

  expand(): string[] {
    const value = this.fields.expand;
    if (value === undefined) return [];
    if (!Array.isArray(value) || value.some((path) => typeof path !== "string")) {
      throw invalid("Invalid array", this.name("expand"));
    }
    return value as string[];
  }

  /** Stripe's metadata semantics: an empty value unsets a key, `metadata=` unsets all. */
  metadata(key = "metadata"): MetadataUpdate | undefined {
    const value = this.fields[key];
    if (value === undefined) return undefined;
    if (value === "") return { clearAll: true, changes: [] };
    if (typeof value !== "object" || Array.isArray(value)) throw invalid("Invalid hash", this.name(key));
    const changes: [string, string | null][] = [];
    for (const [name, entry] of Object.entries(value)) {
      const param = `${this.name(key)}[${name}]`;
      if (typeof entry !== "string") throw invalid(`Invalid string: ${param}`, param);
      if (name.length > 40) {
        throw invalid(
          `Metadata keys can have up to 40 characters, but you passed in a key that is ${name.length} characters.`,
          param,
        );
      }
      if (entry.length > 500) {
        throw invalid(
          `Metadata values can have up to 500 characters, but you passed in a value that is ${entry.length} characters.`,
          param,
        );
      }
      changes.push([name, entry === "" ? null : entry]);
    }
    return { clearAll: false, changes };
  }
}

export function applyMetadata(
  current: Metadata,
  update: MetadataUpdate | undefined,
  param = "metadata",
): Metadata {
  if (!update) return current;
  const next: Metadata = update.clearAll ? {} : { ...current };
  for (const [key, value] of update.changes) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  if (Object.keys(next).length > 50) throw invalid("You can have up to 50 metadata keys.", param);
  return next;
}

/** What an `*.updated` event reports: the old value of each changed metadata key (null if it was new). */
export function metadataBefore(before: Metadata, after: Metadata): Record<string, string | null> | undefined {
  const changed: Record<string, string | null> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[key] !== after[key]) changed[key] = before[key] ?? null;
  }
  return Object.keys(changed).length > 0 ? changed : undefined;
}
