/**
 * Checks that resize the viewport, one after another in one visit, and put it back:
 * - orientation locked (ACT b33eff, 1.3.4): elements rotated by a quarter turn in one orientation
 *   relative to the other, through CSS that applies on the orientation media feature;
 * - text clipped at 200% (ACT 59br37, F69, 1.4.4): a 640 by 512 viewport is 1280 by 1024 at 200%;
 *   text cut off by an ancestor with overflow hidden or clip;
 * - reflow (1.4.10): at 320 CSS pixels wide (1280 at 400%), content must not need scrolling in two
 *   directions, except the parts that need a two-dimensional layout (images, maps, tables, code...).
 *
 * Each step runs only where something is in scope, so an ordinary page costs one resize for reflow and
 * one back. The survey of what is in scope is read beside the read checks, before any drive check.
 */
import type { ReportLocale } from "#core/contract";
import { summaryInEach } from "#core/rules/summary";
import { orientationLockRule, reflowRule, zoomClippedTextRule } from "#core/rules/viewport";
import type { ViewportReflow, ViewportSurvey } from "../page/viewport";
import { callPage } from "../page-scripts";
import type { Check, CheckContext, CheckNode, KlarsichtRule, RuleOutcome } from "./types";

export { orientationLockRule, reflowRule, zoomClippedTextRule } from "#core/rules/viewport";

type Found = { selector: string; html: string; detail: string; certain: boolean };

const foundGlobals = {
  orientation: "__klarsichtFoundOrientation",
  zoom: "__klarsichtFoundZoom",
  reflow: "__klarsichtFoundReflow",
};

async function resize(context: CheckContext, width: number, height: number, scale: number): Promise<void> {
  await context.cdp.send("Emulation.setDeviceMetricsOverride", {
    width,
    height,
    deviceScaleFactor: scale,
    mobile: false,
  });
}

export const viewportCheck: Check = {
  name: "viewport",
  rules: [orientationLockRule, zoomClippedTextRule, reflowRule],
  kind: "drive",
  budgetMs: 4_000,
  // The survey only reads the page: it goes with the read checks' scripts instead of a round trip of
  // its own. What it keeps for the later steps stays in the page code's state until viewportEnd.
  readEarly: (context) => callPage(context.evaluate, "viewportSurvey"),
  async run(context) {
    const survey = isSurvey(context.early)
      ? context.early
      : await callPage(context.evaluate, "viewportSurvey");
    let orientation = 0;
    let zoom = 0;
    let reflow: ViewportReflow = { scrolls: false, found: 0 };
    try {
      if (survey.rotated > 0) {
        // The other orientation: the same window turned a quarter.
        await resize(context, survey.height, survey.width, survey.scale);
        orientation = await callPage(context.evaluate, "viewportOrientation", foundGlobals.orientation);
      }
      if (survey.overflowClip) {
        await resize(context, 640, 512, survey.scale);
        zoom = await callPage(context.evaluate, "viewportZoom", foundGlobals.zoom);
      }
      if (survey.hasContent) {
        await resize(context, 320, 256, survey.scale);
        reflow = await callPage(context.evaluate, "viewportReflow", foundGlobals.reflow);
      }
    } finally {
      if (survey.rotated > 0 || survey.overflowClip || survey.hasContent) {
        await resize(context, survey.width, survey.height, survey.scale);
        await callPage(context.evaluate, "viewportEnd", {
          x: Number(survey.scrollX) || 0,
          y: Number(survey.scrollY) || 0,
        });
      } else {
        await callPage(context.evaluate, "viewportEnd", null);
      }
    }
    // Named after the viewport is back, and only where something was found.
    const namesOf = async (count: number, globalName: string) =>
      count > 0 ? await callPage(context.evaluate, "describeFound", globalName) : [];
    return [
      outcome(
        orientationLockRule,
        survey.rotated > 0,
        await namesOf(orientation, foundGlobals.orientation),
        (locale, f) => orientationSummary(locale, f),
        context.locale,
      ),
      outcome(
        zoomClippedTextRule,
        survey.overflowClip,
        await namesOf(zoom, foundGlobals.zoom),
        (locale, f) => zoomSummary(locale, f),
        context.locale,
      ),
      outcome(
        reflowRule,
        survey.hasContent,
        reflow.exemptOnly ? [] : await namesOf(reflow.found, foundGlobals.reflow),
        (locale, f) => reflowSummary(locale, f),
        context.locale,
      ),
    ];
  },
};

function isSurvey(value: unknown): value is ViewportSurvey {
  return typeof value === "object" && value !== null && "hasContent" in value && "overflowClip" in value;
}

function outcome(
  rule: KlarsichtRule,
  applicable: boolean,
  found: Found[],
  summary: (locale: ReportLocale, found: Found) => string,
  scanLocale: ReportLocale,
): RuleOutcome {
  const toNode = (f: Found): CheckNode => ({
    selector: f.selector,
    html: f.html,
    ...summaryInEach(scanLocale, (locale) => summary(locale, f)),
  });
  return {
    ruleId: rule.id,
    violations: found.filter((f) => f.certain).map(toNode),
    needsReview: found.filter((f) => !f.certain).map(toNode),
    applicable,
  };
}

function orientationSummary(locale: ReportLocale, found: Found): string {
  return locale === "de"
    ? `Das Element wird in der anderen Ausrichtung um ${found.detail}° gedreht und bleibt so in einer Ausrichtung festgehalten.`
    : `The element is turned by ${found.detail}° in the other orientation and so stays locked to one orientation.`;
}

function zoomSummary(locale: ReportLocale, found: Found): string {
  const axis =
    locale === "de"
      ? found.detail === "x"
        ? "seitlich"
        : "unten oder oben"
      : found.detail === "x"
        ? "at the side"
        : "at the bottom or top";
  if (found.certain) {
    return locale === "de"
      ? `Bei 200 % Vergrößerung schneidet dieses Element Text ${axis} ab (overflow: hidden oder clip).`
      : `At 200% zoom this element cuts off text ${axis} (overflow: hidden or clip).`;
  }
  return locale === "de"
    ? `Bei 200 % Vergrößerung ist Text in diesem Element ${axis} abgeschnitten, wie schon in normaler Größe. Ist der abgeschnittene Text anderswo vollständig erreichbar (z. B. durch Blättern eines Karussells)?`
    : `At 200% zoom text in this element is cut off ${axis}, as it is at normal size. Can the cut-off text be reached in full some other way (by moving a carousel on, for example)?`;
}

function reflowSummary(locale: ReportLocale, found: Found): string {
  if (found.certain) {
    return locale === "de"
      ? "Bei 320 CSS-Pixeln Breite ragt dieser Text über den rechten Fensterrand hinaus: die Seite muss waagerecht gescrollt werden, um ihn zu lesen."
      : "At 320 CSS pixels wide this text reaches beyond the right edge of the window: the page must be scrolled sideways to read it.";
  }
  return locale === "de"
    ? `Bei 320 CSS-Pixeln Breite scrollt die Seite waagerecht; dieses Element reicht bis ${found.detail} px. Braucht sein Inhalt eine zweidimensionale Anordnung (z. B. Karte, Diagramm, Datentabelle), oder sollte er umbrechen?`
    : `At 320 CSS pixels wide the page scrolls sideways; this element reaches to ${found.detail} px. Does its content need a two-dimensional layout (a map, diagram or data table, for example), or should it wrap?`;
}
