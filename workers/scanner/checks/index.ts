/**
 * Every Klarsicht check, in one list: the engine runs these after axe-core. A check module exports its
 * Check and its rules; add it here.
 */
import { contrastCheck } from "./contrast";
import { importantLineHeightCheck, textSpacingCheck } from "./text-spacing";
import type { Check, KlarsichtRule } from "./types";
import { viewportCheck } from "./viewport";

export const klarsichtChecks: readonly Check[] = [
  importantLineHeightCheck,
  contrastCheck,
  viewportCheck,
  textSpacingCheck,
];

/** Every rule of ours, by id. */
export const klarsichtRules: ReadonlyMap<string, KlarsichtRule> = new Map(
  klarsichtChecks.flatMap((check) => check.rules.map((rule) => [rule.id, rule] as const)),
);
