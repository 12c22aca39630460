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
const noCaptions = "ks-video-no-captions";
const videoTranscript = "ks-video-transcript";
const videoOnlyAudio = "ks-video-only-no-audio-alternative";

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
  const scan = async (path: string, locale: "de" | "en" = "de", level: "AA" | "AAA" = "AA") =>
    reportOf(await harness.scan(runtime, path, { checks: [mediaCheck], locale, level }));

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
    // Beside a paragraph, which may be what the video is an alternative to.
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
    expect(nodesOf(report, videoOnly, "incomplete")[0]?.failureSummary).toContain("keinen Ton");
    expect(outcomeOf(report, videoOnlyAudio)).toBe("incomplete");
    expect(outcomeOf(report, captions)).toBe("inapplicable");
  });

  it("report a video without sound with nothing a screen reader could read beside it", async () => {
    // Its only description is hidden from screen readers, and a track of kind descriptions is not read out.
    const alone = await scan("/video-stumm-allein.html", "en", "AAA");
    for (const rule of [videoOnly, videoOnlyAudio, videoTranscript]) {
      expect(outcomeOf(alone, rule), rule).toBe("violations");
      expect(nodesOf(alone, rule, "violations")[0]?.selector).toBe("#aufbau");
    }
    expect(nodesOf(alone, videoOnly, "violations")[0]?.failureSummary).toContain("no sound");
    // A transcript for screen readers only is one (ACT ee13b5, 1a02b0): the question stays.
    const hidden = await scan("/video-stumm-screenreader.html", "de", "AAA");
    for (const rule of [videoOnly, videoOnlyAudio, videoTranscript]) {
      expect(outcomeOf(hidden, rule), rule).toBe("incomplete");
    }
  });

  it("report a video with sound and no captions in a track or in its picture, on a page holding nothing else", async () => {
    const report = await scan("/video-ohne-untertitel.html", "en", "AAA");
    for (const rule of [captions, noCaptions, videoTranscript]) {
      expect(outcomeOf(report, rule), rule).toBe("violations");
    }
    expect(nodesOf(report, captions, "violations")[0]?.failureSummary).toMatch(
      /^This video has sound but no captions track, no text can be read in 8 of its pictures \(at [\d., ]+ s\)/,
    );
    // Whether the picture shows all that is seen is still a question (1.2.3).
    expect(outcomeOf(report, description)).toBe("incomplete");
    // A script may still add to the page (here once the film is started): the questions stay.
    const scripted = await scan("/video-mit-skript.html", "de", "AAA");
    for (const rule of [captions, noCaptions, videoTranscript]) {
      expect(outcomeOf(scripted, rule), rule).toBe("incomplete");
    }
    // At level AA, the transcript (1.2.8, AAA) is not part of the report.
    expect(outcomeOf(await scan("/video-ohne-untertitel.html"), videoTranscript)).toBe("absent");
  });

  it("ask about captions burned into the picture, quoting the text read there", async () => {
    const report = await scan("/video-untertitel-im-bild.html", "de");
    for (const rule of [captions, noCaptions]) expect(outcomeOf(report, rule), rule).toBe("incomplete");
    expect(nodesOf(report, captions, "incomplete")[0]?.failureSummary).toMatch(
      /Im Bild bei \d+,\d s steht Text \(erkannt: „[^“]*(Willkommen|Fahrradladen|Heute|Modell|leicht|schnell)[^“]*“\)/,
    );
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
      "The page holds nothing besides this audio: no text that is both visible and read by screen readers, no link, no control. There is no transcript on the page or linked.",
    );
    // A description the audio points to may be its transcript, hidden or not.
    const described = await scan("/audio-beschrieben.html");
    for (const rule of [transcript, noTranscript]) expect(outcomeOf(described, rule)).toBe("incomplete");
  });

  it("report audio whose only text is moved off the page, hidden from screen readers or for them alone", async () => {
    for (const page of [
      "/audio-abschrift-verschoben.html",
      "/audio-abschrift-verborgen.html",
      "/audio-abschrift-screenreader.html",
    ]) {
      const report = await scan(page);
      for (const rule of [transcript, noTranscript])
        expect(outcomeOf(report, rule), `${page} ${rule}`).toBe("violations");
    }
    // A script may show a transcript later (here once the audio plays): the question stays.
    const scripted = await scan("/audio-mit-skript.html");
    for (const rule of [transcript, noTranscript]) expect(outcomeOf(scripted, rule), rule).toBe("incomplete");
  });
});
