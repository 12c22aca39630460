/**
 * Every Klarsicht check, in one list: the engine runs these after axe-core. A check module exports its
 * Check and its rules; add it here.
 */

import { siteRules } from "#core/rules/site";
import { ariaCheck } from "./aria";
import { bypassCheck } from "./bypass";
import { contrastCheck } from "./contrast";
import { focusScopeCheck } from "./focus-scope";
import { framesCheck } from "./frames";
import { imagesOfTextCheck } from "./images-of-text";
import { keyboardCheck } from "./keyboard";
import { labelInNameCheck } from "./label-in-name";
import { labelsCheck } from "./labels";
import { languageCheck } from "./language";
import { linksCheck } from "./links";
import { mediaCheck } from "./media";
import { motionCheck } from "./motion";
import { refreshCheck } from "./refresh";
import { sourceCheck } from "./source";
import { structureCheck } from "./structure";
import { tablesCheck } from "./tables";
import { importantLineHeightCheck, textSpacingCheck } from "./text-spacing";
import type { Check, KlarsichtRule } from "./types";
import { autoUpdateCheck } from "./updates";
import { viewportCheck } from "./viewport";

export const klarsichtChecks: readonly Check[] = [
  // First: it asks how long the DOM has been quiet before other checks add their style sheets.
  autoUpdateCheck,
  structureCheck,
  linksCheck,
  ariaCheck,
  bypassCheck,
  sourceCheck,
  tablesCheck,
  framesCheck,
  focusScopeCheck,
  labelInNameCheck,
  labelsCheck,
  refreshCheck,
  languageCheck,
  mediaCheck,
  importantLineHeightCheck,
  imagesOfTextCheck,
  contrastCheck,
  viewportCheck,
  textSpacingCheck,
  keyboardCheck,
  // Last: what a page's motion handler changed cannot be undone.
  motionCheck,
];

/** Every rule of ours, by id: those of the page checks and the site-wide ones (checks/site.ts). */
export const klarsichtRules: ReadonlyMap<string, KlarsichtRule> = new Map(
  [...klarsichtChecks.flatMap((check) => check.rules), ...siteRules].map((rule) => [rule.id, rule] as const),
);

/**
 * The checks a setting names (LOCAL_SCANNER_CHECKS of the local scanner, SCANNER_CHECKS of the scanner
 * Worker): "all" (or unset) for every check of ours (undefined: the engine's default), "none" for axe-core
 * alone, else check names, comma-separated. Throws on a name no check has, naming the setting.
 */
export function checksNamed(setting: string | undefined, settingName: string): readonly Check[] | undefined {
  const value = (setting ?? "all").trim();
  if (value === "all" || value === "") return undefined;
  if (value === "none") return [];
  const names = value.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !klarsichtChecks.some((check) => check.name === name));
  if (unknown.length > 0) {
    const known = klarsichtChecks.map((check) => check.name).join(", ");
    throw new Error(`${settingName} names unknown checks: ${unknown.join(", ")} (known: ${known})`);
  }
  return klarsichtChecks.filter((check) => names.includes(check.name));
}
