/** The page side of the motion check (checks/motion.ts). */

export type MotionProbe = { supported: boolean; quiet: boolean; changed: boolean; operable: number };

/** The visible text and the values of form controls. */
function content(): string {
  const values = Array.from(
    document.querySelectorAll("input, select, textarea"),
    (el) => (el as HTMLInputElement).value + ((el as HTMLInputElement).checked ? "+" : "-"),
  );
  return `${document.body ? document.body.innerText : ""}\u0000${values.join("\u0000")}`;
}

function settle(ms: number): Promise<void> {
  return new Promise((done) => {
    requestAnimationFrame(() => {
      setTimeout(done, ms);
    });
  });
}

/**
 * Fires orientation and motion events at the window, tilted and rotated both ways, and tells whether the
 * content changed. Content: the visible text and the values of form controls. A page that changes by
 * itself meanwhile (a clock) is not quiet: a change cannot be put down to the events then. Also counts
 * the elements that could be an instrument (links, enabled controls, focusable elements; buttons only
 * in a form or with a popover or command target: elsewhere they act through listeners, counted apart).
 */
export async function motionProbe(): Promise<MotionProbe> {
  const operable = Array.from(
    document.querySelectorAll(
      "a[href], area[href], input, select, textarea, button, summary, details, iframe, object, embed, audio[controls], video[controls], [tabindex], [contenteditable]",
    ),
  ).filter((el) => {
    const control = el as HTMLInputElement;
    if (control.disabled) return false;
    const name = el.localName;
    if (name === "input" && control.type === "hidden") return false;
    if (name === "button" || (name === "input" && /^(button|submit|reset|image)$/.test(control.type))) {
      return (
        Boolean(control.form) ||
        el.hasAttribute("tabindex") ||
        el.hasAttribute("popovertarget") ||
        el.hasAttribute("commandfor")
      );
    }
    return true;
  }).length;
  const supported = typeof DeviceOrientationEvent === "function" && typeof DeviceMotionEvent === "function";
  if (!supported) return { supported: false, quiet: true, changed: false, operable };
  // A handler that would leave the page must not end the scan: the browser asks, the engine answers "stay".
  let leaves = 0;
  const guard = (event: BeforeUnloadEvent) => {
    leaves++;
    event.preventDefault();
    event.returnValue = "";
  };
  window.addEventListener("beforeunload", guard);
  const before = content();
  await settle(80);
  const quiet = content() === before;
  const tilts = [
    [0, 60, 60],
    [0, -60, -60],
    [90, 30, 30],
  ] as const;
  for (const [alpha, beta, gamma] of tilts) {
    const orientation = { alpha, beta, gamma, absolute: false };
    window.dispatchEvent(new DeviceOrientationEvent("deviceorientation", orientation));
    window.dispatchEvent(
      new DeviceOrientationEvent(
        "deviceorientationabsolute",
        Object.assign({}, orientation, { absolute: true }),
      ),
    );
    window.dispatchEvent(
      new DeviceMotionEvent("devicemotion", {
        acceleration: { x: beta / 10, y: gamma / 10, z: 0 },
        accelerationIncludingGravity: { x: beta / 10, y: gamma / 10, z: 9.8 },
        rotationRate: { alpha, beta, gamma },
        interval: 16,
      }),
    );
  }
  await settle(120);
  window.removeEventListener("beforeunload", guard);
  // Leaving the page is a change too, but not one the content shows: a person looks at it.
  return {
    supported: true,
    quiet: quiet && leaves === 0,
    changed: leaves > 0 || content() !== before,
    operable,
  };
}
