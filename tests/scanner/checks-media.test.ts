/**
 * The media checks on fixture pages with media files of our own (a 6 s and a 2 s tone, a 6 s video with
 * and one without sound), through puppeteer-core: autoplaying sound observed while it plays (ACT 80f0bf), and
 * the questions about captions, audio description and transcripts (1.2.x).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReport } from "#core/contract";
import { mediaCheck } from "#scanner/checks/media";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

const autoplay = "ks-media-autoplay-audio";
const captions = "ks-video-captions";
const description = "ks-video-audio-description";
const videoOnly = "ks-video-only-alternative";
const transcript = "ks-audio-transcript";
const noTranscript = "ks-audio-no-transcript";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/media");
});
afterAll(async () => {
  await harness?.close();
});

function nodesOf(report: PageReport, ruleId: string, category: "violations" | "incomplete") {
  return report[category].find((finding) => finding.ruleId === ruleId)?.nodes ?? [];
}

describe.each(suiteRuntimes)("media checks with %s", (runtime) => {
  const scan = async (path: string, locale: "de" | "en" = "de") =>
    reportOf(await harness.scan(runtime, path, { checks: [mediaCheck], locale }));

  it("report sound that plays by itself for more than 3 s with nothing to stop it", async () => {
    const report = await scan("/autoplay-no-control.html", "en");
    expect(outcomeOf(report, autoplay)).toBe("violations");
    const [node] = nodesOf(report, autoplay, "violations");
    expect(node?.selector).toBe("#sound");
    expect(node?.failureSummary).toContain("no visible, named control");
    const german = await scan("/autoplay-no-control.html", "de");
    expect(nodesOf(german, autoplay, "violations")[0]?.failureSummary).toMatch(/bisher \d+,\d s/);
    // The two halves of the rule, ACT aaa1bf and 4c31df, as best practices.
    expect(nodesOf(report, "ks-media-autoplay-audio-long", "violations")[0]?.selector).toBe("#sound");
    expect(nodesOf(report, "ks-media-autoplay-no-control", "violations")[0]?.selector).toBe("#sound");
  });

  it("pass autoplaying sound with the element's own controls", async () => {
    const report = await scan("/autoplay-controls.html");
    expect(outcomeOf(report, autoplay)).toBe("passes");
    expect(outcomeOf(report, "ks-media-autoplay-no-control")).toBe("passes");
    // A control does not make the sound shorter (ACT aaa1bf).
    expect(outcomeOf(report, "ks-media-autoplay-audio-long")).toBe("violations");
  });

  it("pass autoplaying sound that ends within 3 s", async () => {
    const report = await scan("/autoplay-short.html");
    expect(outcomeOf(report, autoplay)).toBe("passes");
    expect(outcomeOf(report, "ks-media-autoplay-audio-long")).toBe("passes");
    expect(outcomeOf(report, "ks-media-autoplay-no-control")).toBe("inapplicable");
  });

  it("watch sound that starts late until it has played past 3 s", async () => {
    const report = await scan("/autoplay-late.html", "en");
    expect(outcomeOf(report, "ks-media-autoplay-audio-long")).toBe("violations");
    expect(outcomeOf(report, autoplay)).toBe("violations");
    expect(nodesOf(report, autoplay, "violations")[0]?.failureSummary).toContain("no visible, named control");
  });

  it("ask whether a button on the page stops the sound", async () => {
    const report = await scan("/autoplay-button.html");
    expect(outcomeOf(report, autoplay)).toBe("incomplete");
    expect(nodesOf(report, autoplay, "incomplete")[0]?.failureSummary).toContain("Schaltfläche");
  });

  it("ask about sound set to play by itself that is still loading when time runs out", async () => {
    const report = await scan("/autoplay-loading.html", "en");
    expect(outcomeOf(report, autoplay)).toBe("incomplete");
    expect(nodesOf(report, autoplay, "incomplete")[0]?.failureSummary).toContain("had not started playing");
  });

  it("do not apply to muted autoplay, nor to pages without media", async () => {
    expect(outcomeOf(await scan("/autoplay-muted.html"), autoplay)).toBe("inapplicable");
    const none = await scan("/no-media.html");
    for (const rule of [autoplay, captions, description, videoOnly, transcript, noTranscript]) {
      expect(outcomeOf(none, rule)).toBe("inapplicable");
    }
  });

  it("ask for captions and audio description of a video with sound, naming the missing track", async () => {
    const report = await scan("/video-sound.html", "en");
    expect(outcomeOf(report, captions)).toBe("incomplete");
    expect(nodesOf(report, captions, "incomplete")[0]).toMatchObject({ selector: "#clip" });
    expect(nodesOf(report, captions, "incomplete")[0]?.failureSummary).toContain(
      "has sound and has no captions track",
    );
    expect(outcomeOf(report, description)).toBe("incomplete");
    expect(outcomeOf(report, videoOnly)).toBe("inapplicable");
  });

  it("ask whether an existing captions track is complete", async () => {
    const report = await scan("/video-captioned.html");
    expect(nodesOf(report, captions, "incomplete")[0]?.failureSummary).toContain(
      "Untertitelspur vorhanden (Deutsch)",
    );
  });

  it("ask for a transcript of a video without sound instead of captions", async () => {
    const report = await scan("/video-silent.html");
    expect(outcomeOf(report, videoOnly)).toBe("incomplete");
    expect(outcomeOf(report, captions)).toBe("inapplicable");
  });

  it("leave hidden videos alone and ask for a transcript of an audio player", async () => {
    expect(outcomeOf(await scan("/video-hidden.html"), captions)).toBe("inapplicable");
    const player = await scan("/audio-player.html");
    expect(outcomeOf(player, transcript)).toBe("incomplete");
    expect(outcomeOf(player, noTranscript)).toBe("incomplete");
    expect(outcomeOf(player, autoplay)).toBe("inapplicable");
  });

  it("report audio on a page that holds nothing else, where no transcript can be", async () => {
    const alone = await scan("/audio-allein.html", "en");
    for (const rule of [transcript, noTranscript]) expect(outcomeOf(alone, rule)).toBe("violations");
    expect(nodesOf(alone, noTranscript, "violations")[0]?.failureSummary).toBe(
      "The page holds nothing besides this audio: no text, no link, no control. There is no transcript on the page or linked.",
    );
    // A description the audio points to may be its transcript, hidden or not.
    const described = await scan("/audio-beschrieben.html");
    for (const rule of [transcript, noTranscript]) expect(outcomeOf(described, rule)).toBe("incomplete");
  });
});
