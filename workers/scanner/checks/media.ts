/**
 * Audio and video: sound that plays by itself (WCAG 1.4.2; ACT 80f0bf with aaa1bf and 4c31df) and the
 * alternatives time-based media needs (1.2.1, 1.2.2, 1.2.3, 1.2.5, 1.2.8; ACT e7aa44 with 2eb176,
 * eac66b with f51b46, c3232f with ee13b5 and d7ba54, c5a4ea, 1ec09b, 1a02b0).
 *
 * Autoplaying sound is observed, not guessed: the check waits (within its budget) until an unmuted
 * autoplaying element has played for more than 3 seconds and measures whether its sound decodes to more
 * than silence. It is a violation only when all of that is certain and the page offers nothing that
 * could stop it: no native controls and no visible, named control at all.
 *
 * Whether captions, audio description or a transcript exist and are complete needs a person (captions
 * may be part of the picture, a transcript anywhere on the page or behind a link), so those rules ask a
 * precise question per element. They are certain only on a page that holds one media element and nothing
 * else an alternative could be or lead to (decision 061): no link, control, frame, image, named element,
 * other media, script or generated text, and the element itself without description. Then:
 * - audio has no transcript where no text is both visible and in the accessibility tree (2eb176, e7aa44);
 * - a video has no transcript where no text is in the accessibility tree (1a02b0; a caption or
 *   description track is none), and a video without sound no alternative at all (c3232f, ee13b5, d7ba54);
 * - a video with sound has no captions where, besides all that, it has no track of any kind, no text is
 *   both visible and in the accessibility tree, and text recognition finds no line of words in the lower
 *   part of eight pictures spread over it (eac66b, f51b46). Those pictures come from a copy of the video
 *   that is never attached to the page; a video that cannot be drawn (cross-origin without CORS, not
 *   seekable) leaves the question open.
 *
 * Where the browser cannot tell duration or sound, the element becomes a question instead of a verdict.
 */

import {
  audioNoTranscriptRule,
  audioTranscriptRule,
  autoplayAudioRule,
  autoplayControlRule,
  autoplayLongAudioRule,
  videoCaptionsRule,
  videoDescriptionRule,
  videoNoCaptionsRule,
  videoOnlyNoAudioRule,
  videoOnlyRule,
  videoTranscriptRule,
} from "#core/rules/media";
import { summaryInEach } from "#core/rules/summary";
import { loadOcrAssets } from "../ocr/assets";
import { type RecognisedWord, sharedRecogniser } from "../ocr/recognise";
import type { MediaDetails, MediaState, PageMedia, Sound, SoundProbe } from "../page/media";
import { callPage } from "../page-scripts";
import { quoted } from "./images-of-text";
import { base64ToBytes } from "./page-pixels";
import type { Check, CheckContext, CheckNode, KlarsichtRule, RuleOutcome } from "./types";

export {
  audioTranscriptRule,
  autoplayAudioRule,
  autoplayControlRule,
  autoplayLongAudioRule,
  videoCaptionsRule,
  videoDescriptionRule,
  videoNoCaptionsRule,
  videoOnlyNoAudioRule,
  videoOnlyRule,
  videoTranscriptRule,
} from "#core/rules/media";
export type { RecognisedWord } from "../ocr/recognise";

/**
 * Media files up to this size are decoded to hear whether they have sound; larger ones stay unknown.
 * Small, because the scan's byte cap (engine maxBytes) counts these requests too.
 */
const probeMaxBytes = 4_000_000;
/** Decoded samples below this amplitude are silence (a quiet voice peaks around 0.05). */
const silencePeak = 0.002;
/** At most this many resources are decoded per page. */
const maxProbes = 3;
/** While playing, sound decodes to at least this many bytes a second; silent tracks to far fewer. */
const soundBytesPerSecond = 2_000;
const silenceBytesPerSecond = 600;
/** WCAG 1.4.2: sound that stops within 3 seconds needs no control. */
const audioLimitSeconds = 3;
const pollMs = 250;

/** Pictures read per video, evenly spread over its length; the lower part of each, where captions are. */
const frameCount = 8;
const captionBand = 0.4;
/** The lower part is read at least this wide (small videos are enlarged) and at most this wide. */
const frameMinWidth = 960;
const frameMaxWidth = 1280;
/**
 * A line of captions: two words of two letters or digits each, read with at least this confidence
 * (0–100; text recognition in moving pictures reads noise as single words, rarely as two on a line),
 * or a sound in brackets or a music sign ("[Musik]", "(Applaus", "♪": half a bracket is enough) read
 * with bracketConfidence.
 */
const lineConfidence = 60;
const bracketConfidence = 50;
const soundLabel = /[♪♫]|^[[(].*\p{L}{3}|\p{L}{3}.*[\])]$/u;

/** What text recognition found in pictures spread over a video. */
type PictureText =
  | { kind: "none"; times: number[] }
  | { kind: "text"; time: number; words: string[] }
  | { kind: "unread" };

/** Sound as decoded from the file, else as measured while the element plays. */
function soundOf(state: MediaState, probe: SoundProbe | undefined): Sound {
  if (probe && probe.sound !== "unknown") return probe.sound;
  if (state.soundRate === null) return "unknown";
  if (state.soundRate >= soundBytesPerSecond) return "yes";
  return state.soundRate <= silenceBytesPerSecond ? "no" : "unknown";
}

/** An element the autoplay rule applies to: autoplaying, not muted, and playing (or played through). */
function autoplaying(state: MediaState): boolean {
  return state.autoplay && !state.silenced && (!state.paused || (state.ended && state.played > 0));
}

/** Still loading towards autoplay, or running and not yet past the 3 seconds that decide the rule. */
function undecided(state: MediaState): boolean {
  if (state.starting && !state.silenced) return true;
  return autoplaying(state) && !state.paused && state.played <= audioLimitSeconds && !shortEnough(state);
}

/** How long sound that plays needs to pass the 3 seconds, with a poll to spare; 0 while it has not started. */
function secondsToDecide(state: MediaState): number {
  if (state.paused) return 0;
  return Math.max(0, audioLimitSeconds - state.played) + (2 * pollMs) / 1_000;
}

/** The resource cannot play sound for more than 3 seconds (a short file or a short media fragment). */
function shortEnough(state: MediaState): boolean {
  return !state.loop && state.length !== null && state.length <= audioLimitSeconds;
}

export const mediaCheck: Check = {
  name: "media",
  rules: [
    autoplayAudioRule,
    autoplayLongAudioRule,
    autoplayControlRule,
    videoCaptionsRule,
    videoNoCaptionsRule,
    videoDescriptionRule,
    videoTranscriptRule,
    videoOnlyRule,
    videoOnlyNoAudioRule,
    audioTranscriptRule,
    audioNoTranscriptRule,
  ],
  kind: "read",
  budgetMs: 8_000,
  async run(context) {
    let states = await callPage(context.evaluate, "mediaStates");
    if (states.length === 0) return allInapplicable();
    const toProbe = states
      .filter((state) => state.autoplay || !state.paused || state.duration !== null || state.length !== null)
      .slice(0, maxProbes)
      .map((state) => state.index);
    const probing = callPage(context.evaluate, "mediaSound", toProbe, probeMaxBytes, silencePeak).catch(
      (): SoundProbe[] => [],
    );
    // Watch autoplaying sound until it has played past 3 seconds or stopped: 4 seconds, and longer for
    // sound that started late (a slow server, a busy machine) but plays, as long as the check's time allows.
    // Never past 8 seconds: a stalled stream that claims to play would otherwise hold a large page's
    // check for all of its (scaled) time.
    const started = Date.now();
    const lastChance = Math.min(started + 8_000, started + context.remaining() - 1_500);
    while (states.some(undecided)) {
      const playingNeeds = Math.max(0, ...states.filter(undecided).map(secondsToDecide)) * 1_000;
      const waitUntil = Math.min(lastChance, Math.max(started + 4_000, Date.now() + playingNeeds));
      if (Date.now() >= waitUntil) break;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      states = await callPage(context.evaluate, "mediaStates");
    }
    // Tracks are read from loaded metadata: a video still loading it (a slow server, a busy machine) is
    // waited for, up to 3 seconds, rather than judged without knowing whether it has sound.
    const metadataBy = Math.min(Date.now() + 3_000, started + context.remaining() - 1_500);
    while (states.some((state) => state.loadingMetadata) && Date.now() < metadataBy) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      states = await callPage(context.evaluate, "mediaStates");
    }
    const probes = await probing;
    const wantControls = states.some(autoplaying);
    const page = await callPage(context.evaluate, "mediaDetails", wantControls);
    const pictures = new Map<number, PictureText>();
    for (const details of page.media) {
      const state = states.find((candidate) => candidate.index === details.index);
      const probe = probes.find((candidate) => candidate.index === details.index);
      if (state && captionsCertainBut(state, details, probe, page)) {
        pictures.set(details.index, await textInPictures(context, details.index));
      }
    }
    return decide(states, probes, page, pictures, context);
  },
};

function allInapplicable(): RuleOutcome[] {
  return mediaCheck.rules.map((r) => ({ ruleId: r.id, violations: [], needsReview: [], applicable: false }));
}

function outcomeFor(ruleId: KlarsichtRule["id"]): RuleOutcome {
  return { ruleId, violations: [], needsReview: [], applicable: false };
}

function decide(
  states: MediaState[],
  probes: SoundProbe[],
  page: PageMedia,
  pictures: ReadonlyMap<number, PictureText>,
  context: CheckContext,
): RuleOutcome[] {
  const autoplay = outcomeFor(autoplayAudioRule.id);
  const longAudio = outcomeFor(autoplayLongAudioRule.id);
  const control = outcomeFor(autoplayControlRule.id);
  const captions = outcomeFor(videoCaptionsRule.id);
  const noCaptions = outcomeFor(videoNoCaptionsRule.id);
  const description = outcomeFor(videoDescriptionRule.id);
  const videoTranscript = outcomeFor(videoTranscriptRule.id);
  const videoOnly = outcomeFor(videoOnlyRule.id);
  const videoOnlyAudio = outcomeFor(videoOnlyNoAudioRule.id);
  const transcript = outcomeFor(audioTranscriptRule.id);
  const noTranscript = outcomeFor(audioNoTranscriptRule.id);
  for (const details of page.media) {
    const state = states.find((candidate) => candidate.index === details.index);
    if (!state || state.failed) continue;
    const node = (summary: (de: boolean) => string): CheckNode => ({
      selector: details.selector,
      html: details.html,
      ...summaryInEach(context.locale, (locale) => summary(locale === "de")),
    });
    const probe = probes.find((candidate) => candidate.index === details.index);
    const sound = soundOf(state, probe);

    // Set to play by itself with sound, but still loading when time ran out (a slow server or a busy
    // machine): it will play, so a person decides, unless the file itself is silent or short.
    const pending = state.starting && !state.silenced;
    if ((autoplaying(state) || pending) && sound !== "no") {
      autoplay.applicable = true;
      longAudio.applicable = true;
      const longer = state.played > audioLimitSeconds || (state.loop && !state.paused);
      const seconds = probe?.seconds;
      const length =
        state.length ?? (typeof seconds === "number" ? Math.max(0, seconds - state.start) : null);
      const short =
        !state.loop && ((length !== null && length <= audioLimitSeconds) || (state.ended && !longer));
      const hasNativeControls = details.controls && details.visible;
      // The sound lasting over 3 seconds (aaa1bf), whatever controls there are.
      if (short) {
        // Passes: the sound ends within 3 seconds.
      } else if (longer && sound === "yes" && !pending) {
        longAudio.violations.push(
          node((de) =>
            de
              ? `Spielt von selbst mit Ton länger als 3 Sekunden (bisher ${secondsText(state.played, "de")} s).`
              : `Plays by itself with sound for longer than 3 seconds (${secondsText(state.played, "en")} s so far).`,
          ),
        );
      } else {
        longAudio.needsReview.push(
          node((de) =>
            de
              ? "Soll von selbst mit Ton starten. Spielt der Ton länger als 3 Sekunden?"
              : "Is set to start by itself with sound. Does the sound play longer than 3 seconds?",
          ),
        );
      }
      // A control to pause or mute it (80f0bf, and 4c31df where the sound lasts over 3 seconds).
      if (!short) control.applicable = true;
      const controlled = (found: CheckNode, into: "violations" | "needsReview") => {
        autoplay[into].push(found);
        control[into].push(found);
      };
      if (short || hasNativeControls) {
        // Passes: the sound ends within 3 seconds, or the element's own controls pause and mute it.
      } else if (pending) {
        controlled(
          node((de) =>
            de
              ? "Soll von selbst mit Ton starten, hatte während der Prüfung aber noch nicht zu spielen begonnen. Spielt der Ton länger als 3 Sekunden: Gibt es auf der Seite eine sichtbare Schaltfläche, die ihn anhält oder stummschaltet?"
              : "Is set to start by itself with sound, but had not started playing during the test. If the sound plays longer than 3 seconds: is there a visible button on the page that pauses or mutes it?",
          ),
          "needsReview",
        );
      } else if (longer && sound === "yes" && page.namedControls === 0) {
        controlled(
          node((de) =>
            de
              ? `Spielt von selbst mit Ton (bisher ${secondsText(state.played, "de")} s), und die Seite bietet keine sichtbare, benannte Steuerung zum Anhalten oder Stummschalten.`
              : `Plays by itself with sound (${secondsText(state.played, "en")} s so far), and the page offers no visible, named control to pause or mute it.`,
          ),
          "violations",
        );
      } else {
        controlled(
          node((de) =>
            de
              ? "Startet von selbst mit Ton und spielt länger als 3 Sekunden. Gibt es auf der Seite eine sichtbare Schaltfläche, die diesen Ton anhält oder stummschaltet?"
              : "Starts by itself with sound and plays longer than 3 seconds. Is there a visible button on the page that pauses or mutes this sound?",
          ),
          "needsReview",
        );
      }
    }

    // Streaming media (live, no duration) is out of scope of the alternative rules.
    if (state.streaming) continue;
    if (details.tag === "video" && details.visible) {
      const videoSound = soundOfVideo(sound, details);
      // Nothing a screen reader could read beside the video, nor anything that could lead to it: no
      // transcript exists (a caption or description track is none). Only for a video a person can start.
      const nothingBeside =
        page.bare !== null &&
        !page.bare.textExposed &&
        !details.described &&
        (details.controls || state.autoplay);
      const seconds = state.duration === null ? "" : secondsText(state.duration, "de");
      const secondsEn = state.duration === null ? "" : secondsText(state.duration, "en");
      videoTranscript.applicable = true;
      if (nothingBeside) {
        videoTranscript.violations.push(
          node((de) =>
            de
              ? "Die Seite enthält außer diesem Video nichts, was ein Screenreader lesen könnte: keinen Text, keinen Link, kein Bedienelement. Ein Transkript gibt es weder auf der Seite noch verlinkt."
              : "The page holds nothing besides this video that a screen reader could read: no text, no link, no control. There is no transcript on the page or linked.",
          ),
        );
      } else {
        videoTranscript.needsReview.push(
          node((de) =>
            de
              ? `Gibt es auf der Seite oder verlinkt ein Transkript dieses Videos${seconds ? ` (${seconds} s)` : ""}, das alles Gesprochene, wichtige Geräusche und die wichtigen Bildinhalte wiedergibt?`
              : `Is there a transcript of this video${secondsEn ? ` (${secondsEn} s)` : ""}, on the page or linked, that conveys everything said, the important sounds and the important visual content?`,
          ),
        );
      }
      if (videoSound === "no") {
        videoOnly.applicable = true;
        videoOnlyAudio.applicable = true;
        if (nothingBeside) {
          const found = node((de) =>
            de
              ? "Dieses Video hat keinen Ton, und die Seite enthält außer ihm nichts, was ein Screenreader lesen könnte: keinen Text, keinen Link, kein Bedienelement, kein Audio. Es gibt weder ein Transkript noch eine Tonspur, die das Gezeigte beschreibt."
              : "This video has no sound, and the page holds nothing besides it that a screen reader could read: no text, no link, no control, no audio. There is neither a transcript nor an audio track describing what it shows.",
          );
          videoOnly.violations.push(found);
          videoOnlyAudio.violations.push(found);
        } else {
          videoOnly.needsReview.push(
            node((de) =>
              de
                ? "Dieses Video hat keinen Ton. Gibt es auf der Seite oder verlinkt ein Transkript oder eine Tonspur, die alle wichtigen Bildinhalte beschreibt?"
                : "This video has no sound. Is there a transcript or an audio track, on the page or linked, that describes all important visual content?",
            ),
          );
          videoOnlyAudio.needsReview.push(
            node((de) =>
              de
                ? "Dieses Video hat keinen Ton. Gibt es auf der Seite oder verlinkt eine Tonspur, die alle wichtigen Bildinhalte beschreibt?"
                : "This video has no sound. Is there an audio track, on the page or linked, that describes all important visual content?",
            ),
          );
        }
        continue;
      }
      captions.applicable = true;
      noCaptions.applicable = true;
      const known = videoSound === "yes";
      const seen = pictures.get(details.index);
      if (seen?.kind === "none") {
        const found = node((de) =>
          de
            ? `Dieses Video hat Ton, aber keine Untertitelspur, in ${seen.times.length} Bildern (bei ${seen.times.map((t) => secondsText(t, "de")).join(", ")} s) ist kein Text zu lesen, und die Seite enthält außer ihm nichts: keinen sichtbaren Text, keinen Link, kein Bedienelement. Untertitel gibt es nicht.`
            : `This video has sound but no captions track, no text can be read in ${seen.times.length} of its pictures (at ${seen.times.map((t) => secondsText(t, "en")).join(", ")} s), and the page holds nothing besides it: no visible text, no link, no control. There are no captions.`,
        );
        captions.violations.push(found);
        noCaptions.violations.push(found);
      } else {
        const evidence = (de: boolean): string => {
          if (seen?.kind === "text") {
            return de
              ? ` Im Bild bei ${secondsText(seen.time, "de")} s steht Text (erkannt: ${quoted(seen.words, "de")}): Sind das Untertitel?`
              : ` There is text in the picture at ${secondsText(seen.time, "en")} s (recognised: ${quoted(seen.words, "en")}): are these captions?`;
          }
          return "";
        };
        const captionQuestion = (de: boolean) =>
          (details.captionTracks.length === 0
            ? de
              ? `${known ? "Dieses Video hat Ton" : "Falls dieses Video Ton hat: Es"} hat keine Untertitelspur (<track kind="captions">). Zeigt es Untertitel im Bild für alles Gesprochene und wichtige Geräusche, oder ist es nur eine Alternative zu Text auf der Seite?`
              : `${known ? "This video has sound and" : "If this video has sound: it"} has no captions track (<track kind="captions">). Does it show captions in the picture for all speech and important sounds, or is it only an alternative to text on the page?`
            : de
              ? `Untertitelspur vorhanden (${details.captionTracks.join(", ")}). Geben die Untertitel alles Gesprochene und wichtige Geräusche vollständig und richtig wieder?`
              : `Captions track present (${details.captionTracks.join(", ")}). Do the captions convey all speech and important sounds completely and correctly?`) +
          evidence(de);
        captions.needsReview.push(node(captionQuestion));
        noCaptions.needsReview.push(node(captionQuestion));
      }
      if (known) {
        description.applicable = true;
        description.needsReview.push(
          node((de) =>
            details.descriptionTracks > 0
              ? de
                ? "Audiodeskriptionsspur vorhanden. Beschreibt sie alle wichtigen Bildinhalte, die der Ton nicht nennt?"
                : "Description track present. Does it describe all important visual content the sound does not mention?"
              : de
                ? "Werden die wichtigen Bildinhalte dieses Videos, die der Ton nicht nennt, in einer Audiodeskription (AA) oder einem Transkript (A) beschrieben?"
                : "Is the important visual content of this video that the sound does not mention described in an audio description (AA) or a transcript (A)?",
          ),
        );
      }
    }
    if (details.tag === "audio" && (state.autoplay || (details.controls && details.visible))) {
      transcript.applicable = true;
      noTranscript.applicable = true;
      // No text a person can both see and reach with a screen reader (text moved off the page or hidden
      // from screen readers is no transcript), nor anything that could lead to one.
      const missing = page.bare !== null && !details.described && details.tracks === 0 && sound !== "no";
      const found = missing
        ? node((de) =>
            de
              ? "Die Seite enthält außer diesem Audio nichts: keinen sichtbaren und für Screenreader lesbaren Text, keinen Link, kein Bedienelement. Ein Transkript gibt es weder auf der Seite noch verlinkt."
              : "The page holds nothing besides this audio: no text that is both visible and read by screen readers, no link, no control. There is no transcript on the page or linked.",
          )
        : node((de) =>
            de
              ? "Gibt es zu diesem Audio auf der Seite oder verlinkt ein Transkript, das alles Gesprochene und wichtige Geräusche wiedergibt?"
              : "Is there a transcript of this audio, on the page or linked, that conveys everything said and the important sounds?",
          );
      for (const outcome of [transcript, noTranscript])
        (missing ? outcome.violations : outcome.needsReview).push(found);
    }
  }
  return [
    autoplay,
    longAudio,
    control,
    captions,
    noCaptions,
    description,
    videoTranscript,
    videoOnly,
    videoOnlyAudio,
    transcript,
    noTranscript,
  ];
}

/** A video's sound from the decoded file or playback, else from its audio tracks. */
function soundOfVideo(sound: Sound, details: MediaDetails): Sound {
  if (sound === "no" || details.audioTracks === 0) return "no";
  return sound === "yes" || details.audioTracks ? "yes" : "unknown";
}

/**
 * Everything that makes a video's missing captions certain holds, except what its pictures show: it has
 * sound a person can hear, no track of any kind, no description, and the page holds nothing else a
 * person could see and read (page.bare). Only then are its pictures read.
 */
function captionsCertainBut(
  state: MediaState,
  details: MediaDetails,
  probe: SoundProbe | undefined,
  page: PageMedia,
): boolean {
  return (
    details.tag === "video" &&
    details.visible &&
    !state.failed &&
    !state.streaming &&
    soundOfVideo(soundOf(state, probe), details) === "yes" &&
    page.bare !== null &&
    !details.described &&
    details.tracks === 0 &&
    (details.controls || (state.autoplay && !state.silenced))
  );
}

/** The words of a picture that look like a line of captions, or null. */
export function captionLine(words: readonly RecognisedWord[]): string[] | null {
  const lines = new Map<string, string[]>();
  for (const word of words) {
    if (soundLabel.test(word.text) && word.confidence >= bracketConfidence) return [word.text];
    if (word.confidence < lineConfidence || !/[\p{L}\p{N}]{2,}/u.test(word.text)) continue;
    const line = lines.get(word.line) ?? [];
    line.push(word.text);
    lines.set(word.line, line);
  }
  for (const line of lines.values()) if (line.length >= 2) return line;
  return null;
}

/**
 * Reads the lower part of pictures spread over the video for burned-in captions. A line of words found,
 * or any picture that could not be taken or read in time, leaves the question open.
 */
async function textInPictures(context: CheckContext, index: number): Promise<PictureText> {
  if (context.remaining() < 3_000) return { kind: "unread" };
  const engine = sharedRecogniser(loadOcrAssets);
  engine.catch(() => {});
  const taken = await callPage(
    context.evaluate,
    "videoFrames",
    index,
    frameCount,
    captionBand,
    frameMinWidth,
    frameMaxWidth,
    Math.min(5_000, context.remaining() - 2_000),
  ).catch(() => null);
  if (!taken || !("frames" in taken) || taken.frames.length < frameCount) return { kind: "unread" };
  const recogniser = await Promise.race([
    engine.catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, context.remaining() - 1_500))),
  ]);
  if (!recogniser) return { kind: "unread" };
  for (const frame of taken.frames) {
    if (context.remaining() < 500) return { kind: "unread" };
    const words = captionLine(recogniser.recognise(base64ToBytes(frame.jpeg)));
    if (words) return { kind: "text", time: frame.time, words };
  }
  return { kind: "none", times: taken.frames.map((frame) => frame.time) };
}

function secondsText(value: number, locale: "de" | "en"): string {
  const text = value.toFixed(1);
  return locale === "de" ? text.replace(".", ",") : text;
}
