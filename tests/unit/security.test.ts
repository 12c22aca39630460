import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/security.server";

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
