import { describe, expect, it } from "vitest";
import { preferencesFromForm } from "~/utils/mail/preferences.server";
import {
  buildContactCopyMail,
  buildRunAlertMail,
  buildRunFailedMail,
  buildRunResultMail,
  buildTestAlertMail,
} from "~/utils/mail/templates.server";
import { signUnsubscribe, verifyUnsubscribe } from "~/utils/mail/unsubscribe.server";

const footer = {
  recipientEmail: "inhaberin@beispiel.test",
  unsubscribeUrl: "https://klarsicht.example/unsubscribe?u=1&k=run-alert&s=abc",
  preferencesUrl: "https://klarsicht.example/profile/general#mail",
};

describe("mail templates", () => {
  it("escape what scanned pages put into an alert, in the HTML and not in the plain text", () => {
    const mail = buildRunAlertMail({
      locale: "en",
      site: "shop.example",
      runId: "r1",
      newIssues: [
        {
          title: "Images <img onerror=x>",
          impact: "critical",
          pages: ['https://shop.example/?q="><script>'],
        },
      ],
      regressions: [],
      reportUrl: "https://klarsicht.example/run/r1",
      footer,
    });
    expect(mail.html).not.toContain("<img onerror");
    expect(mail.html).not.toContain('"><script>');
    expect(mail.html).toContain("Images &lt;img onerror=x&gt;");
    expect(mail.html).toContain('href="https://klarsicht.example/unsubscribe?u=1&amp;k=run-alert&amp;s=abc"');
    expect(mail.text).toContain("Images <img onerror=x> (critical)");
    expect(mail.text).toContain("https://klarsicht.example/unsubscribe?u=1&k=run-alert&s=abc");
    expect(mail.html).toContain('<html lang="en"');
    expect(mail.subject).toBe("New accessibility issues on shop.example");
  });

  it("list at most five pages of an issue and count the rest", () => {
    const pages = Array.from({ length: 8 }, (_, index) => `https://shop.example/${index}`);
    const mail = buildRunAlertMail({
      locale: "de",
      site: "shop.example",
      runId: "r1",
      newIssues: [{ title: "Kontrast", impact: "serious", pages }],
      regressions: [],
      reportUrl: "https://klarsicht.example/run/r1",
      footer,
    });
    expect(mail.text).toContain("https://shop.example/4");
    expect(mail.text).not.toContain("https://shop.example/5");
    expect(mail.text).toContain("und 3 weitere Seiten");
    expect(mail.html).toContain("<caption");
    expect(mail.html).toContain('<th scope="col"');
  });

  it("leave the reason out of a failure notice when there is none", () => {
    const mail = buildRunFailedMail({
      locale: "de",
      site: "shop.example",
      runId: "r2",
      reportUrl: "https://k.example/run/r2",
      footer,
    });
    expect(mail.text).not.toContain("Grund:");
    expect(mail.subject).toBe("Geplanter Scan von shop.example fehlgeschlagen");
  });
});

describe("mails asked for by the account", () => {
  it("mark a test alert as a test in its subject and heading, and say which mails are switched on", () => {
    const mail = buildTestAlertMail({
      locale: "de",
      site: "https://shop.example/",
      email: "inhaberin@beispiel.test",
      dashboardUrl: "https://klarsicht.example/sites/3",
      preferencesUrl: "https://klarsicht.example/profile/general#mail",
      preferences: { runAlerts: true, runFailed: false, weeklyDigest: false },
    });
    expect(mail.subject).toBe("Test: Benachrichtigung von Klarsicht zu https://shop.example/");
    expect(mail.html).toContain(
      '<h1 style="font-size:24px;margin:0 0 16px">Test-E-Mail: Ihre Benachrichtigungen kommen an</h1>',
    );
    expect(mail.text).toContain("- Neue oder wieder aufgetretene Barrieren nach einem geplanten Scan: ein");
    expect(mail.text).toContain("- Hinweis, wenn ein geplanter Scan fehlschlägt: aus");
    expect(mail.text).toContain("https://klarsicht.example/sites/3");
    expect(mail.text).toContain("angefordert");
  });

  it("give the result of a scan started by hand even when nothing is new, and the reason when it failed", () => {
    const base = {
      locale: "en" as const,
      site: "https://shop.example/",
      email: "owner@example.test",
      reportUrl: "https://klarsicht.example/run/r9",
    };
    const done = buildRunResultMail({
      ...base,
      outcome: { status: "done", newIssues: [], regressions: [], totals: { found: 2, open: 1 } },
    });
    expect(done.subject).toBe("Scan of https://shop.example/ finished");
    expect(done.text).toContain("In all the scan found 2 issues (WCAG violations), 1 of them open");
    expect(done.text).toContain("No new issues have appeared since the previous scan.");
    const found = buildRunResultMail({
      ...base,
      outcome: {
        status: "done",
        newIssues: [{ title: "Images <b>", impact: "serious", pages: ["https://shop.example/a"] }],
        regressions: [],
        totals: { found: 1, open: 1 },
      },
    });
    expect(found.text).not.toContain("No new issues");
    expect(found.html).toContain("Images &lt;b&gt;");
    const failed = buildRunResultMail({ ...base, outcome: { status: "failed", reason: "Unreachable" } });
    expect(failed.subject).toBe("Scan of https://shop.example/ failed");
    expect(failed.text).toContain("Reason: Unreachable");
  });

  it("copy only what the sender typed to the sender, escaped, in their language", () => {
    const mail = buildContactCopyMail({
      locale: "en",
      senderEmail: "anna@example.test",
      subject: "Offer\n<script>",
      message: "<a href=https://evil.example>win</a>",
    });
    expect(mail.subject).toBe("Copy of your message to Klarsicht: Offer <script>");
    expect(mail.html).not.toContain("<a href=https://evil.example>");
    expect(mail.html).toContain("&lt;a href=https://evil.example&gt;win&lt;/a&gt;");
    expect(mail.html).toContain('<html lang="en"');
    expect(mail.text).toContain("<a href=https://evil.example>win</a>");
  });
});

describe("unsubscribe signatures", () => {
  const secret = "unit-test-secret-0123456789abcdef0123";
  it("hold only for the account and kind they were made for", async () => {
    const signature = await signUnsubscribe(secret, "user-1", "run-alert");
    expect(await verifyUnsubscribe(secret, "user-1", "run-alert", signature)).toBe(true);
    expect(await verifyUnsubscribe(secret, "user-2", "run-alert", signature)).toBe(false);
    expect(await verifyUnsubscribe(secret, "user-1", "weekly-digest", signature)).toBe(false);
    expect(await verifyUnsubscribe(`${secret}x`, "user-1", "run-alert", signature)).toBe(false);
    expect(await verifyUnsubscribe(secret, "user-1", "run-alert", "not base64!")).toBe(false);
  });
});

describe("the preferences form", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };
  it("reads checked boxes as on and missing ones as off", () => {
    expect(preferencesFromForm(form([["weeklyDigest", "on"]]))).toEqual({
      runAlerts: false,
      weeklyDigest: true,
      runFailed: false,
    });
  });
  it("refuses values no checkbox sends", () => {
    expect(preferencesFromForm(form([["runAlerts", "yes"]]))).toBeNull();
    expect(
      preferencesFromForm(
        form([
          ["runAlerts", "on"],
          ["runAlerts", "on"],
        ]),
      ),
    ).toBeNull();
  });
});
