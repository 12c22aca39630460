/**
 * Which WCAG tags each axe-core rule carries, copied from axe-core 4.14's rule metadata: the app Worker cannot
 * load axe-core (654 KB) just to know what it tests. Per rule: its level tags ("wcag2a", "wcag21aa", …), its
 * criterion tags ("wcag111" = 1.1.1) and "experimental"/"deprecated", which keep a rule out of tag-based runs.
 * tests/unit/guidance.test.ts compares this list with axe-core's own metadata, so an axe upgrade that changes
 * what is tested fails the test until the list is updated.
 */

import type { ScanLevel } from "./contract";
import { criteriaOfLevel, wcagCriteriaOf, wcagTagsOf } from "./wcag";

/** The axe-core minor version the list describes. */
export const axeCoverageVersion = "4.14";

export const axeRuleTags: Readonly<Record<string, readonly string[]>> = {
  accesskeys: [],
  "area-alt": ["wcag2a", "wcag244", "wcag412"],
  "aria-allowed-attr": ["wcag2a", "wcag412"],
  "aria-allowed-role": [],
  "aria-braille-equivalent": ["wcag2a", "wcag412"],
  "aria-command-name": ["wcag2a", "wcag412"],
  "aria-conditional-attr": ["wcag2a", "wcag412"],
  "aria-deprecated-role": ["wcag2a", "wcag412"],
  "aria-dialog-name": [],
  "aria-hidden-body": ["wcag2a", "wcag131", "wcag412"],
  "aria-hidden-focus": ["wcag2a", "wcag412"],
  "aria-input-field-name": ["wcag2a", "wcag412"],
  "aria-meter-name": ["wcag2a", "wcag111"],
  "aria-progressbar-name": ["wcag2a", "wcag111"],
  "aria-prohibited-attr": ["wcag2a", "wcag412"],
  "aria-required-attr": ["wcag2a", "wcag412"],
  "aria-required-children": ["wcag2a", "wcag131"],
  "aria-required-parent": ["wcag2a", "wcag131"],
  "aria-roledescription": ["wcag2a", "wcag412", "deprecated"],
  "aria-roles": ["wcag2a", "wcag412"],
  "aria-tab-name": ["wcag2a", "wcag412"],
  "aria-text": [],
  "aria-toggle-field-name": ["wcag2a", "wcag412"],
  "aria-tooltip-name": ["wcag2a", "wcag412"],
  "aria-treeitem-name": [],
  "aria-valid-attr-value": ["wcag2a", "wcag412"],
  "aria-valid-attr": ["wcag2a", "wcag412"],
  "audio-caption": ["wcag2a", "wcag121", "deprecated"],
  "autocomplete-valid": ["wcag21aa", "wcag135"],
  "avoid-inline-spacing": ["wcag21aa", "wcag1412"],
  blink: ["wcag2a", "wcag222"],
  "button-name": ["wcag2a", "wcag412"],
  bypass: ["wcag2a", "wcag241"],
  "color-contrast-enhanced": ["wcag2aaa", "wcag146"],
  "color-contrast": ["wcag2aa", "wcag143"],
  "css-orientation-lock": ["wcag134", "wcag21aa", "experimental"],
  "definition-list": ["wcag2a", "wcag131"],
  dlitem: ["wcag2a", "wcag131"],
  "document-title": ["wcag2a", "wcag242"],
  "duplicate-id-active": ["wcag2a-obsolete", "wcag411", "deprecated"],
  "duplicate-id-aria": ["wcag2a", "wcag412"],
  "duplicate-id": ["wcag2a-obsolete", "wcag411", "deprecated"],
  "empty-heading": [],
  "empty-table-header": [],
  "focus-order-semantics": ["experimental"],
  "form-field-multiple-labels": ["wcag2a", "wcag332"],
  "frame-focusable-content": ["wcag2a", "wcag211"],
  "frame-tested": [],
  "frame-title-unique": ["wcag2a", "wcag412"],
  "frame-title": ["wcag2a", "wcag412"],
  "heading-order": [],
  "hidden-content": ["experimental"],
  "html-has-lang": ["wcag2a", "wcag311"],
  "html-lang-valid": ["wcag2a", "wcag311"],
  "html-xml-lang-mismatch": ["wcag2a", "wcag311"],
  "identical-links-same-purpose": ["wcag2aaa", "wcag249"],
  "image-alt": ["wcag2a", "wcag111"],
  "image-redundant-alt": [],
  "input-button-name": ["wcag2a", "wcag412"],
  "input-image-alt": ["wcag2a", "wcag111", "wcag412"],
  "label-content-name-mismatch": ["wcag21a", "wcag253"],
  "label-title-only": [],
  label: ["wcag2a", "wcag412"],
  "landmark-banner-is-top-level": [],
  "landmark-complementary-is-top-level": ["deprecated"],
  "landmark-contentinfo-is-top-level": [],
  "landmark-main-is-top-level": [],
  "landmark-no-duplicate-banner": [],
  "landmark-no-duplicate-contentinfo": [],
  "landmark-no-duplicate-main": [],
  "landmark-one-main": [],
  "landmark-unique": [],
  "link-in-text-block": ["wcag2a", "wcag141"],
  "link-name": ["wcag2a", "wcag244", "wcag412"],
  list: ["wcag2a", "wcag131"],
  listitem: ["wcag2a", "wcag131"],
  marquee: ["wcag2a", "wcag222"],
  "meta-refresh-no-exceptions": ["wcag2aaa", "wcag224", "wcag325"],
  "meta-refresh": ["wcag2a", "wcag221"],
  "meta-viewport-large": [],
  "meta-viewport": ["wcag2aa", "wcag144"],
  "nested-interactive": ["wcag2a", "wcag412"],
  "no-autoplay-audio": ["wcag2a", "wcag142"],
  "object-alt": ["wcag2a", "wcag111"],
  "p-as-heading": ["wcag2a", "wcag131", "experimental"],
  "page-has-heading-one": [],
  "presentation-role-conflict": [],
  region: [],
  "role-img-alt": ["wcag2a", "wcag111"],
  "scope-attr-valid": [],
  "scrollable-region-focusable": ["wcag2a", "wcag211", "wcag213"],
  "select-name": ["wcag2a", "wcag412"],
  "server-side-image-map": ["wcag2a", "wcag211"],
  "skip-link": [],
  "summary-name": ["wcag2a", "wcag412"],
  "svg-img-alt": ["wcag2a", "wcag111"],
  tabindex: [],
  "table-duplicate-name": [],
  "table-fake-caption": ["experimental", "wcag2a", "wcag131"],
  "target-size": ["wcag22aa", "wcag258"],
  "td-has-header": ["experimental", "wcag2a", "wcag131"],
  "td-headers-attr": ["wcag2a", "wcag131"],
  "th-has-data-cells": ["wcag2a", "wcag131"],
  "valid-lang": ["wcag2aa", "wcag312"],
  "video-caption": ["wcag2a", "wcag122"],
};

/** Tags that keep a rule out of a tag-based axe run (axe's default tagExclude): the scanner never runs them. */
const notRunTags = ["experimental", "deprecated"];

/**
 * Success criteria within the level that no axe-core rule tests: the manual checklist. Only rules the scanner
 * runs at that level count, so a criterion tested only by an experimental or deprecated rule (1.3.4 Orientation,
 * 4.1.1 Parsing) stays on the list. 4.1.1 belongs to the WCAG 2.1 levels (A, AA), which the BFSG asks for; WCAG
 * 2.2 removed it, so the "2.2" and "AAA" lists leave it out.
 */
export function uncoveredCriteria(level: ScanLevel): string[] {
  const tested = criteriaTestedAt(level);
  return criteriaOfLevel(level).filter((criterion) => !tested.has(criterion));
}

/** The criteria of the rules axe runs for the level's tags (see axeRunTagsOf in wcag.ts). */
function criteriaTestedAt(level: ScanLevel): Set<string> {
  const levelTags = wcagTagsOf(level);
  const tested = new Set<string>();
  for (const tags of Object.values(axeRuleTags)) {
    if (tags.some((tag) => notRunTags.includes(tag))) continue;
    if (!tags.some((tag) => levelTags.includes(tag))) continue;
    for (const criterion of wcagCriteriaOf(tags)) tested.add(criterion);
  }
  return tested;
}
