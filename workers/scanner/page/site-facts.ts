/** The page side of the site-wide checks (checks/site-facts.ts): the facts of one page. */
import { exposed, html, name, role, selector, withAxeTree } from "./helpers";

export type SiteFactCaps = { text: number; regions: number; itemsPerRegion: number; items: number };

export type PageFactsRead = {
  title: string;
  regions: {
    kind: string;
    name: string;
    items: {
      role: string;
      name: string;
      href: string | null;
      selector: string;
      html: string;
      languageLink: true | undefined;
    }[];
  }[];
};

const kinds: Record<string, boolean> = { navigation: true, banner: true, contentinfo: true };

/** The page's title and the links and buttons of its repeated regions, with axe's accessible names. */
export function siteFacts(caps: SiteFactCaps): Promise<PageFactsRead> {
  return withAxeTree(() => {
    const cut = (text: string | null | undefined) =>
      String(text || "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, caps.text);
    const regions: PageFactsRead["regions"] = [];
    let total = 0;
    const landmarks = document.querySelectorAll(
      "nav, header, footer, [role=navigation], [role=banner], [role=contentinfo]",
    );
    for (let i = 0; i < landmarks.length && regions.length < caps.regions; i++) {
      const landmark = landmarks[i] as Element;
      const kind = role(landmark);
      if (kind === null || !kinds[kind] || !exposed(landmark)) continue;
      const items: PageFactsRead["regions"][number]["items"] = [];
      const controls = landmark.querySelectorAll(
        "a[href], button, [role=link], [role=button], input[type=submit], input[type=button]",
      );
      for (let j = 0; j < controls.length && items.length < caps.itemsPerRegion && total < caps.items; j++) {
        const control = controls[j] as Element;
        const controlRole = role(control);
        if ((controlRole !== "link" && controlRole !== "button") || !exposed(control)) continue;
        let href: string | null = null;
        if (controlRole === "link" && control.hasAttribute("href")) {
          try {
            const url = new URL(control.getAttribute("href") ?? "", document.baseURI);
            url.hash = "";
            href = url.href.slice(0, 2048);
          } catch {}
        }
        items.push({
          role: controlRole,
          name: cut(name(control)),
          href,
          selector: String(selector(control)).slice(0, 500),
          html: String(html(control)).slice(0, 300),
          languageLink: control.hasAttribute("hreflang") || control.hasAttribute("lang") || undefined,
        });
        total++;
      }
      regions.push({ kind, name: cut(name(landmark)), items });
    }
    return { title: cut(document.title), regions };
  });
}
