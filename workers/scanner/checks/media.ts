/**
 * Audio and video: sound that plays by itself (WCAG 1.4.2; ACT 80f0bf with aaa1bf and 4c31df) and the
 * alternatives time-based media needs (1.2.1, 1.2.2, 1.2.3, 1.2.5; ACT f51b46, eac66b, c5a4ea, 1ec09b,
 * c3232f, ee13b5, e7aa44, 2eb176).
 *
 * Autoplaying sound is observed, not guessed: the check waits (within its budget) until an unmuted
 * autoplaying element has played for more than 3 seconds and measures whether its sound decodes to more
 * than silence. It is a violation only when all of that is certain and the page offers nothing that
 * could stop it: no native controls and no visible, named control at all. Whether captions, audio
 * description or a transcript exist and are complete needs a person (captions may be part of the
 * picture, a transcript anywhere on the page), so those rules ask a precise question per element. One
 * case is certain: audio on a page that holds nothing else a transcript could be or lead to (no text
 * seen or exposed, no link, control, frame, image or other media, nothing that describes the audio).
 *
 * Nothing here depends on decoding the media: where the browser cannot tell duration or sound, the
 * element becomes a question instead of a verdict.
 */

import {
  audioNoTranscriptRule,
  audioTranscriptRule,
  autoplayAudioRule,
  autoplayControlRule,
  autoplayLongAudioRule,
  videoCaptionsRule,
  videoDescriptionRule,
  videoOnlyRule,
} from "#core/rules/media";
import { summaryInEach } from "#core/rules/summary";
import { inPage } from "./page-helpers";
import type { Check, CheckContext, CheckNode, KlarsichtRule, RuleOutcome } from "./types";

export {
  audioTranscriptRule,
  autoplayAudioRule,
  autoplayControlRule,
  autoplayLongAudioRule,
  videoCaptionsRule,
  videoDescriptionRule,
  videoOnlyRule,
} from "#core/rules/media";

/** The state of one media element, read without touching it. */
type MediaState = {
  index: number;
  autoplay: boolean;
  silenced: boolean;
  paused: boolean;
  ended: boolean;
  loop: boolean;
  /** Seconds played so far (all played ranges). */
  played: number;
  /** Seconds the resource plays from where it starts: the media fragment's end (or the duration) minus its start. */
  length: number | null;
  /** Where playback starts (a media fragment's start), in seconds. */
  start: number;
  duration: number | null;
  /** No resource could be loaded (error, no usable source): nothing plays. */
  failed: boolean;
  /** Autoplay that has not started yet because the resource is still loading. */
  starting: boolean;
  /**
   * Live media (a stream assembled by script or an HLS playlist): no end. A file served without range
   * support also reports an infinite duration, so that alone does not make media live.
   */
  streaming: boolean;
  /** Bytes of sound decoded per second played (Chromium), to tell sound from a silent track. */
  soundRate: number | null;
};

const stateScript = `(function () {
  var media = document.querySelectorAll("audio, video");
  var states = [];
  for (var i = 0; i < media.length; i++) {
    var el = media[i];
    var played = 0;
    for (var r = 0; r < el.played.length; r++) played += el.played.end(r) - el.played.start(r);
    var duration = isFinite(el.duration) && el.duration > 0 ? el.duration : null;
    var fragment = /#t=(?:npt:)?([\\d.]*)(?:,([\\d.]+))?/.exec(el.currentSrc || "");
    var start = fragment && fragment[1] ? parseFloat(fragment[1]) : 0;
    var end = fragment && fragment[2] ? parseFloat(fragment[2]) : duration;
    var bytes = el.webkitAudioDecodedByteCount;
    states.push({
      index: i,
      autoplay: el.autoplay,
      silenced: el.muted || el.volume === 0,
      paused: el.paused,
      ended: el.ended,
      loop: el.loop,
      played: played,
      length: end === null ? null : Math.max(0, end - start),
      start: start,
      duration: duration,
      failed: Boolean(el.error) || el.networkState === 3,
      // Loaded enough to play is not playing yet: between the two, a busy machine can take a while.
      starting: el.autoplay && el.paused && !el.ended && !el.error && el.networkState !== 3 && played === 0,
      streaming: el.duration === Infinity && /^blob:|\\.m3u8(?:[?#]|$)/.test(el.currentSrc || ""),
      soundRate: typeof bytes === "number" && played > 0.25 ? bytes / played : null,
    });
  }
  return states;
})()`;

/**
 * Decodes the sound of up to a few media resources, outside the page's DOM (fetch + decodeAudioData in
 * our world, so page scripts see no playback): whether there is sound that is not only silence, and how
 * long it lasts. Resources that are large, cross-origin without CORS, or in a codec the browser cannot
 * decode stay unknown.
 */
const soundScript = (indices: number[]) => `(async function () {
  var media = document.querySelectorAll("audio, video");
  var maxBytes = ${probeMaxBytes};
  async function bytesOf(src) {
    var response = await fetch(src, { credentials: "same-origin" });
    if (!response.ok || !response.body) return null;
    var declared = Number(response.headers.get("content-length"));
    if (declared > maxBytes) { response.body.cancel(); return null; }
    var reader = response.body.getReader();
    var chunks = [], size = 0;
    for (;;) {
      var next = await reader.read();
      if (next.done) break;
      size += next.value.length;
      if (size > maxBytes) { reader.cancel(); return null; }
      chunks.push(next.value);
    }
    var all = new Uint8Array(size), at = 0;
    chunks.forEach(function (chunk) { all.set(chunk, at); at += chunk.length; });
    return all.buffer;
  }
  async function probe(index) {
    var el = media[index];
    var src = el && el.currentSrc;
    if (!src || !/^(https?|blob):/.test(src)) return { index: index, sound: "unknown", seconds: null };
    try {
      var bytes = await bytesOf(src.replace(/#.*$/, ""));
      if (!bytes) return { index: index, sound: "unknown", seconds: null };
      var audio = await new OfflineAudioContext(1, 1, 8000).decodeAudioData(bytes);
      var peak = 0;
      for (var c = 0; c < audio.numberOfChannels && peak < ${silencePeak}; c++) {
        var data = audio.getChannelData(c);
        for (var i = 0; i < data.length; i += 5) { var v = data[i] < 0 ? -data[i] : data[i]; if (v > peak) peak = v; }
      }
      return { index: index, sound: peak >= ${silencePeak} ? "yes" : "no", seconds: audio.duration };
    } catch (error) {
      return { index: index, sound: "unknown", seconds: null };
    }
  }
  return Promise.all(${JSON.stringify(indices)}.map(probe));
})()`;

type SoundProbe = { index: number; sound: Sound; seconds: number | null };

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

type Sound = "yes" | "no" | "unknown";

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

/** What the final page script reports per media element. */
type MediaDetails = {
  index: number;
  selector: string;
  html: string;
  tag: "audio" | "video";
  visible: boolean;
  controls: boolean;
  /** Audio tracks of the resource, when the browser can tell (0: the video has no sound at all). */
  audioTracks: number | null;
  captionTracks: string[];
  descriptionTracks: number;
  /** Named or described by attributes, or with content of its own (fallback text, tracks). */
  described: boolean;
};

type PageMedia = {
  media: MediaDetails[];
  namedControls: number;
  /** Nothing on the page besides its media: no text, link, control, frame, image or named element. */
  mediaOnly: boolean;
};

const detailsScript = (wantControls: boolean) =>
  inPage(`
  var media = document.querySelectorAll("audio, video");
  var list = [];
  for (var i = 0; i < media.length; i++) {
    var el = media[i];
    var audioTracks = null;
    if (el.readyState >= 1 && typeof el.captureStream === "function") {
      try {
        var stream = el.captureStream();
        audioTracks = stream.getAudioTracks().length;
        stream.getTracks().forEach(function (track) { track.stop(); });
      } catch (error) { audioTracks = null; }
    }
    var captions = [];
    var descriptions = 0;
    var tracks = el.querySelectorAll("track");
    for (var t = 0; t < tracks.length; t++) {
      var kind = (tracks[t].getAttribute("kind") || "subtitles").toLowerCase();
      if (kind === "captions" || kind === "subtitles") captions.push(tracks[t].label || tracks[t].srclang || kind);
      if (kind === "descriptions") descriptions++;
    }
    list.push({
      index: i,
      selector: ks.selector(el),
      html: ks.html(el),
      tag: el.localName,
      visible: ks.visible(el),
      controls: el.controls,
      audioTracks: audioTracks,
      captionTracks: captions,
      descriptionTracks: descriptions,
      described: ["aria-label", "aria-labelledby", "aria-describedby", "aria-description", "aria-details", "title"]
        .some(function (name) { return el.hasAttribute(name); }) ||
        Array.prototype.some.call(el.childNodes, function (child) {
          return child.nodeType === 1 ? child.localName !== "source" : child.nodeType === 3 && child.data.trim() !== "";
        }),
    });
  }
  // Whether the page holds anything besides its media that could be or lead to a transcript.
  var mediaOnly = media.length === 1;
  var content = "a[href], area[href], button, input, select, textarea, iframe, frame, object, embed, img, svg, " +
    "canvas, picture, math, details, dialog, [role], [aria-label], [aria-labelledby], [aria-describedby], " +
    "[tabindex], [onclick], [title]";
  if (mediaOnly) {
    var all = document.querySelectorAll("*");
    for (var e = 0; e < all.length && mediaOnly; e++) {
      if (all[e].shadowRoot || (all[e].localName !== "audio" && all[e].localName !== "video" &&
          !all[e].closest("audio, video") && all[e].matches(content))) mediaOnly = false;
    }
    var walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node && mediaOnly; node = walker.nextNode()) {
      var parent = node.parentElement;
      if (!parent || node.data.trim() === "" || /^(script|style|template|noscript|audio|video)$/.test(parent.localName)) continue;
      if (ks.visible(parent) || ks.exposed(parent)) mediaOnly = false;
    }
  }
  // Anything a person could use to stop the sound: operable, visible, named, in the accessibility tree.
  var namedControls = 0;
  if (${wantControls}) {
    var candidates = document.querySelectorAll(
      "button, a[href], input:not([type=hidden]), select, summary, [tabindex], [onclick], [role=button], [role=link], [role=switch], [role=checkbox], [role=slider], [role=menuitem], [role=menuitemcheckbox], [role=tab], [role=radio]"
    );
    for (var c = 0; c < candidates.length && namedControls === 0; c++) {
      var candidate = candidates[c];
      if (candidate.localName === "audio" || candidate.localName === "video") continue;
      if (ks.visible(candidate) && ks.exposed(candidate) && ks.name(candidate).trim() !== "") namedControls++;
    }
  }
  return { media: list, namedControls: namedControls, mediaOnly: mediaOnly };
`);

export const mediaCheck: Check = {
  name: "media",
  rules: [
    autoplayAudioRule,
    autoplayLongAudioRule,
    autoplayControlRule,
    videoCaptionsRule,
    videoDescriptionRule,
    videoOnlyRule,
    audioTranscriptRule,
    audioNoTranscriptRule,
  ],
  kind: "read",
  budgetMs: 8_000,
  async run(context) {
    let states = (await context.evaluate(stateScript)) as MediaState[];
    if (states.length === 0) return allInapplicable();
    const toProbe = states
      .filter((state) => state.autoplay || !state.paused || state.duration !== null || state.length !== null)
      .slice(0, maxProbes)
      .map((state) => state.index);
    const probing = (context.evaluate(soundScript(toProbe)) as Promise<SoundProbe[]>).catch(() => []);
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
      states = (await context.evaluate(stateScript)) as MediaState[];
    }
    const probes = await probing;
    const wantControls = states.some(autoplaying);
    const page = (await context.evaluate(detailsScript(wantControls))) as PageMedia;
    return decide(states, probes, page, context);
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
  context: CheckContext,
): RuleOutcome[] {
  const autoplay = outcomeFor(autoplayAudioRule.id);
  const longAudio = outcomeFor(autoplayLongAudioRule.id);
  const control = outcomeFor(autoplayControlRule.id);
  const captions = outcomeFor(videoCaptionsRule.id);
  const description = outcomeFor(videoDescriptionRule.id);
  const videoOnly = outcomeFor(videoOnlyRule.id);
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
      const videoSound: Sound =
        sound === "no" || details.audioTracks === 0
          ? "no"
          : sound === "yes" || details.audioTracks
            ? "yes"
            : "unknown";
      if (videoSound === "no") {
        videoOnly.applicable = true;
        videoOnly.needsReview.push(
          node((de) =>
            de
              ? "Dieses Video hat keinen Ton. Gibt es auf der Seite oder verlinkt ein Transkript oder eine Tonspur, die alle wichtigen Bildinhalte beschreibt?"
              : "This video has no sound. Is there a transcript or an audio track, on the page or linked, that describes all important visual content?",
          ),
        );
        continue;
      }
      captions.applicable = true;
      const known = videoSound === "yes";
      const captionQuestion = (de: boolean) =>
        details.captionTracks.length === 0
          ? de
            ? `${known ? "Dieses Video hat Ton" : "Falls dieses Video Ton hat: Es"} hat keine Untertitelspur (<track kind="captions">). Zeigt es Untertitel im Bild für alles Gesprochene und wichtige Geräusche, oder ist es nur eine Alternative zu Text auf der Seite?`
            : `${known ? "This video has sound and" : "If this video has sound: it"} has no captions track (<track kind="captions">). Does it show captions in the picture for all speech and important sounds, or is it only an alternative to text on the page?`
          : de
            ? `Untertitelspur vorhanden (${details.captionTracks.join(", ")}). Geben die Untertitel alles Gesprochene und wichtige Geräusche vollständig und richtig wieder?`
            : `Captions track present (${details.captionTracks.join(", ")}). Do the captions convey all speech and important sounds completely and correctly?`;
      captions.needsReview.push(node(captionQuestion));
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
      const missing = page.mediaOnly && !details.described && sound !== "no";
      const found = missing
        ? node((de) =>
            de
              ? "Die Seite enthält außer diesem Audio nichts: keinen Text, keinen Link, kein Bedienelement. Ein Transkript gibt es weder auf der Seite noch verlinkt."
              : "The page holds nothing besides this audio: no text, no link, no control. There is no transcript on the page or linked.",
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
  return [autoplay, longAudio, control, captions, description, videoOnly, transcript, noTranscript];
}

function secondsText(value: number, locale: "de" | "en"): string {
  const text = value.toFixed(1);
  return locale === "de" ? text.replace(".", ",") : text;
}
