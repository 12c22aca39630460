/** Smooth scrolling unless the visitor asked the system for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** The pricing section is scrolled to this long after the click, as in the original product. */
export const PRICING_SCROLL_DELAY_MS = 100;

export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  // Keyboard and screen-reader users continue from the section they asked for.
  const heading = section.querySelector<HTMLElement>("h2");
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}
