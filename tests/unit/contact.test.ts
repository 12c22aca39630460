import { describe, expect, it } from "vitest";
import { validateContact } from "~/utils/contact.server";

const valid = {
  email: "anna@beispiel.de",
  subject: "Frage zum BFSG",
  message: "Gilt das BFSG für meinen Shop?",
};

describe("validateContact", () => {
  it("accepts and trims a complete message", () => {
    expect(validateContact({ ...valid, email: "  anna@beispiel.de " })).toEqual({ ok: true, data: valid });
  });

  it("reports one error key per field, the most basic first", () => {
    expect(validateContact({ email: "", subject: " ", message: "" })).toEqual({
      ok: false,
      errors: { email: "emailRequired", subject: "subjectRequired", message: "messageRequired" },
    });
  });

  it.each([
    [{ email: "not-an-email" }, { email: "emailInvalid" }],
    [{ email: `${"a".repeat(250)}@b.de` }, { email: "emailTooLong" }],
    [{ subject: "ab" }, { subject: "subjectTooShort" }],
    [{ subject: "x".repeat(151) }, { subject: "subjectTooLong" }],
    [{ message: "kurz" }, { message: "messageTooShort" }],
    [{ message: "x".repeat(5001) }, { message: "messageTooLong" }],
  ])("rejects %j", (change, errors) => {
    expect(validateContact({ ...valid, ...change })).toEqual({ ok: false, errors });
  });
});
