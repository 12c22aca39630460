import { readFile } from "node:fs/promises";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { crawlableLinks, readRobots } from "#core/crawl";
import {
  authProfileSchema,
  destructiveLinkFilter,
  flowSchema,
  looksLikeFinalOrder,
  parseStepFile,
  redactedMark,
  redactSecrets,
  secretsOf,
} from "#core/steps";
import { stepSchemaFiles, stepSchemaText } from "#dev/step-schemas";

const demoProfile = "workers/dev/demo-site/login-profile.json";
const demoFlow = "workers/dev/demo-site/checkout-flow.json";

describe("the step language", () => {
  it("ships JSON Schemas equal to the zod schemas", async () => {
    for (const path of Object.keys(stepSchemaFiles) as (keyof typeof stepSchemaFiles)[]) {
      // Compared as data: the formatter may lay the file out its own way.
      expect(
        JSON.parse(await readFile(path, "utf8")),
        `${path}: run npx tsx workers/dev/step-schemas.ts`,
      ).toEqual(JSON.parse(stepSchemaText(path)));
    }
  });

  it("agrees with its JSON Schemas on valid and invalid files", async () => {
    const ajv = new Ajv2020({ strict: false });
    const validProfile = ajv.compile(
      JSON.parse(await readFile("docs/schemas/auth-profile.schema.json", "utf8")),
    );
    const validFlow = ajv.compile(JSON.parse(await readFile("docs/schemas/flow.schema.json", "utf8")));
    const profiles: unknown[] = [
      JSON.parse(await readFile(demoProfile, "utf8")),
      { version: 1, headers: { "X-Api-Token": { env: "TOKEN" } }, success: { text: "Abmelden" } },
      { version: 1, steps: [{ action: "fill", field: { css: "#a" }, value: "x" }], success: { text: "x" } },
      { version: 1, basic: { username: "a" }, success: { url: "/konto" } },
    ];
    for (const profile of profiles) {
      expect(validProfile(profile), JSON.stringify(profile)).toBe(
        authProfileSchema.safeParse(profile).success,
      );
    }
    const flows: unknown[] = [
      JSON.parse(await readFile(demoFlow, "utf8")),
      { version: 1, name: "x", steps: [{ action: "hover", target: { text: "x" } }] },
      {
        version: 1,
        name: "x",
        steps: [{ action: "click", target: { role: "button", name: "Weiter" }, scan: "A" }],
      },
      { version: 1, name: "x", steps: [{ action: "wait", for: { url: "/a", text: "b" } }] },
    ];
    for (const flow of flows) {
      expect(validFlow(flow), JSON.stringify(flow)).toBe(flowSchema.safeParse(flow).success);
    }
    expect(flows.map((flow) => flowSchema.safeParse(flow).success)).toEqual([true, false, true, false]);
  });

  it("reads the demo shop's profile and flow", async () => {
    const profile = parseStepFile(authProfileSchema, await readFile(demoProfile, "utf8"), "de");
    const flow = parseStepFile(flowSchema, await readFile(demoFlow, "utf8"), "de");
    expect(profile.ok && flow.ok).toBe(true);
    if (!flow.ok) return;
    expect(flow.value.steps.flatMap((step) => (step.scan ? [step.scan] : []))).toEqual([
      "Warenkorb",
      "Adresse",
      "Zahlungsart",
      "Prüfen",
    ]);
  });

  it("says what is wrong, where, in German and English", () => {
    const text = JSON.stringify({
      version: 1,
      site: "https://shop.example/pfad",
      steps: [{ action: "fill", field: { label: "E-Mail" } }],
      success: {},
    });
    const de = parseStepFile(authProfileSchema, text, "de");
    const en = parseStepFile(authProfileSchema, text, "en");
    if (de.ok || en.ok) throw new Error("an invalid profile was accepted");
    expect(de.problems.map((problem) => problem.path)).toEqual(["site", "steps[0].value", "success"]);
    expect(de.problems[0]?.message).toContain("muss ein Ursprung sein");
    expect(en.problems[0]?.message).toContain("must be an origin");
    expect(de.problems[2]?.message).toContain("woran eine angemeldete Seite zu erkennen ist");
    expect(en.problems[2]?.message).toContain("how a signed-in page is recognised");
    // zod's own messages, in the language asked for.
    expect(de.problems[1]?.message).not.toBe(en.problems[1]?.message);
    expect(parseStepFile(flowSchema, "{", "de")).toEqual({
      ok: false,
      problems: [{ path: "Datei", message: "ist kein gültiges JSON" }],
    });
    const noWay = parseStepFile(
      authProfileSchema,
      JSON.stringify({ version: 1, success: { text: "x" } }),
      "en",
    );
    expect(noWay.ok ? [] : noWay.problems.map((problem) => problem.message)).toEqual([
      "needs at least one of steps, cookies, headers or basic",
    ]);
  });
});

describe("secrets in step files", () => {
  it("collects every secret of a profile and masks it in any text, also encoded", () => {
    const profile = authProfileSchema.parse({
      version: 1,
      steps: [
        { action: "fill", field: { label: "E-Mail" }, value: "kunde@example.com" },
        { action: "fill", field: { label: "Passwort" }, value: { env: "SHOP_PASSWORT" } },
        { action: "fill", field: { name: "pin" }, value: "4711-geheim", secret: true },
      ],
      cookies: [{ name: "sitzung", value: "keks-wert-1" }],
      headers: { "X-Token": "token-wert-2" },
      basic: { username: "tor", password: "basic-wert-3" },
      success: { text: "Abmelden" },
    });
    const secrets = secretsOf(profile, { SHOP_PASSWORT: "Pa ss/wört" });
    expect(secrets.sort()).toEqual([
      "4711-geheim",
      "Pa ss/wört",
      "basic-wert-3",
      "keks-wert-1",
      "token-wert-2",
    ]);
    const text = `login failed for kunde@example.com with Pa ss/wört at /x?p=${encodeURIComponent("Pa ss/wört")} Basic ${btoa("basic-wert-3")}`;
    const redacted = redactSecrets(text, secrets);
    expect(redacted).toContain("kunde@example.com");
    for (const secret of secrets) expect(redacted).not.toContain(secret);
    expect(redacted).not.toContain(encodeURIComponent("Pa ss/wört"));
    expect(redacted).not.toContain(btoa("basic-wert-3"));
    expect(redacted.split(redactedMark)).toHaveLength(4);
  });
});

describe("what a signed-in scan never does", () => {
  it("knows the controls that would place an order", () => {
    for (const text of [
      "Zahlungspflichtig bestellen",
      "Jetzt kaufen",
      "Kaufen",
      "Place order",
      "Buy now",
      "Pay 12,90 €",
    ]) {
      expect(looksLikeFinalOrder([text]), text).toBe(true);
    }
    for (const text of [
      "Weiter zur Zahlungsart",
      "In den Warenkorb",
      "Weiter einkaufen",
      "PayPal",
      "Bestellübersicht",
    ]) {
      expect(looksLikeFinalOrder([text]), text).toBe(false);
    }
  });

  it("skips logout and destructive links, and the owner's own patterns, in the crawl", () => {
    const skip = destructiveLinkFilter(["^/intern/"]);
    const site = { scope: "https://shop.example", robots: readRobots("https://shop.example/", null), skip };
    const links = [
      "https://shop.example/konto",
      "https://shop.example/abmelden",
      "https://shop.example/logout?next=/",
      "https://shop.example/konto/l%C3%B6schen",
      "https://shop.example/konto/loeschen",
      "https://shop.example/abo/kuendigen",
      "https://shop.example/warenkorb?action=delete&id=3",
      "https://shop.example/intern/statistik",
      "https://shop.example/kaffee/",
    ];
    expect(crawlableLinks(links, site)).toEqual([
      "https://shop.example/konto",
      "https://shop.example/kaffee/",
    ]);
    // Without a skip test (signed out), the crawl is as before.
    expect(crawlableLinks(links, { ...site, skip: undefined })).toHaveLength(links.length);
  });
});
