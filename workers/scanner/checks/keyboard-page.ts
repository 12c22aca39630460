/**
 * Page scripts of the keyboard check (keyboard.ts), as strings for our isolated world. Their state lives
 * in a global of that world (the page cannot see or change it) for the length of the check: the elements
 * focus reached, what they looked like before, a log of focus changes and where things were scrolled to,
 * so that the check can put everything back.
 */
import { inPage } from "./page-helpers";

/** The world-global that holds the check's state between evaluations. */
const state = "window.__klarsichtKeyboard";

/** Computed style properties that can show focus on the element itself. */
const styleProperties = [
  "outline-style",
  "outline-width",
  "outline-color",
  "outline-offset",
  "box-shadow",
  "border-top-style",
  "border-top-width",
  "border-top-color",
  "border-right-style",
  "border-right-width",
  "border-right-color",
  "border-bottom-style",
  "border-bottom-width",
  "border-bottom-color",
  "border-left-style",
  "border-left-width",
  "border-left-color",
  "background-color",
  "background-image",
  "color",
  "text-decoration-line",
  "text-decoration-color",
  "opacity",
  "transform",
  "filter",
];

export type PreparedPage = {
  /** Elements that can take focus at all (ACT "focusable"); 80af7b applies when there is one. */
  focusableCount: number;
  /** Elements in sequential focus navigation, as far as the DOM tells. */
  tabbableCount: number;
  /** Elements in sequential focus navigation with a tabindex above 0 (F44). */
  positiveTabindex: { selector: string; html: string; tabindex: number }[];
  positiveTabindexCount: number;
};

/**
 * Sets up the state: the elements that can take focus and those in tab order, and the styles of the
 * latter, taken now, while they are not focused. Only reads the page, so it runs with the read checks
 * (on their axe tree); recordScript then starts the recorder.
 */
export const prepareScript = inPage(`
  var props = ${JSON.stringify(styleProperties)};
  function snapshot(el) {
    var cs = getComputedStyle(el);
    var out = [];
    for (var p = 0; p < props.length; p++) out.push(cs.getPropertyValue(props[p]));
    return out;
  }
  var all = Array.prototype.slice.call(document.querySelectorAll(
    "a[href], area[href], button, input, select, textarea, summary, iframe, audio[controls], video[controls], [tabindex], [contenteditable]"));
  var focusable = all.filter(function (el) { return ks.focusable(el); });
  var tabbable = focusable.filter(function (el) { return ks.inTabOrder(el); });
  var st = {
    els: [], index: new Map(), before: new Map(), log: [], inKey: false, listening: true,
    scrolls: new Map(), lastWasFrame: false,
  };
  ${state} = st;
  // Capped: a page with thousands of controls gets its first ones compared by style, the rest by pixels.
  tabbable.slice(0, 300).forEach(function (el) { st.before.set(el, snapshot(el)); });
  st.snapshot = snapshot;
  st.indexOf = function (el) {
    if (!st.index.has(el)) { st.index.set(el, st.els.length); st.els.push(el); }
    return st.index.get(el);
  };
  st.rememberScroll = function (el) {
    for (var a = el.parentElement; a; a = a.parentElement) {
      if (!st.scrolls.has(a) && (a.scrollTop || a.scrollLeft || a.scrollHeight > a.clientHeight || a.scrollWidth > a.clientWidth))
        st.scrolls.set(a, [a.scrollLeft, a.scrollTop]);
    }
  };
  st.deepActive = function () {
    var a = document.activeElement;
    while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
    return a;
  };
  st.hiddenNow = function (el) {
    if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
    var r = el.getBoundingClientRect();
    var left = r.left + window.scrollX, top = r.top + window.scrollY;
    var doc = document.documentElement;
    if (r.right + window.scrollX <= 0 || r.bottom + window.scrollY <= 0) return true;
    if (left >= Math.max(doc.scrollWidth, innerWidth) || top >= Math.max(doc.scrollHeight, innerHeight)) return true;
    if (r.width <= 1 && r.height <= 1) {
      // An empty inline box can hold visible content (a link around an image): look at its children.
      var kids = el.children;
      for (var k = 0; k < kids.length; k++) {
        var kr = kids[k].getBoundingClientRect();
        if (kr.width > 1 && kr.height > 1) return false;
      }
      return true;
    }
    for (var a = el; a && a.nodeType === 1; a = a.parentElement) {
      var cs = getComputedStyle(a);
      if (cs.clip && cs.clip !== "auto" && /rect\\(\\s*0(px)?[ ,]+0(px)?[ ,]+0(px)?[ ,]+0(px)?\\s*\\)/.test(cs.clip)) return true;
    }
    return false;
  };
  // Whether the element itself looks different when focused, in a way that certainly shows.
  st.ownChange = function (el) {
    var before = st.before.get(el);
    if (!before) return false;
    var now = snapshot(el);
    var r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    function val(name) { return now[props.indexOf(name)]; }
    function was(name) { return before[props.indexOf(name)]; }
    function differs(name) { return val(name) !== was(name); }
    function opaque(color) { return !/^transparent$|rgba\\([^)]*,\\s*0\\)$/.test(color); }
    var outline = val("outline-style") !== "none" && parseFloat(val("outline-width")) > 0 && opaque(val("outline-color"));
    if (outline && ["outline-style", "outline-width", "outline-color", "outline-offset"].some(differs)) return true;
    if (val("box-shadow") !== "none" && differs("box-shadow")) return true;
    var sides = ["top", "right", "bottom", "left"];
    for (var s = 0; s < sides.length; s++) {
      var side = "border-" + sides[s] + "-";
      var shown = !/none|hidden/.test(val(side + "style")) && parseFloat(val(side + "width")) > 0 && opaque(val(side + "color"));
      var before_shown = !/none|hidden/.test(was(side + "style")) && parseFloat(was(side + "width")) > 0 && opaque(was(side + "color"));
      if (shown && (!before_shown || differs(side + "color") || differs(side + "width") || differs(side + "style"))) return true;
    }
    if (differs("background-color") && (opaque(val("background-color")) || opaque(was("background-color")))) return true;
    if (differs("background-image")) return true;
    var hasText = /\\S/.test(el.textContent || "") || el.value;
    if (hasText && (differs("color") || differs("text-decoration-line"))) return true;
    return false;
  };
  st.onFocusIn = function () {
    if (!st.listening) return;
    var el = st.deepActive();
    if (!el || el === document.body) return;
    st.rememberScroll(el);
    var i = st.indexOf(el);
    st.log.push({ i: i, k: st.keys, keyed: st.inKey || st.lastWasFrame, change: st.ownChange(el), hidden: st.hiddenNow(el), frame: el.tagName === "IFRAME" });
    st.lastWasFrame = el.tagName === "IFRAME";
  };
  st.onBlur = function (event) {
    if (!st.listening || event.target !== window) return;
    // Focus went into a frame of the page, or out of the page to the browser's own controls.
    if (!document.hasFocus()) {
      st.log.push({ ui: true });
      st.leftFrom = st.lastOut;
    }
  };
  // Focus that a key takes to the browser's own controls has left the page, even when a script then
  // focuses another of the page's elements: a browser does not let a page take focus back from its own
  // controls. Only a script that focuses the very element focus left from (the time the key took to
  // leave, read back as the same element) is taken as the trap it is.
  st.lastOut = null;
  st.leftFrom = null;
  st.onFocusOut = function (event) {
    var from = event.composedPath ? event.composedPath()[0] : event.target;
    st.lastOut = from;
    // With focus emulated (tabs scanned side by side) the window may not blur: a key that left focus on
    // nothing once the page's own handlers ran took it out of the page as well.
    if (!st.listening || !st.inKey || event.relatedTarget !== null) return;
    setTimeout(function () {
      var now = st.deepActive();
      if (!now || now === document.body || now === document.documentElement) st.leftFrom = from;
    }, 0);
  };
  st.keys = 0;
  st.onKeyDown = function () { st.inKey = true; st.keys++; };
  st.onKeyUp = function () { st.inKey = false; };

  var positive = tabbable.filter(function (el) { return el.tabIndex > 0; });
  return {
    focusableCount: focusable.length,
    tabbableCount: tabbable.length,
    positiveTabindex: positive.slice(0, 20).map(function (el) {
      return { selector: ks.selector(el), html: ks.html(el), tabindex: el.tabIndex };
    }),
    positiveTabindexCount: positive.length,
  };
`);

/**
 * Starts the focus recorder: every focusin of the top document is logged with the key press that caused
 * it (or none: a script moved focus), whether the element's own style changed visibly against its
 * unfocused style, and whether it looks hidden while focused. Where focus and scrolling are now is kept
 * for restoreScript. False when prepareScript's state is gone (a new document).
 */
export const recordScript = `(function () {
  var st = ${state};
  if (!st) return false;
  st.winScroll = [window.scrollX, window.scrollY];
  st.initial = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
  document.addEventListener("focusout", st.onFocusOut, true);
  document.addEventListener("focusin", st.onFocusIn, true);
  window.addEventListener("blur", st.onBlur, true);
  window.addEventListener("keydown", st.onKeyDown, true);
  window.addEventListener("keyup", st.onKeyUp, true);
  if (st.initial) { st.listening = false; st.initial.blur(); st.listening = true; }
  return true;
})()`;

export type LogEntry =
  | { ui: true }
  | {
      ui?: undefined;
      i: number;
      k: number;
      keyed: boolean;
      change: boolean;
      hidden: boolean;
      frame: boolean;
    };

/** The log entries from `from` on, after waiting `waitMs` for what scripts do after the last key. */
export function readLogScript(from: number, waitMs: number): string {
  return `(async function () {
  var st = ${state};
  if (${waitMs} > 0) await new Promise(function (done) { setTimeout(done, ${waitMs}); });
  return st.log.slice(${from});
})()`;
}

/**
 * Where focus is: an element's index or null, whether the browser's controls have it (ui), and whether a
 * key since the last reading took it out of the page to an element other than the one it left (left).
 */
export type FocusState = { active: number | null; ui: boolean; left: boolean };

/** Where focus is now (an element's index, or null for none), after waiting for scripts to react. */
export function focusStateScript(waitMs: number): string {
  return `(async function () {
  var st = ${state};
  await new Promise(function (done) { setTimeout(done, ${waitMs}); });
  var el = st.deepActive();
  var ui = !document.hasFocus();
  var left = st.leftFrom !== null && el !== st.leftFrom;
  st.leftFrom = null;
  return { active: el && el !== document.body && el !== document.documentElement ? st.indexOf(el) : null, ui: ui, left: left };
})()`;
}

/** Focuses element i by script (as a click would), without logging it. */
export function focusElementScript(i: number): string {
  return `(function () {
  var st = ${state};
  st.listening = false;
  try { st.els[${i}].focus(); } finally { st.listening = true; }
  return st.deepActive() === st.els[${i}];
})()`;
}

/**
 * Per container selector (axe's, of an element with aria-hidden="true"): the indexes of the reached
 * elements inside it in the flat tree, or null when the selector finds no such container.
 */
export function hiddenStopsScript(selectors: string[], reached: number[]): string {
  return `(function () {
  var st = ${state};
  function flatParent(el) {
    if (el.assignedSlot) return el.assignedSlot;
    var parent = el.parentNode;
    if (parent && parent.nodeType === 11 && parent.host) return parent.host;
    return parent && parent.nodeType === 1 ? parent : null;
  }
  return ${JSON.stringify(selectors)}.map(function (selector) {
    var container = null;
    try { container = document.querySelector(selector); } catch (e) { return null; }
    if (!container || container.getAttribute("aria-hidden") !== "true") return null;
    return ${JSON.stringify(reached)}.filter(function (i) {
      for (var el = st.els[i]; el; el = flatParent(el)) if (el === container) return true;
      return false;
    });
  });
})()`;
}

/** Takes focus off whatever has it, so that the next Tab starts from the document. */
export const blurScript = `(function () {
  var st = ${state};
  st.listening = false;
  try { var a = st.deepActive(); if (a && a.blur) a.blur(); } finally { st.listening = true; }
})()`;

export type ElementFacts = {
  selector: string;
  html: string;
  name: string;
  role: string | null;
  exposed: boolean;
  link: boolean;
  inForm: boolean;
  textEntry: boolean;
};

/** Selector, markup, name and a few facts of the elements with these indexes. */
export function describeScript(indexes: number[]): string {
  return inPage(`
  var st = ${state};
  return ${JSON.stringify(indexes)}.map(function (i) {
    var el = st.els[i];
    var type = (el.getAttribute("type") || "").toLowerCase();
    var textEntry = el.tagName === "TEXTAREA" || el.isContentEditable ||
      (el.tagName === "INPUT" && !/^(button|submit|reset|image|checkbox|radio|range|color|file|hidden)$/.test(type));
    return {
      selector: ks.selector(el), html: ks.html(el), name: String(ks.name(el) || "").slice(0, 120),
      role: ks.role(el), exposed: ks.exposed(el),
      link: el.tagName === "A" || el.tagName === "AREA",
      inForm: !!el.form, textEntry: !!textEntry,
    };
  });
`);
}

export type FocusedLook = {
  /** The element has focus, and it matches :focus-visible as after a Tab. */
  focused: boolean;
  /** The clip to photograph, in document coordinates. */
  clip: { x: number; y: number; width: number; height: number };
  hidden: boolean;
  animating: boolean;
};

/**
 * Focuses element i and returns the area to photograph: the element with a margin where a focus ring
 * or a mark beside it is drawn, or the whole viewport when the element is hidden (then anything on the
 * screen may be its indicator). Starts recording DOM changes, so that an indicator drawn by a script
 * elsewhere on the page is noticed.
 */
export function focusForLookScript(i: number, margin: number): string {
  return `(async function () {
  var st = ${state};
  var el = st.els[${i}];
  st.listening = false;
  st.changed = [];
  st.observer = new MutationObserver(function (records) {
    records.forEach(function (r) { st.changed.push(r.target.nodeType === 1 ? r.target : r.target.parentElement); });
  });
  st.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  try { el.focus(); } finally { st.listening = true; }
  await new Promise(function (done) { requestAnimationFrame(function () { setTimeout(done, 0); }); });
  // Focus by script shows as keyboard focus (:focus-visible) only after keyboard use; else it proves nothing.
  var focused = st.deepActive() === el && el.matches(":focus-visible");
  var hidden = st.hiddenNow(el);
  var vx = window.scrollX, vy = window.scrollY, vw = document.documentElement.clientWidth || innerWidth, vh = document.documentElement.clientHeight || innerHeight;
  var clip;
  if (hidden) clip = { x: vx, y: vy, width: vw, height: vh };
  else {
    var r = el.getBoundingClientRect();
    var x1 = Math.max(0, r.left - ${margin}), y1 = Math.max(0, r.top - ${margin});
    var x2 = Math.min(vw, r.right + ${margin}), y2 = Math.min(vh, r.bottom + ${margin});
    if (x2 - x1 < 1 || y2 - y1 < 1) clip = { x: vx, y: vy, width: vw, height: vh };
    else clip = { x: vx + x1, y: vy + y1, width: x2 - x1, height: y2 - y1 };
  }
  var animating = document.getAnimations().some(function (a) { return a.playState === "running"; });
  return { focused: focused, clip: clip, hidden: hidden, animating: animating };
})()`;
}

export type BlurredLook = { blurred: boolean; changedOutside: boolean; animating: boolean };

/**
 * Takes focus off the element again, keeping the scroll position, and tells whether scripts changed
 * anything outside the photographed clip while it was focused.
 */
export function blurAfterLookScript(i: number, clip: FocusedLook["clip"]): string {
  return `(async function () {
  var st = ${state};
  var el = st.els[${i}];
  var x = window.scrollX, y = window.scrollY;
  var changed = st.changed.concat(st.observer.takeRecords().map(function (r) { return r.target.nodeType === 1 ? r.target : r.target.parentElement; }));
  st.observer.disconnect();
  st.listening = false;
  try { el.blur(); } finally { st.listening = true; }
  if (window.scrollX !== x || window.scrollY !== y) window.scrollTo(x, y);
  await new Promise(function (done) { requestAnimationFrame(function () { setTimeout(done, 0); }); });
  var c = ${JSON.stringify(clip)};
  var outside = changed.some(function (t) {
    if (!t || !t.isConnected) return false;
    var r = t.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    var left = r.left + x, top = r.top + y;
    return left < c.x || top < c.y || left + r.width > c.x + c.width || top + r.height > c.y + c.height;
  });
  var animating = document.getAnimations().some(function (a) { return a.playState === "running"; });
  return { blurred: st.deepActive() !== el, changedOutside: outside, animating: animating };
})()`;
}

/** The text a person sees on the page, for instructions on how to leave a keyboard trap. */
export const visibleTextScript = `(function () { return (document.body && document.body.innerText || "").slice(0, 20000); })()`;

/** Puts focus and scroll positions back as they were before the check and removes its listeners. */
export const restoreScript = `(function () {
  var st = ${state};
  if (!st) return;
  st.listening = false;
  document.removeEventListener("focusin", st.onFocusIn, true);
  document.removeEventListener("focusout", st.onFocusOut, true);
  window.removeEventListener("blur", st.onBlur, true);
  window.removeEventListener("keydown", st.onKeyDown, true);
  window.removeEventListener("keyup", st.onKeyUp, true);
  if (st.observer) st.observer.disconnect();
  var a = st.deepActive();
  if (a && a !== document.body && a.blur) a.blur();
  if (st.initial && st.initial.isConnected) st.initial.focus({ preventScroll: true });
  st.scrolls.forEach(function (pos, el) { el.scrollLeft = pos[0]; el.scrollTop = pos[1]; });
  if (st.winScroll) window.scrollTo(st.winScroll[0], st.winScroll[1]);
  ${state} = undefined;
})()`;

/** Where a character-key probe starts: nothing focused, DOM changes counted from now on. */
export const shortcutStartScript = `(async function () {
  var s = { mutations: 0, leaves: 0, focusMoved: false, scrolled: false, x: window.scrollX, y: window.scrollY,
    initial: document.activeElement && document.activeElement !== document.body ? document.activeElement : null };
  window.__klarsichtShortcuts = s;
  if (s.initial && s.initial.blur) s.initial.blur();
  s.observer = new MutationObserver(function (records) { s.mutations += records.length; });
  s.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  s.guard = function (event) { s.leaves++; event.preventDefault(); event.returnValue = ""; };
  // A shortcut that leaves the page would end the scan: the browser asks, and the engine answers "stay".
  window.addEventListener("beforeunload", s.guard);
  // What the page does on its own (a clock, a carousel) must not be taken for a reaction to a key.
  await new Promise(function (done) { setTimeout(done, 60); });
  s.observer.takeRecords();
  var quiet = s.mutations === 0;
  s.mutations = 0;
  return { quiet: quiet, editable: !!(document.body && document.body.isContentEditable) || document.designMode === "on" };
})()`;

export type ShortcutReaction = { mutations: number; leaves: boolean; focusMoved: boolean; scrolled: boolean };

/** What the keys pressed since the last call changed: the DOM, focus, the scroll position. */
export const shortcutReadScript = `(async function () {
  var s = window.__klarsichtShortcuts;
  await new Promise(function (done) { requestAnimationFrame(function () { setTimeout(done, 0); }); });
  s.mutations += s.observer.takeRecords().length;
  var a = document.activeElement;
  var result = { mutations: s.mutations, leaves: s.leaves > 0, focusMoved: !!a && a !== document.body && a !== s.initial,
    scrolled: window.scrollX !== s.x || window.scrollY !== s.y };
  s.mutations = 0;
  s.leaves = 0;
  return result;
})()`;

/**
 * Whether the page offers anything that could turn a shortcut off or remap it: any control besides
 * text fields, or text that speaks of shortcuts. Only a page without either is certainly failing.
 */
export const shortcutInstrumentScript = `(function () {
  var controls = document.querySelectorAll("a[href], button, select, summary, input[type=checkbox], input[type=radio], input[type=button], input[type=submit], input[type=reset], input[type=image], [role=button], [role=link], [role=switch], [role=checkbox], [role=radio], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio], [role=option], [role=tab], [tabindex], iframe, [onclick]");
  var text = (document.documentElement.textContent || "") + " " + Array.prototype.map.call(document.querySelectorAll("[aria-label], [title], [value]"), function (el) {
    return (el.getAttribute("aria-label") || "") + " " + (el.getAttribute("title") || "") + " " + (el.getAttribute("value") || "");
  }).join(" ");
  var speaksOfShortcuts = /shortcut|short-cut|hot ?key|access ?key|key ?binding|keyboard|tastenk|tastaturk|kurzbefehl|tastenbelegung|tastatur/i.test(text);
  return { offersInstrument: controls.length > 0 || speaksOfShortcuts };
})()`;

/** Ends the character-key probe: listeners off, focus and scroll back. */
export const shortcutEndScript = `(function () {
  var s = window.__klarsichtShortcuts;
  if (!s) return;
  s.observer.disconnect();
  window.removeEventListener("beforeunload", s.guard);
  var a = document.activeElement;
  if (a && a !== document.body && a.blur) a.blur();
  if (s.initial && s.initial.isConnected) s.initial.focus({ preventScroll: true });
  window.scrollTo(s.x, s.y);
  window.__klarsichtShortcuts = undefined;
})()`;
