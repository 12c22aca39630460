import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";

const DAY = 24 * 60 * 60 * 1000;

async function addRun(url: string, status: string, violations: number, ageDays: number) {
  await env.DB.prepare(
    "INSERT INTO runs (id, url, status, violation_count, created_at) VALUES (?, ?, ?, ?, ?)",
  )
    .bind(crypto.randomUUID(), url, status, violations, Date.now() - ageDays * DAY)
    .run();
}

const statValues = async (cookie = "locale=en") => {
  const html = await (await SELF.fetch("http://localhost/", { headers: { Cookie: cookie } })).text();
  const values = [...html.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((match) => match[1]);
  return values;
};

const submit = (url: string, origin = "http://localhost") =>
  SELF.fetch("http://localhost/?index", {
    method: "POST",
    body: new URLSearchParams({ formId: "hero", url }),
    headers: {
      Host: "localhost",
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: "locale=en",
    },
    redirect: "manual",
  });

describe("home page", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM runs");
  });

  it("shows honest zeros on an empty database", async () => {
    expect(await statValues()).toEqual(["0", "–"]);
  });

  it("counts finished scans of the last 30 days and takes the latest result per website", async () => {
    await addRun("https://a.example/", "done", 10, 20);
    await addRun("https://a.example/", "done", 4, 1); // latest for a.example
    await addRun("https://b.example/", "done", 7, 2);
    // Not finished: neither counted nor a result.
    await addRun("https://c.example/", "failed", 0, 1);
    await addRun("https://e.example/", "queued", 0, 0);
    await addRun("https://f.example/", "running", 0, 0);
    await addRun("https://d.example/", "done", 100, 45); // outside the window
    expect(await statValues()).toEqual(["3", "5.5"]);
    expect(await statValues("locale=de")).toEqual(["3", "5,5"]);
  });

  it("shows the median of the websites' latest results: a page built to fail cannot move it", async () => {
    await addRun("https://a.example/", "done", 4, 1);
    await addRun("https://b.example/", "done", 7, 2);
    await addRun("https://c.example/", "done", 5, 3);
    expect(await statValues()).toEqual(["3", "5"]);
    // With the mean this one scan would make it 1,254.
    await addRun("https://hostile.example/", "done", 5_000, 0);
    expect(await statValues()).toEqual(["4", "6"]);
  });

  it("checks the free-test address and keeps it with a clear error", async () => {
    const html = await (await submit("javascript:alert(1)")).text();
    expect(html).toContain("Please enter an address starting with http:// or https://.");
    expect(html).toContain('value="javascript:alert(1)"');
    expect(html).toMatch(/aria-invalid="true"/);
  });

  it("starts a free scan for a valid address, even when no scanner answers", async () => {
    const response = await submit("www.beispiel.de");
    expect(response.status).toBe(302);
    const run = await env.DB.prepare("SELECT url, status FROM runs").first<{ url: string; status: string }>();
    expect(run?.url).toBe("https://www.beispiel.de/");
  });

  it("refuses a cross-site submission", async () => {
    expect((await submit("example.com", "https://evil.example")).status).toBe(403);
  });
});
