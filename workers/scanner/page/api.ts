/**
 * What the page code offers the checks: one function per page script. The bundle (entry.ts) defines it
 * in our isolated world as window.__klarsichtPage; checks call it through pageCall (page-scripts.ts),
 * with arguments passed as JSON.
 */
import { ariaLists, ariaProhibited } from "./aria";
import { bypassFacts, bypassOtherTexts } from "./bypass";
import { contrastCandidates, contrastRestore, contrastToggle } from "./contrast";
import { focusOutOfScope } from "./focus-scope";
import { frames } from "./frames";
import {
  exposed,
  focusable,
  holdAxeTree,
  html,
  inTabOrder,
  name,
  releaseAxeTree,
  role,
  selector,
  visible,
  withAxeTree,
} from "./helpers";
import { imagesOfTextCandidates, imagesOfTextHideText, imagesOfTextPrepare } from "./images-of-text";
import { inventory } from "./inventory";
import {
  keyboardBlur,
  keyboardBlurAfterLook,
  keyboardDescribe,
  keyboardFocusElement,
  keyboardFocusForLook,
  keyboardFocusState,
  keyboardHiddenStops,
  keyboardPrepare,
  keyboardReadLog,
  keyboardRecord,
  keyboardRestore,
  keyboardVisibleText,
  shortcutEnd,
  shortcutInstrument,
  shortcutRead,
  shortcutStart,
} from "./keyboard";
import { labelReadings } from "./label-in-name";
import { labels } from "./labels";
import { language, languageSelectors } from "./language";
import { describeFound } from "./layout";
import { linksCollect, linksFetch } from "./links";
import { mediaDetails, mediaSound, mediaStates, videoFrames } from "./media";
import { motionProbe } from "./motion";
import {
  picturesBoxes,
  picturesDrawOutlines,
  picturesPrepare,
  picturesRemove,
  picturesRemoveOutlines,
} from "./pictures";
import { refreshNotFirst } from "./refresh";
import { siteFacts } from "./site-facts";
import { sourcePage } from "./source";
import { structure } from "./structure";
import { tables } from "./tables";
import { importantLineHeights, textSpacing } from "./text-spacing";
import { updatesForget, updatesJudge, updatesWatch } from "./updates";
import { viewportEnd, viewportOrientation, viewportReflow, viewportSurvey, viewportZoom } from "./viewport";

export const pageApi = {
  holdAxeTree,
  releaseAxeTree,
  ariaLists,
  ariaProhibited,
  bypassFacts,
  bypassOtherTexts,
  contrastCandidates,
  contrastRestore,
  contrastToggle,
  describeFound,
  focusOutOfScope,
  importantLineHeights,
  frames,
  imagesOfTextCandidates,
  imagesOfTextHideText,
  imagesOfTextPrepare,
  inventory,
  keyboardBlur,
  keyboardBlurAfterLook,
  keyboardDescribe,
  keyboardFocusElement,
  keyboardFocusForLook,
  keyboardFocusState,
  keyboardHiddenStops,
  keyboardPrepare,
  keyboardReadLog,
  keyboardRecord,
  keyboardRestore,
  keyboardVisibleText,
  labelReadings,
  language,
  languageSelectors,
  linksCollect,
  labels,
  linksFetch,
  mediaDetails,
  mediaSound,
  mediaStates,
  videoFrames,
  motionProbe,
  picturesBoxes,
  picturesDrawOutlines,
  picturesPrepare,
  picturesRemove,
  picturesRemoveOutlines,
  refreshNotFirst,
  siteFacts,
  shortcutEnd,
  shortcutInstrument,
  shortcutRead,
  shortcutStart,
  sourcePage,
  structure,
  tables,
  textSpacing,
  updatesForget,
  updatesJudge,
  updatesWatch,
  viewportEnd,
  viewportOrientation,
  viewportReflow,
  viewportSurvey,
  viewportZoom,
};

export type PageApi = typeof pageApi;

/**
 * The shared helpers (helpers.ts), as window.__klarsichtPage.helpers: for scripts written elsewhere, such
 * as the tests of the helpers themselves. They take elements, so pageCall cannot reach them.
 */
export const pageHelpers = {
  withAxeTree,
  selector,
  html,
  name,
  role,
  exposed,
  visible,
  focusable,
  inTabOrder,
};
