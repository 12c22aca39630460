/**
 * The page inventory, collected in real Chromium in both runtimes: what a person assessing a page looks at
 * (headings, images, form fields, media, landmarks, language, title), and the caps a large page meets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryCaps, type PageInventory, reportSize } from "#core/contract";
import { type CheckHarness, reportOf, runtimes, startCheckHarness } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/inventory");
});
afterAll(async () => {
  await harness?.close();
});

/**
 * /many.html (about 1,000 elements) took 25 s on a busy 2-core machine, its whole default budget: a scan
 * that runs out of time reports the rules it did not run, and the size comparisons below need whole reports.
 */
const manyTimeoutMs = 60_000;

describe.each(runtimes)("the page inventory with %s", (runtime) => {
  let inventory: PageInventory;
  let many: PageInventory;
  let manySizeWithoutInventory: number;
  beforeAll(async () => {
    const outcome = await harness.scan(runtime, "/index.html", { checks: [] });
    inventory = reportOf(outcome).inventory as PageInventory;
    const large = await harness.scan(runtime, "/many.html", { checks: [], timeoutMs: manyTimeoutMs });
    expect(reportOf(large).partial).toBeUndefined();
    many = reportOf(large).inventory as PageInventory;
    manySizeWithoutInventory = reportSize({ ...reportOf(large), inventory: undefined });
  }, 150_000);

  it("names the page's title and language", () => {
    expect(inventory.title).toBe("Rösterei Morgenrot – Kontakt");
    expect(inventory.lang).toBe("de");
  });

  it("lists the headings a screen reader meets, with their levels, as text", () => {
    expect(inventory.headings).toEqual([
      { level: 1, text: "Kontakt" },
      { level: 2, text: "Schreiben Sie uns" },
      { level: 3, text: "<script>alert(1)</script> Anfahrt" },
    ]);
  });

  it("lists images with their names, decorative ones and those without a name", () => {
    expect(inventory.images).toEqual([
      { kind: "img", name: "Rösterei Morgenrot", decorative: false, file: "logo.png" },
      { kind: "img", name: "", decorative: true, file: "trenner.png" },
      { kind: "img", name: "", decorative: false, file: "ohne-alt.jpg" },
      { kind: "svg", name: "Kaffeebohne", decorative: false, file: "" },
    ]);
  });

  it("lists form fields with their labels, required and autocomplete, not hidden ones or buttons", () => {
    expect(inventory.fields).toEqual([
      { type: "text", name: "Ihr Name", required: true, autocomplete: "name" },
      { type: "email", name: "E-Mail", required: false, autocomplete: "email" },
      { type: "select", name: "Anliegen", required: false, autocomplete: "" },
      { type: "textarea", name: "Nachricht", required: false, autocomplete: "" },
    ]);
  });

  it("lists media with controls, autoplay and their tracks", () => {
    expect(inventory.media).toEqual([
      { kind: "video", controls: true, autoplay: false, muted: false, tracks: ["captions"] },
      { kind: "audio", controls: false, autoplay: true, muted: true, tracks: [] },
    ]);
  });

  it("lists landmarks with their names; a named form is one", () => {
    expect(inventory.landmarks).toEqual([
      { role: "banner", name: "" },
      { role: "navigation", name: "Hauptmenü" },
      { role: "main", name: "" },
      { role: "form", name: "Kontaktformular" },
      { role: "contentinfo", name: "" },
    ]);
    expect(inventory.cut).toEqual([]);
  });

  it("keeps at most the capped number of entries and characters on a large page, and says which lists it cut", () => {
    expect(many.headings).toHaveLength(inventoryCaps.items);
    expect(many.images).toHaveLength(inventoryCaps.items);
    expect(many.fields).toHaveLength(inventoryCaps.items);
    expect(many.cut).toEqual(["headings", "images", "fields"]);
    expect(many.headings[0]?.text.startsWith("Heading 0 Lorem ipsum")).toBe(true);
    expect(many.headings[0]?.text).toHaveLength(inventoryCaps.text);
    expect(many.images[199]?.name.startsWith("Image 199 ")).toBe(true);
    expect(many.images[0]?.name.length).toBeLessThanOrEqual(inventoryCaps.text);
    expect(many.fields[0]?.name.length).toBeLessThanOrEqual(inventoryCaps.text);
    expect(many.lang).toBe("en");
  });

  it("leaves the inventory out rather than fail a page whose findings fit the report cap only without it", async () => {
    const cap = manySizeWithoutInventory + 2_000;
    expect(reportSize({ inventory: many })).toBeGreaterThan(2_000);
    const outcome = await harness.scan(runtime, "/many.html", {
      checks: [],
      maxReportBytes: cap,
      timeoutMs: manyTimeoutMs,
    });
    const report = reportOf(outcome);
    expect(report.partial).toBeUndefined();
    expect(report.inventory).toBeUndefined();
    expect(reportSize(report)).toBeLessThanOrEqual(cap);
  }, 120_000);
});
