import { describe, expect, it } from "vitest";
import { signPayload, verifyPayload } from "~/utils/mail/signed-links.server";
import { signUnsubscribe, verifyUnsubscribe } from "~/utils/mail/unsubscribe.server";
import { buildVerifyEmailMail } from "~/utils/mail/verify-email.server";

describe("the verification mail", () => {
  it("names the address and the link in both versions, escaped in the HTML, in German and English", () => {
    const link = "https://klarsicht.example/profile/verify-email?token=abc.def&x=1";
    const german = buildVerifyEmailMail({ locale: "de", email: 'a"<b>@beispiel.de', link, hours: 24 });
    expect(german.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(german.html).toContain("a&quot;&lt;b&gt;@beispiel.de");
    expect(german.html).not.toContain('a"<b>');
    expect(german.html).toContain(
      'href="https://klarsicht.example/profile/verify-email?token=abc.def&amp;x=1"',
    );
    expect(german.text).toContain(`E-Mail-Adresse bestätigen: ${link}`);
    expect(german.text).toContain("Der Link ist 24 Stunden gültig.");
    // Transactional: no unsubscribe footer.
    expect(german.html).not.toContain("unsubscribe");

    const english = buildVerifyEmailMail({ locale: "en", email: "kim@example.test", link, hours: 24 });
    expect(english.subject).toBe("Please verify your email address");
    expect(english.html).toContain('<html lang="en"');
    expect(english.text).toContain("The link is valid for 24 hours.");
  });
});

describe("signed links", () => {
  const secret = "unit-test-secret-0123456789abcdef0123";
  it("keep their purposes apart: a signature made for one purpose fails for another", async () => {
    const payload = "user-1\nrun-alert";
    const signature = await signPayload(secret, "klarsicht email verification v1", payload);
    expect(await verifyPayload(secret, "klarsicht email verification v1", payload, signature)).toBe(true);
    expect(await verifyPayload(secret, "klarsicht mail unsubscribe v1", payload, signature)).toBe(false);
    expect(await verifyUnsubscribe(secret, "user-1", "run-alert", signature)).toBe(false);
    // Unsubscribe links signed before both moved to one signing module still hold.
    const unsubscribe = await signUnsubscribe(secret, "user-1", "run-alert");
    expect(await verifyPayload(secret, "klarsicht mail unsubscribe v1", payload, unsubscribe)).toBe(true);
  });
});
