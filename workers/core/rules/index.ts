/**
 * Every rule of ours, by id: the rules of the scanner's checks and the site-wide ones, as data the app reads
 * (texts, guidance, report language) without importing the scanner. tests/unit/rule-catalogue.test.ts
 * shows that it holds exactly the rules the scanner's checks decide. axe-core's rules, as we overlay them,
 * are in rules/axe.
 */
import { ariaRules } from "./aria";
import { bypassRules } from "./bypass";
import { textContrastEnhancedRule, textContrastRule } from "./contrast";
import { focusScopeRules } from "./focus-scope";
import { frameRules } from "./frames";
import { imagesOfTextRule } from "./images-of-text";
import { keyboardRules } from "./keyboard";
import { labelInNameRule } from "./label-in-name";
import { labelDescriptiveRule } from "./labels";
import { pageLanguageRule, partLanguageRule } from "./language";
import {
  imageFilenameRule,
  imagePlaceholderRule,
  linkPlaceholderAloneRule,
  linkPlaceholderRule,
  linkSameContextRule,
  linkSamePageRule,
} from "./links";
import {
  audioNoTranscriptRule,
  audioTranscriptRule,
  autoplayAudioRule,
  autoplayControlRule,
  autoplayLongAudioRule,
  videoCaptionsRule,
  videoDescriptionRule,
  videoNoCaptionsRule,
  videoOnlyNoAudioRule,
  videoOnlyRule,
  videoTranscriptRule,
} from "./media";
import { motionAlternativeRule, motionDisableRule } from "./motion";
import { refreshRules } from "./refresh";
import { siteRules } from "./site";
import { duplicateAttributeOtherRule, duplicateAttributeRule, duplicateIdRule } from "./source";
import { structureRules } from "./structure";
import { tableRules } from "./tables";
import { importantLineHeightRule, textSpacingRule } from "./text-spacing";
import type { KlarsichtRule } from "./types";
import { autoUpdateRule } from "./updates";
import { orientationLockRule, reflowRule, zoomClippedTextRule } from "./viewport";

const allRules: readonly KlarsichtRule[] = [
  ...ariaRules,
  ...bypassRules,
  textContrastRule,
  textContrastEnhancedRule,
  ...frameRules,
  ...focusScopeRules,
  labelInNameRule,
  labelDescriptiveRule,
  imagesOfTextRule,
  ...refreshRules,
  ...keyboardRules,
  pageLanguageRule,
  partLanguageRule,
  linkSameContextRule,
  linkSamePageRule,
  imageFilenameRule,
  linkPlaceholderRule,
  linkPlaceholderAloneRule,
  imagePlaceholderRule,
  autoplayAudioRule,
  autoplayControlRule,
  autoplayLongAudioRule,
  videoCaptionsRule,
  videoNoCaptionsRule,
  videoDescriptionRule,
  videoTranscriptRule,
  videoOnlyRule,
  videoOnlyNoAudioRule,
  audioTranscriptRule,
  audioNoTranscriptRule,
  motionDisableRule,
  motionAlternativeRule,
  duplicateAttributeRule,
  duplicateAttributeOtherRule,
  duplicateIdRule,
  ...structureRules,
  ...tableRules,
  importantLineHeightRule,
  textSpacingRule,
  autoUpdateRule,
  orientationLockRule,
  zoomClippedTextRule,
  reflowRule,
  ...siteRules,
];

export const klarsichtRules: ReadonlyMap<string, KlarsichtRule> = new Map(
  allRules.map((rule) => [rule.id, rule] as const),
);
