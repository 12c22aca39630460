/** The page side of the updates check (checks/updates.ts). */
import { html, selector, visible, withAxeTree } from "./helpers";

export type UpdateCandidate = { selector: string; html: string; text: string };
export type UpdateFacts = { candidates: UpdateCandidate[]; operable: number };

type Changed = { el: Element; changes: number };
type Scope = Window & { __klarsichtUpdates?: Changed[] };

function textOf(nodes: NodeList): string {
  return Array.from(nodes, (node) => node.textContent || "").join("");
}

/**
 * Watches text changes in our isolated world: per element, how often a change replaced its text with a
 * different one (text node data against its old value, removed against added text). Ends once an
 * element changed twice, when no text changed within firstMs, or after totalMs. The elements that
 * changed twice are kept for updatesJudge in a global of our world, which the page cannot see.
 */
export async function updatesWatch(firstMs: number, totalMs: number): Promise<{ changed: number }> {
  const seen = new Map<Element, number>();
  let done = () => {};
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const observer = new MutationObserver((records) => {
    const changed = new Set<Element>();
    for (const record of records) {
      const el = record.type === "characterData" ? record.target.parentElement : record.target;
      // Only the body shows text; what other checks add to the head for a moment is not the page's.
      if (el?.nodeType !== 1 || !document.body?.contains(el)) continue;
      const differs =
        record.type === "characterData"
          ? record.oldValue !== (record.target as CharacterData).data
          : textOf(record.removedNodes).trim() !== textOf(record.addedNodes).trim();
      if (differs) changed.add(el as Element);
    }
    for (const el of changed) {
      const count = (seen.get(el) || 0) + 1;
      seen.set(el, count);
      if (count >= 2) done();
    }
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    characterDataOldValue: true,
  });
  const first = setTimeout(() => {
    if (seen.size === 0) done();
  }, firstMs);
  const last = setTimeout(done, totalMs);
  await finished;
  clearTimeout(first);
  clearTimeout(last);
  observer.disconnect();
  const changed: Changed[] = [];
  // Changing once may be content arriving late; the rule asks for text that changes again and again.
  seen.forEach((changes, el) => {
    if (changes >= 2 && el.isConnected) changed.push({ el, changes });
  });
  (window as Scope).__klarsichtUpdates = changed;
  return { changed: changed.length };
}

/** Drops what updatesWatch kept. */
export function updatesForget(): void {
  delete (window as Scope).__klarsichtUpdates;
}

function hasVisibleText(el: Element): boolean {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (node.data.trim() !== "" && node.parentElement && visible(node.parentElement)) return true;
  }
  return false;
}

function notAlone(el: Element): boolean {
  const own = (el as HTMLElement).innerText;
  for (let up = el.parentElement; up; up = up.parentElement) {
    const text = up.innerText;
    if (text && text.trim() !== "" && text !== own) return true;
  }
  return false;
}

/**
 * Of the changed elements: the innermost (no changed element inside), with visible text, and with an
 * ancestor whose non-empty innerText differs from theirs. Also counts what could be an instrument, as
 * the motion check does: links, enabled controls, focusable elements.
 */
export function updatesJudge(): Promise<UpdateFacts> {
  return withAxeTree(() => {
    const scope = window as Scope;
    const changed = scope.__klarsichtUpdates || [];
    delete scope.__klarsichtUpdates;
    const candidates = changed
      .filter((entry) => {
        const el = entry.el;
        if (!el.isConnected || el === document.documentElement || el === document.body) return false;
        const inner = changed.some((other) => other.el !== el && el.contains(other.el));
        return !inner && hasVisibleText(el) && notAlone(el);
      })
      .map((entry) => ({
        selector: selector(entry.el),
        html: html(entry.el),
        text: String((entry.el as HTMLElement).innerText)
          .replace(/\s+/g, " ")
          .trim()
          .slice(0, 80),
      }));
    let operable = 0;
    if (candidates.length > 0) {
      operable = Array.from(
        document.querySelectorAll(
          "a[href], area[href], input, select, textarea, button, summary, details, iframe, object, embed, audio[controls], video[controls], [tabindex], [contenteditable], [onclick]",
        ),
      ).filter((el) => {
        const control = el as HTMLInputElement;
        return !control.disabled && !(el.localName === "input" && control.type === "hidden");
      }).length;
    }
    return { candidates, operable };
  });
}
