/**
 * The page side of the site-wide checks (workers/core/rules/site.ts): each page's scan collects a few facts
 * (its title and the links and buttons of its repeated regions), which the aggregation compares.
 */
import { siteFactCaps } from "#core/rules/site";
import { inPage } from "./page-helpers";

/** Collects PageFacts in our isolated world, with axe's accessible names (see page-helpers.ts). */
export const siteFactsScript = inPage(`
  var caps = ${JSON.stringify(siteFactCaps)};
  var cut = function (text) { return String(text || "").replace(/\\s+/g, " ").trim().slice(0, caps.text); };
  var kinds = { navigation: true, banner: true, contentinfo: true };
  var regions = [];
  var total = 0;
  var landmarks = document.querySelectorAll("nav, header, footer, [role=navigation], [role=banner], [role=contentinfo]");
  for (var i = 0; i < landmarks.length && regions.length < caps.regions; i++) {
    var landmark = landmarks[i];
    var kind = ks.role(landmark);
    if (!kinds[kind] || !ks.exposed(landmark)) continue;
    var items = [];
    var controls = landmark.querySelectorAll("a[href], button, [role=link], [role=button], input[type=submit], input[type=button]");
    for (var j = 0; j < controls.length && items.length < caps.itemsPerRegion && total < caps.items; j++) {
      var control = controls[j];
      var role = ks.role(control);
      if ((role !== "link" && role !== "button") || !ks.exposed(control)) continue;
      var href = null;
      if (role === "link" && control.hasAttribute("href")) {
        try {
          var url = new URL(control.getAttribute("href"), document.baseURI);
          url.hash = "";
          href = url.href.slice(0, 2048);
        } catch (error) {}
      }
      items.push({
        role: role,
        name: cut(ks.name(control)),
        href: href,
        selector: String(ks.selector(control)).slice(0, 500),
        html: String(ks.html(control)).slice(0, 300),
        languageLink: control.hasAttribute("hreflang") || control.hasAttribute("lang") || undefined,
      });
      total++;
    }
    regions.push({ kind: kind, name: cut(ks.name(landmark)), items: items });
  }
  return { title: cut(document.title), regions: regions };
`);
