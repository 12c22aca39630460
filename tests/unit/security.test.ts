import { describe, expect, it } from "vitest";
import { rejectUnreadableForm, safeRedirectPath } from "~/utils/security.server";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/kontakt", "/kontakt"],
    ["/runs?page=2#top", "/runs?page=2#top"],
    ["/bfsg/", "/bfsg/"],
    ["/a/../runs", "/runs"],
    ["/./runs/", "/runs/"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "/%5Cevil.com",
    "/%2F%2Fevil.com",
    "%2F%2Fevil.com",
    "http:evil.com",
    "https://evil.com/",
    "javascript:alert(1)",
    "evil.com",
    "/\tevil",
    "/%0d%0aSet-Cookie:x=1",
    // Dot segments that URL normalisation folds into `//host`.
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/a/..//evil.example/x",
    "/a/%2e%2e//evil.example/x",
    "/./\\evil.example",
    "",
    null,
    undefined,
  ])("refuses %j", (input) => {
    expect(safeRedirectPath(input)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("//evil.com", "/runs")).toBe("/runs");
  });
});

describe("rejectUnreadableForm", () => {
  const post = (body: BodyInit | null, contentType?: string) =>
    new Request("http://localhost/runs", {
      method: "POST",
      headers: contentType ? { "Content-Type": contentType } : {},
      body,
      // Node's Request wants this for a stream body.
      ...({ duplex: "half" } as object),
    });
  const emptyStream = () => new ReadableStream({ start: (controller) => controller.close() });

  it("leaves a POST without a body, or with an empty one, to its action", async () => {
    expect(await rejectUnreadableForm(post(null))).toBeNull();
    // What wrangler dev and Vite's dev server hand on for a POST without a body.
    expect(await rejectUnreadableForm(post(emptyStream()))).toBeNull();
    expect(await rejectUnreadableForm(post(new Uint8Array(0)))).toBeNull();
  });

  it("leaves a readable form to its action", async () => {
    expect(await rejectUnreadableForm(post("intent=delete", "application/x-www-form-urlencoded"))).toBeNull();
  });

  it("answers 400 to a body that is no form", async () => {
    for (const request of [
      post("garbage"),
      post("--x\r\n", "multipart/form-data"),
      post("a=b", "text/plain; charset=%E0%A4%A"),
      // Empty, but claiming to be something that is no form.
      post("", "x%E0%A4%A"),
      post(emptyStream(), "multipart/form-data"),
    ]) {
      const response = await rejectUnreadableForm(request);
      expect(response?.status).toBe(400);
    }
  });
});
