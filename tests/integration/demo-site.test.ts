import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";

/*
 * The integration tests run the production build, configured here with a DEMO_SITE_URL (vitest.config.ts)
 * as if a deployment had it by mistake. Only the development server offers the demo shop
 * (tests/unit/dev-server.test.ts); the build must neither show it nor scan it.
 */
const demoAddress = "127.0.0.1:8792";

const home = async (locale: "de" | "en") =>
  (await SELF.fetch("http://localhost/", { headers: { Cookie: `locale=${locale}` } })).text();

describe("the demo shop in the production build", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM runs");
  });

  it("is not offered on the free-test form, in either language", async () => {
    const [de, en] = [await home("de"), await home("en")];
    expect(de).toContain("Kostenlos testen");
    expect(de).not.toContain("Demo-Website testen");
    expect(en).toContain("Test for free");
    expect(en).not.toContain("Try the demo site");
    expect(de + en).not.toContain(demoAddress);
  });

  it("is not scanned when the demo button is sent anyway: the empty address is refused", async () => {
    const response = await SELF.fetch("http://localhost/?index", {
      method: "POST",
      body: new URLSearchParams({ formId: "free-test", url: "", demo: "1" }),
      headers: {
        Host: "localhost",
        Origin: "http://localhost",
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: "locale=en",
      },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Please enter your website&#x27;s address.");
    const runs = await env.DB.prepare("SELECT url FROM runs").all();
    expect(runs.results).toEqual([]);
  });
});
