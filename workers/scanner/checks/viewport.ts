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
 * one back.
 */
import type { ReportLocale } from "#core/contract";
import { summaryInEach } from "#core/rules/summary";
import { orientationLockRule, reflowRule, zoomClippedTextRule } from "#core/rules/viewport";
import { clippedTextsFunction, describeFoundScript } from "./layout-scripts";
import type { Check, CheckContext, CheckNode, KlarsichtRule, RuleOutcome } from "./types";

export { orientationLockRule, reflowRule, zoomClippedTextRule } from "#core/rules/viewport";

/** The page state to restore, and what is in scope. */
type Survey = {
  width: number;
  height: number;
  scale: number;
  scrollX: number;
  scrollY: number;
  /** Elements that CSS rotates on the orientation media feature (kept in our world). */
  rotated: number;
  /** Whether any element has, or any style rule sets, overflow hidden or clip. */
  overflowClip: boolean;
  hasContent: boolean;
};

type Found = { selector: string; html: string; detail: string; certain: boolean };

/** Shared page functions, defined once per visit in our isolated world. */
const helpersScript = `(function () {
  ${clippedTextsFunction}
  var ksv = window.__klarsichtViewport = { rotated: [], angles: [], clippedBefore: new Set() };
  ksv.eachStyleRule = function (visit) {
    function walk(rules, conditional) {
      for (var i = 0; i < rules.length; i++) {
        var rule = rules[i];
        if (rule.style && rule.selectorText) visit(rule, conditional);
        var text = rule.conditionText || (rule.media && rule.media.mediaText) || "";
        try { if (rule.cssRules) walk(rule.cssRules, conditional || /orientation/i.test(text)); } catch (e) {}
      }
    }
    for (var s = 0; s < document.styleSheets.length; s++) {
      var sheet = document.styleSheets[s];
      var rules = null;
      try { rules = sheet.cssRules; } catch (e) { rules = null; }
      if (rules) walk(rules, /orientation/i.test((sheet.media && sheet.media.mediaText) || ""));
    }
  };
  ksv.angle = function (el) {
    var style = getComputedStyle(el);
    var angle = 0;
    var t = style.transform;
    var m = /^matrix(3d)?\\(([^)]*)\\)/.exec(t || "");
    if (m) {
      var v = m[2].split(",").map(parseFloat);
      angle += Math.atan2(v[1], v[0]) * 180 / Math.PI;
    }
    var r = style.rotate;
    if (r && r !== "none") {
      var parts = r.trim().split(/\\s+/);
      var a = parts[parts.length - 1];
      var axis = parts.slice(0, -1).join(" ");
      var zAxis = axis === "" || axis === "z" || /^0 0 [1-9]/.test(axis);
      if (zAxis) {
        var n = parseFloat(a);
        angle += /rad$/.test(a) ? n * 180 / Math.PI : /turn$/.test(a) ? n * 360 : /grad$/.test(a) ? n * 0.9 : n;
      }
    }
    return angle;
  };
  ksv.visible = function (el) {
    var style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.display === "none") return false;
    var rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  ksv.rotatedOnOrientation = function () {
    var found = [];
    ksv.eachStyleRule(function (rule, conditional) {
      if (!conditional) return;
      var transform = rule.style.getPropertyValue("transform");
      var rotate = rule.style.getPropertyValue("rotate");
      if (!/\\b(rotate|rotate3d|rotateZ|matrix|matrix3d)\\(/i.test(transform) && !rotate) return;
      try {
        document.querySelectorAll(rule.selectorText).forEach(function (el) { if (found.indexOf(el) < 0) found.push(el); });
      } catch (e) {}
    });
    return found;
  };
  ksv.overflowClip = function () {
    var any = false;
    ksv.eachStyleRule(function (rule) {
      if (/hidden|clip/.test(rule.style.getPropertyValue("overflow") + " " + rule.style.getPropertyValue("overflow-x") + " " + rule.style.getPropertyValue("overflow-y"))) any = true;
    });
    if (any) return true;
    var all = document.querySelectorAll("[style]");
    for (var i = 0; i < all.length; i++) if (/overflow[^;]*:\\s*(hidden|clip)/i.test(all[i].getAttribute("style"))) return true;
    return false;
  };
  ksv.clippedTexts = clippedTexts;
  return true;
})()`;

const surveyScript = `(function () {
  var ksv = window.__klarsichtViewport;
  ksv.rotated = ksv.rotatedOnOrientation().filter(ksv.visible);
  ksv.angles = ksv.rotated.map(ksv.angle);
  var overflowClip = ksv.overflowClip();
  if (overflowClip) ksv.clippedBefore = new Set(ksv.clippedTexts().map(function (c) { return c.node; }));
  var body = document.body;
  return {
    width: innerWidth, height: innerHeight, scale: devicePixelRatio, scrollX: scrollX, scrollY: scrollY,
    rotated: ksv.rotated.length, overflowClip: overflowClip,
    hasContent: !!body && body.getClientRects().length > 0 && (body.innerText || "").trim().length > 0,
  };
})()`;

const foundGlobals = {
  orientation: "__klarsichtFoundOrientation",
  zoom: "__klarsichtFoundZoom",
  reflow: "__klarsichtFoundReflow",
};

const orientationScript = `(function () {
  var ksv = window.__klarsichtViewport;
  var out = window.${foundGlobals.orientation} = [];
  ksv.rotated.forEach(function (el, i) {
    var turn = Math.abs(((ksv.angle(el) - ksv.angles[i]) % 180 + 180) % 180 - 90);
    if (turn <= 1) out.push({ el: el, detail: String(Math.round(ksv.angle(el) - ksv.angles[i])), certain: true });
  });
  if (out.length === 0) delete window.${foundGlobals.orientation};
  return out.length;
})()`;

const zoomScript = `(function () {
  var ksv = window.__klarsichtViewport;
  var out = window.${foundGlobals.zoom} = [];
  var seen = new Set();
  ksv.clippedTexts().forEach(function (c) {
    if (seen.has(c.el)) return;
    seen.add(c.el);
    // Certain where zooming caused it, or where the text's own lines are cut; a box cutting off part
    // of another box (a carousel showing the edge of the next slide) may be meant that way.
    var certain = !ksv.clippedBefore.has(c.node) || c.direct;
    out.push({ el: c.el, detail: c.axis, certain: certain });
  });
  if (out.length === 0) delete window.${foundGlobals.zoom};
  return out.length;
})()`;

/**
 * At 320 CSS pixels: whether the document scrolls sideways, and what sticks out. Text that could wrap
 * and sticks out makes it certain; content that needs two dimensions (images, video, maps, data
 * tables, code, canvas, SVG, frames, applications) is exempt.
 */
const reflowScript = `(function () {
  var root = document.scrollingElement || document.documentElement;
  var width = root.clientWidth;
  if (root.scrollWidth <= width + 1) return { scrolls: false, found: 0 };
  // overflow-x hidden on the root (or on the body, which passes it to the viewport) stops sideways
  // scrolling: what is cut off there is not found by scrolling either.
  var rootX = getComputedStyle(document.documentElement).overflowX;
  var bodyX = document.body ? getComputedStyle(document.body).overflowX : "visible";
  if (/hidden|clip/.test(rootX) || (rootX === "visible" && /hidden|clip/.test(bodyX))) return { scrolls: false, found: 0 };
  function visible(el) {
    var s = getComputedStyle(el);
    var r = el.getBoundingClientRect();
    return s.visibility === "visible" && parseFloat(s.opacity) > 0 && r.width > 0 && r.height > 0;
  }
  var exempt = "img, picture, video, audio, canvas, svg, iframe, object, embed, map, table, pre, code, kbd, samp, math, [role=application], [role=img], [role=grid], [role=table], [role=treegrid], [role=toolbar], textarea, [contenteditable]";
  var found = [];
  var seen = new Set();
  function scrollsAway(el) {
    for (var a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      var s = getComputedStyle(a);
      if (s.overflowX !== "visible") return true;
      if (s.position === "fixed") return true;
    }
    return false;
  }
  // Text in a box that cuts it off itself (the usual visually hidden pattern: overflow hidden, clip, a
  // pixel wide) is not seen sticking out, whatever its text would measure unclipped.
  function clippedByOwnBox(el) {
    var s = getComputedStyle(el);
    if (s.overflowX !== "visible") return true;
    if (s.clip && s.clip !== "auto") return true;
    return Boolean(s.clipPath) && s.clipPath !== "none";
  }
  var walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node && found.length < 20; node = walker.nextNode()) {
    if (!node.data.trim()) continue;
    var parent = node.parentElement;
    if (!parent || seen.has(parent) || parent.closest(exempt) || parent.closest("script, style, noscript, template")) continue;
    var range = document.createRange();
    range.selectNodeContents(node);
    var rects = range.getClientRects();
    var beyond = false;
    for (var i = 0; i < rects.length; i++) if (rects[i].width >= 1 && rects[i].right > width + 1 && rects[i].left < root.scrollWidth) beyond = true;
    if (!beyond || !visible(parent) || clippedByOwnBox(parent) || scrollsAway(parent)) continue;
    seen.add(parent);
    found.push({ el: parent, detail: "text", certain: true });
  }
  window.${foundGlobals.reflow} = found;
  if (found.length > 0) return { scrolls: true, found: found.length };
  // Not text: name the widest element that is not exempt, for a person to judge.
  // A box only as wide as the image or table in it is exempt with it.
  function widenedByExempt(el, r) {
    return Array.prototype.some.call(el.querySelectorAll(exempt), function (inner) { return inner.getBoundingClientRect().right >= r.right - 1; });
  }
  var widest = null;
  var widestRight = width + 1;
  var all = document.body ? document.body.querySelectorAll("*") : [];
  for (var j = 0; j < all.length && j < 5000; j++) {
    var el = all[j];
    var r = el.getBoundingClientRect();
    if (r.right > widestRight && r.width > 0 && !el.closest(exempt) && !scrollsAway(el) && !widenedByExempt(el, r)) { widest = el; widestRight = r.right; }
  }
  var exemptOnly = !widest;
  if (widest) found.push({ el: widest, detail: String(Math.round(widestRight)), certain: false });
  if (found.length === 0) delete window.${foundGlobals.reflow};
  return { scrolls: true, exemptOnly: exemptOnly, found: found.length };
})()`;

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
  async run(context) {
    // One round trip: the helpers are defined, then the survey uses them.
    const survey = (await context.evaluate(`(${helpersScript}, ${surveyScript})`)) as Survey;
    let orientation = 0;
    let zoom = 0;
    let reflow: { scrolls: boolean; exemptOnly?: boolean; found: number } = { scrolls: false, found: 0 };
    try {
      if (survey.rotated > 0) {
        // The other orientation: the same window turned a quarter.
        await resize(context, survey.height, survey.width, survey.scale);
        orientation = (await context.evaluate(orientationScript)) as number;
      }
      if (survey.overflowClip) {
        await resize(context, 640, 512, survey.scale);
        zoom = (await context.evaluate(zoomScript)) as number;
      }
      if (survey.hasContent) {
        await resize(context, 320, 256, survey.scale);
        reflow = (await context.evaluate(reflowScript)) as typeof reflow;
      }
    } finally {
      if (survey.rotated > 0 || survey.overflowClip || survey.hasContent) {
        await resize(context, survey.width, survey.height, survey.scale);
        await context.evaluate(
          `(function () { window.scrollTo(${Number(survey.scrollX) || 0}, ${Number(survey.scrollY) || 0}); delete window.__klarsichtViewport; })()`,
        );
      } else {
        await context.evaluate("delete window.__klarsichtViewport");
      }
    }
    // Named after the viewport is back, and only where something was found.
    const namesOf = async (count: number, globalName: string) =>
      count > 0 ? ((await context.evaluate(describeFoundScript(globalName))) as Found[]) : [];
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
