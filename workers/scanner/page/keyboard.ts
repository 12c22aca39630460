/**
 * The page side of the keyboard check (checks/keyboard.ts). Its state lives in the page code's own
 * state in our world (the page cannot see or change it) for the length of the check: the elements focus
 * reached, what they looked like before, a log of focus changes and where things were scrolled to, so
 * that the check can put everything back.
 */
import {
  focusable,
  html,
  inTabOrder,
  exposed as isExposed,
  name,
  role,
  selector,
  withAxeTree,
} from "./helpers";

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

/**
 * Where focus is: an element's index or null, whether the browser's controls have it (ui), and whether a
 * key since the last reading took it out of the page to an element other than the one it left (left).
 */
export type FocusState = { active: number | null; ui: boolean; left: boolean };

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

export type Clip = { x: number; y: number; width: number; height: number };

export type FocusedLook = {
  /** The element has focus, and it matches :focus-visible as after a Tab. */
  focused: boolean;
  /** The clip to photograph, in document coordinates. */
  clip: Clip;
  hidden: boolean;
  animating: boolean;
};

export type BlurredLook = { blurred: boolean; changedOutside: boolean; animating: boolean };

export type ShortcutReaction = { mutations: number; leaves: boolean; focusMoved: boolean; scrolled: boolean };

type Focusable = HTMLElement;

type KeyboardState = {
  els: Focusable[];
  index: Map<Element, number>;
  before: Map<Element, string[]>;
  log: LogEntry[];
  inKey: boolean;
  listening: boolean;
  scrolls: Map<Element, [number, number]>;
  lastWasFrame: boolean;
  keys: number;
  lastOut: EventTarget | null;
  leftFrom: EventTarget | null;
  winScroll?: [number, number];
  initial?: Focusable | null;
  changed?: (Element | null)[];
  observer?: MutationObserver;
};

let st: KeyboardState | undefined;

/** The check's state; its calls come after keyboardPrepare, which sets it up. */
function state(): KeyboardState {
  if (!st) throw new Error("The keyboard check's page state is gone");
  return st;
}

function snapshot(el: Element): string[] {
  const cs = getComputedStyle(el);
  return styleProperties.map((property) => cs.getPropertyValue(property));
}

function indexOf(el: Element): number {
  const s = state();
  let i = s.index.get(el);
  if (i === undefined) {
    i = s.els.length;
    s.index.set(el, i);
    s.els.push(el as Focusable);
  }
  return i;
}

function rememberScroll(el: Element): void {
  const s = state();
  for (let a = el.parentElement; a; a = a.parentElement) {
    if (
      !s.scrolls.has(a) &&
      (a.scrollTop || a.scrollLeft || a.scrollHeight > a.clientHeight || a.scrollWidth > a.clientWidth)
    ) {
      s.scrolls.set(a, [a.scrollLeft, a.scrollTop]);
    }
  }
}

function deepActive(): Element | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

function hiddenNow(el: Element): boolean {
  if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
    return true;
  const r = el.getBoundingClientRect();
  const left = r.left + window.scrollX;
  const top = r.top + window.scrollY;
  const doc = document.documentElement;
  if (r.right + window.scrollX <= 0 || r.bottom + window.scrollY <= 0) return true;
  if (left >= Math.max(doc.scrollWidth, innerWidth) || top >= Math.max(doc.scrollHeight, innerHeight))
    return true;
  if (r.width <= 1 && r.height <= 1) {
    // An empty inline box can hold visible content (a link around an image): look at its children.
    for (const kid of Array.from(el.children)) {
      const kr = kid.getBoundingClientRect();
      if (kr.width > 1 && kr.height > 1) return false;
    }
    return true;
  }
  for (let a: Element | null = el; a && a.nodeType === 1; a = a.parentElement) {
    const cs = getComputedStyle(a);
    if (
      cs.clip &&
      cs.clip !== "auto" &&
      /rect\(\s*0(px)?[ ,]+0(px)?[ ,]+0(px)?[ ,]+0(px)?\s*\)/.test(cs.clip)
    ) {
      return true;
    }
  }
  return false;
}

function opaque(color: string | undefined): boolean {
  return !/^transparent$|rgba\([^)]*,\s*0\)$/.test(color as string);
}

/** Whether the element itself looks different when focused, in a way that certainly shows. */
function ownChange(el: Element): boolean {
  const before = state().before.get(el);
  if (!before) return false;
  const now = snapshot(el);
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return false;
  const val = (property: string) => now[styleProperties.indexOf(property)] as string;
  const was = (property: string) => before[styleProperties.indexOf(property)] as string;
  const differs = (property: string) => val(property) !== was(property);
  const outline =
    val("outline-style") !== "none" && parseFloat(val("outline-width")) > 0 && opaque(val("outline-color"));
  if (outline && ["outline-style", "outline-width", "outline-color", "outline-offset"].some(differs))
    return true;
  if (val("box-shadow") !== "none" && differs("box-shadow")) return true;
  for (const sideName of ["top", "right", "bottom", "left"]) {
    const side = `border-${sideName}-`;
    const shown =
      !/none|hidden/.test(val(`${side}style`)) &&
      parseFloat(val(`${side}width`)) > 0 &&
      opaque(val(`${side}color`));
    const beforeShown =
      !/none|hidden/.test(was(`${side}style`)) &&
      parseFloat(was(`${side}width`)) > 0 &&
      opaque(was(`${side}color`));
    if (
      shown &&
      (!beforeShown || differs(`${side}color`) || differs(`${side}width`) || differs(`${side}style`))
    ) {
      return true;
    }
  }
  if (differs("background-color") && (opaque(val("background-color")) || opaque(was("background-color")))) {
    return true;
  }
  if (differs("background-image")) return true;
  const hasText = /\S/.test(el.textContent || "") || (el as HTMLInputElement).value;
  if (hasText && (differs("color") || differs("text-decoration-line"))) return true;
  return false;
}

function onFocusIn(): void {
  const s = st;
  if (!s?.listening) return;
  const el = deepActive();
  if (!el || el === document.body) return;
  rememberScroll(el);
  const i = indexOf(el);
  s.log.push({
    i,
    k: s.keys,
    keyed: s.inKey || s.lastWasFrame,
    change: ownChange(el),
    hidden: hiddenNow(el),
    frame: el.tagName === "IFRAME",
  });
  s.lastWasFrame = el.tagName === "IFRAME";
}

function onBlur(event: Event): void {
  const s = st;
  if (!s?.listening || event.target !== window) return;
  // Focus went into a frame of the page, or out of the page to the browser's own controls.
  if (!document.hasFocus()) {
    s.log.push({ ui: true });
    s.leftFrom = s.lastOut;
  }
}

/**
 * Focus that a key takes to the browser's own controls has left the page, even when a script then
 * focuses another of the page's elements: a browser does not let a page take focus back from its own
 * controls. Only a script that focuses the very element focus left from (the time the key took to
 * leave, read back as the same element) is taken as the trap it is.
 */
function onFocusOut(event: FocusEvent): void {
  const s = st;
  if (!s) return;
  const from = event.composedPath ? (event.composedPath()[0] ?? null) : event.target;
  s.lastOut = from;
  // With focus emulated (tabs scanned side by side) the window may not blur: a key that left focus on
  // nothing once the page's own handlers ran took it out of the page as well.
  if (!s.listening || !s.inKey || event.relatedTarget !== null) return;
  setTimeout(() => {
    const now = deepActive();
    if (!now || now === document.body || now === document.documentElement) s.leftFrom = from;
  }, 0);
}

function onKeyDown(): void {
  if (!st) return;
  st.inKey = true;
  st.keys++;
}

function onKeyUp(): void {
  if (st) st.inKey = false;
}

/**
 * Sets up the state: the elements that can take focus and those in tab order, and the styles of the
 * latter, taken now, while they are not focused. Only reads the page, so it runs with the read checks
 * (on their axe tree); keyboardRecord then starts the recorder.
 */
export function keyboardPrepare(): Promise<PreparedPage> {
  return withAxeTree(() => {
    const all = Array.from(
      document.querySelectorAll(
        "a[href], area[href], button, input, select, textarea, summary, iframe, audio[controls], video[controls], [tabindex], [contenteditable]",
      ),
    ) as Focusable[];
    const canFocus = all.filter((el) => focusable(el));
    const tabbable = canFocus.filter((el) => inTabOrder(el));
    st = {
      els: [],
      index: new Map(),
      before: new Map(),
      log: [],
      inKey: false,
      listening: true,
      scrolls: new Map(),
      lastWasFrame: false,
      keys: 0,
      lastOut: null,
      leftFrom: null,
    };
    const s = st;
    // Capped: a page with thousands of controls gets its first ones compared by style, the rest by pixels.
    for (const el of tabbable.slice(0, 300)) s.before.set(el, snapshot(el));
    const positive = tabbable.filter((el) => el.tabIndex > 0);
    return {
      focusableCount: canFocus.length,
      tabbableCount: tabbable.length,
      positiveTabindex: positive
        .slice(0, 20)
        .map((el) => ({ selector: selector(el), html: html(el), tabindex: el.tabIndex })),
      positiveTabindexCount: positive.length,
    };
  });
}

/**
 * Starts the focus recorder: every focusin of the top document is logged with the key press that caused
 * it (or none: a script moved focus), whether the element's own style changed visibly against its
 * unfocused style, and whether it looks hidden while focused. Where focus and scrolling are now is kept
 * for keyboardRestore. False when keyboardPrepare's state is gone (a new document).
 */
export function keyboardRecord(): boolean {
  const s = st;
  if (!s) return false;
  s.winScroll = [window.scrollX, window.scrollY];
  s.initial =
    document.activeElement && document.activeElement !== document.body
      ? (document.activeElement as Focusable)
      : null;
  document.addEventListener("focusout", onFocusOut, true);
  document.addEventListener("focusin", onFocusIn, true);
  window.addEventListener("blur", onBlur, true);
  window.addEventListener("keydown", onKeyDown, true);
  window.addEventListener("keyup", onKeyUp, true);
  if (s.initial) {
    s.listening = false;
    s.initial.blur();
    s.listening = true;
  }
  return true;
}

/** The log entries from `from` on, after waiting `waitMs` for what scripts do after the last key. */
export async function keyboardReadLog(from: number, waitMs: number): Promise<LogEntry[]> {
  const s = state();
  if (waitMs > 0) await new Promise((done) => setTimeout(done, waitMs));
  return s.log.slice(from);
}

/** Where focus is now (an element's index, or null for none), after waiting for scripts to react. */
export async function keyboardFocusState(waitMs: number): Promise<FocusState> {
  const s = state();
  await new Promise((done) => setTimeout(done, waitMs));
  const el = deepActive();
  const ui = !document.hasFocus();
  const left = s.leftFrom !== null && el !== s.leftFrom;
  s.leftFrom = null;
  return {
    active: el && el !== document.body && el !== document.documentElement ? indexOf(el) : null,
    ui,
    left,
  };
}

/** Focuses element i by script (as a click would), without logging it. */
export function keyboardFocusElement(i: number): boolean {
  const s = state();
  s.listening = false;
  try {
    s.els[i]?.focus();
  } finally {
    s.listening = true;
  }
  return deepActive() === s.els[i];
}

/** The flat tree: slotted elements belong to their slot, shadow roots to their host. */
function flatParent(el: Element): Element | null {
  if (el.assignedSlot) return el.assignedSlot;
  const parent = el.parentNode;
  if (parent && parent.nodeType === 11 && (parent as ShadowRoot).host) return (parent as ShadowRoot).host;
  return parent && parent.nodeType === 1 ? (parent as Element) : null;
}

/**
 * Per container selector (axe's, of an element with aria-hidden="true"): the indexes of the reached
 * elements inside it in the flat tree, or null when the selector finds no such container.
 */
export function keyboardHiddenStops(selectors: string[], reached: number[]): (number[] | null)[] {
  const s = state();
  return selectors.map((selectorText) => {
    let found: Element | null = null;
    try {
      found = document.querySelector(selectorText);
    } catch {
      return null;
    }
    const container = found;
    if (container?.getAttribute("aria-hidden") !== "true") return null;
    return reached.filter((i) => {
      for (let el: Element | null = s.els[i] ?? null; el; el = flatParent(el))
        if (el === container) return true;
      return false;
    });
  });
}

/** Takes focus off whatever has it, so that the next Tab starts from the document. */
export function keyboardBlur(): void {
  const s = state();
  s.listening = false;
  try {
    const a = deepActive() as Focusable | null;
    if (a?.blur) a.blur();
  } finally {
    s.listening = true;
  }
}

/** Selector, markup, name and a few facts of the elements with these indexes. */
export function keyboardDescribe(indexes: number[]): Promise<ElementFacts[]> {
  return withAxeTree(() => {
    const s = state();
    return indexes.map((i) => {
      const el = s.els[i] as Focusable;
      const type = (el.getAttribute("type") || "").toLowerCase();
      const textEntry =
        el.tagName === "TEXTAREA" ||
        el.isContentEditable ||
        (el.tagName === "INPUT" &&
          !/^(button|submit|reset|image|checkbox|radio|range|color|file|hidden)$/.test(type));
      return {
        selector: selector(el),
        html: html(el),
        name: String(name(el) || "").slice(0, 120),
        role: role(el),
        exposed: isExposed(el),
        link: el.tagName === "A" || el.tagName === "AREA",
        inForm: !!(el as HTMLInputElement).form,
        textEntry: !!textEntry,
      };
    });
  });
}

const nextFrame = () =>
  new Promise<void>((done) => {
    requestAnimationFrame(() => {
      setTimeout(done, 0);
    });
  });

const running = () => document.getAnimations().some((a) => a.playState === "running");

/**
 * Focuses element i and returns the area to photograph: the element with a margin where a focus ring
 * or a mark beside it is drawn, or the whole viewport when the element is hidden (then anything on the
 * screen may be its indicator). Starts recording DOM changes, so that an indicator drawn by a script
 * elsewhere on the page is noticed; such a script gets a frame to draw it in when the page listens for
 * focus events (pageReacts).
 */
export async function keyboardFocusForLook(
  i: number,
  margin: number,
  pageReacts: boolean,
): Promise<FocusedLook> {
  const s = state();
  const el = s.els[i] as Focusable;
  s.listening = false;
  const changed: (Element | null)[] = [];
  s.changed = changed;
  s.observer = new MutationObserver((records) => {
    for (const r of records)
      changed.push(r.target.nodeType === 1 ? (r.target as Element) : r.target.parentElement);
  });
  s.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    el.focus();
  } finally {
    s.listening = true;
  }
  if (pageReacts) await nextFrame();
  // Focus by script shows as keyboard focus (:focus-visible) only after keyboard use; else it proves nothing.
  const focused = deepActive() === el && el.matches(":focus-visible");
  const hidden = hiddenNow(el);
  const vx = window.scrollX;
  const vy = window.scrollY;
  const vw = document.documentElement.clientWidth || innerWidth;
  const vh = document.documentElement.clientHeight || innerHeight;
  let clip: Clip;
  if (hidden) clip = { x: vx, y: vy, width: vw, height: vh };
  else {
    const r = el.getBoundingClientRect();
    const x1 = Math.max(0, r.left - margin);
    const y1 = Math.max(0, r.top - margin);
    const x2 = Math.min(vw, r.right + margin);
    const y2 = Math.min(vh, r.bottom + margin);
    if (x2 - x1 < 1 || y2 - y1 < 1) clip = { x: vx, y: vy, width: vw, height: vh };
    else clip = { x: vx + x1, y: vy + y1, width: x2 - x1, height: y2 - y1 };
  }
  return { focused, clip, hidden, animating: running() };
}

/**
 * Takes focus off the element again, keeping the scroll position, and tells whether scripts changed
 * anything outside the photographed clip while it was focused.
 */
export async function keyboardBlurAfterLook(i: number, c: Clip, pageReacts: boolean): Promise<BlurredLook> {
  const s = state();
  const el = s.els[i] as Focusable;
  const x = window.scrollX;
  const y = window.scrollY;
  const observer = s.observer as MutationObserver;
  const changed = (s.changed ?? []).concat(
    observer
      .takeRecords()
      .map((r) => (r.target.nodeType === 1 ? (r.target as Element) : r.target.parentElement)),
  );
  observer.disconnect();
  s.listening = false;
  try {
    el.blur();
  } finally {
    s.listening = true;
  }
  if (window.scrollX !== x || window.scrollY !== y) window.scrollTo(x, y);
  if (pageReacts) await nextFrame();
  const outside = changed.some((t) => {
    if (!t?.isConnected) return false;
    const r = t.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    const left = r.left + x;
    const top = r.top + y;
    return left < c.x || top < c.y || left + r.width > c.x + c.width || top + r.height > c.y + c.height;
  });
  return { blurred: deepActive() !== el, changedOutside: outside, animating: running() };
}

/** The text a person sees on the page, for instructions on how to leave a keyboard trap. */
export function keyboardVisibleText(): string {
  return (document.body?.innerText || "").slice(0, 20000);
}

/** Puts focus and scroll positions back as they were before the check and removes its listeners. */
export function keyboardRestore(): void {
  const s = st;
  if (!s) return;
  s.listening = false;
  document.removeEventListener("focusin", onFocusIn, true);
  document.removeEventListener("focusout", onFocusOut, true);
  window.removeEventListener("blur", onBlur, true);
  window.removeEventListener("keydown", onKeyDown, true);
  window.removeEventListener("keyup", onKeyUp, true);
  if (s.observer) s.observer.disconnect();
  const a = deepActive() as Focusable | null;
  if (a && a !== document.body && a.blur) a.blur();
  if (s.initial?.isConnected) s.initial.focus({ preventScroll: true });
  s.scrolls.forEach((pos, el) => {
    el.scrollLeft = pos[0];
    el.scrollTop = pos[1];
  });
  if (s.winScroll) window.scrollTo(s.winScroll[0], s.winScroll[1]);
  st = undefined;
}

type Shortcuts = {
  mutations: number;
  leaves: number;
  x: number;
  y: number;
  initial: Focusable | null;
  observer: MutationObserver;
  guard: (event: BeforeUnloadEvent) => void;
};

let shortcuts: Shortcuts | undefined;

/** Where a character-key probe starts: nothing focused, DOM changes counted from now on. */
export async function shortcutStart(): Promise<{ quiet: boolean; editable: boolean }> {
  const active = document.activeElement;
  const s: Shortcuts = {
    mutations: 0,
    leaves: 0,
    x: window.scrollX,
    y: window.scrollY,
    initial: active && active !== document.body ? (active as Focusable) : null,
    observer: new MutationObserver((records) => {
      s.mutations += records.length;
    }),
    guard: (event) => {
      s.leaves++;
      event.preventDefault();
      event.returnValue = "";
    },
  };
  shortcuts = s;
  if (s.initial?.blur) s.initial.blur();
  s.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // A shortcut that leaves the page would end the scan: the browser asks, and the engine answers "stay".
  window.addEventListener("beforeunload", s.guard);
  // What the page does on its own (a clock, a carousel) must not be taken for a reaction to a key.
  await new Promise((done) => setTimeout(done, 60));
  s.observer.takeRecords();
  const quiet = s.mutations === 0;
  s.mutations = 0;
  return { quiet, editable: !!document.body?.isContentEditable || document.designMode === "on" };
}

/** What the keys pressed since the last call changed: the DOM, focus, the scroll position. */
export async function shortcutRead(): Promise<ShortcutReaction> {
  const s = shortcuts as Shortcuts;
  await nextFrame();
  s.mutations += s.observer.takeRecords().length;
  const a = document.activeElement;
  const result = {
    mutations: s.mutations,
    leaves: s.leaves > 0,
    focusMoved: !!a && a !== document.body && a !== s.initial,
    scrolled: window.scrollX !== s.x || window.scrollY !== s.y,
  };
  s.mutations = 0;
  s.leaves = 0;
  return result;
}

/**
 * Whether the page offers anything that could turn a shortcut off or remap it: any control besides
 * text fields, or text that speaks of shortcuts. Only a page without either is certainly failing.
 */
export function shortcutInstrument(): { offersInstrument: boolean } {
  const controls = document.querySelectorAll(
    "a[href], button, select, summary, input[type=checkbox], input[type=radio], input[type=button], input[type=submit], input[type=reset], input[type=image], [role=button], [role=link], [role=switch], [role=checkbox], [role=radio], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio], [role=option], [role=tab], [tabindex], iframe, [onclick]",
  );
  const labels = Array.from(
    document.querySelectorAll("[aria-label], [title], [value]"),
    (el) =>
      `${el.getAttribute("aria-label") || ""} ${el.getAttribute("title") || ""} ${el.getAttribute("value") || ""}`,
  );
  const text = `${document.documentElement.textContent || ""} ${labels.join(" ")}`;
  const speaksOfShortcuts =
    /shortcut|short-cut|hot ?key|access ?key|key ?binding|keyboard|tastenk|tastaturk|kurzbefehl|tastenbelegung|tastatur/i.test(
      text,
    );
  return { offersInstrument: controls.length > 0 || speaksOfShortcuts };
}

/** Ends the character-key probe: listeners off, focus and scroll back. */
export function shortcutEnd(): void {
  const s = shortcuts;
  if (!s) return;
  s.observer.disconnect();
  window.removeEventListener("beforeunload", s.guard);
  const a = document.activeElement as Focusable | null;
  if (a && a !== document.body && a.blur) a.blur();
  if (s.initial?.isConnected) s.initial.focus({ preventScroll: true });
  window.scrollTo(s.x, s.y);
  shortcuts = undefined;
}
