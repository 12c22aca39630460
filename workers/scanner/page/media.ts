/** The page side of the media check (checks/media.ts). */
import { exposed, html, name, selector, visible, withAxeTree } from "./helpers";

/** The state of one media element, read without touching it. */
export type MediaState = {
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
  /** Still fetching what it needs to know its duration and tracks (no metadata yet, network loading). */
  loadingMetadata: boolean;
};

export type Sound = "yes" | "no" | "unknown";
export type SoundProbe = { index: number; sound: Sound; seconds: number | null };

/** What the final page script reports per media element. */
export type MediaDetails = {
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
  /** All its track elements, of any kind. */
  tracks: number;
  /** Named or described by attributes, or with content of its own (fallback text, not tracks). */
  described: boolean;
};

/**
 * What a page that holds one media element and nothing else offers beside it. Null where the page holds
 * anything that could be or lead to an alternative we cannot read: another media element, a link,
 * control, frame, image, named element, a script (which may add or show content), a shadow root or
 * generated text; null too where it holds text that is both visible and exposed.
 */
export type BarePage = {
  /**
   * Text in the accessibility tree that is not seen (a transcript for screen readers alone counts for
   * some rules, not for others).
   */
  textExposed: boolean;
};

export type PageMedia = {
  media: MediaDetails[];
  namedControls: number;
  bare: BarePage | null;
};

/** Chromium's media element, with what the DOM lib leaves out. */
type Media = HTMLMediaElement & { webkitAudioDecodedByteCount?: number; captureStream?: () => MediaStream };

function mediaElements(): Media[] {
  return Array.from(document.querySelectorAll("audio, video")) as Media[];
}

/** The state of each media element, read without touching it. */
export function mediaStates(): MediaState[] {
  return mediaElements().map((el, index) => {
    let played = 0;
    for (let r = 0; r < el.played.length; r++) played += el.played.end(r) - el.played.start(r);
    const duration = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : null;
    const fragment = /#t=(?:npt:)?([\d.]*)(?:,([\d.]+))?/.exec(el.currentSrc || "");
    const start = fragment?.[1] ? parseFloat(fragment[1]) : 0;
    const end = fragment?.[2] ? parseFloat(fragment[2]) : duration;
    const bytes = el.webkitAudioDecodedByteCount;
    return {
      index,
      autoplay: el.autoplay,
      silenced: el.muted || el.volume === 0,
      paused: el.paused,
      ended: el.ended,
      loop: el.loop,
      played,
      length: end === null ? null : Math.max(0, end - start),
      start,
      duration,
      failed: Boolean(el.error) || el.networkState === 3,
      // Loaded enough to play is not playing yet: between the two, a busy machine can take a while.
      starting: el.autoplay && el.paused && !el.ended && !el.error && el.networkState !== 3 && played === 0,
      streaming: el.duration === Infinity && /^blob:|\.m3u8(?:[?#]|$)/.test(el.currentSrc || ""),
      soundRate: typeof bytes === "number" && played > 0.25 ? bytes / played : null,
      loadingMetadata: el.readyState < 1 && el.networkState === 2,
    };
  });
}

/**
 * Decodes the sound of up to a few media resources, outside the page's DOM (fetch + decodeAudioData in
 * our world, so page scripts see no playback): whether there is sound that is not only silence, and how
 * long it lasts. Resources that are large, cross-origin without CORS, or in a codec the browser cannot
 * decode stay unknown.
 */
export function mediaSound(indices: number[], maxBytes: number, silencePeak: number): Promise<SoundProbe[]> {
  const media = mediaElements();
  const bytesOf = async (src: string): Promise<ArrayBuffer | null> => {
    const response = await fetch(src, { credentials: "same-origin" });
    if (!response.ok || !response.body) return null;
    const declared = Number(response.headers.get("content-length"));
    if (declared > maxBytes) {
      response.body.cancel();
      return null;
    }
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      size += next.value.length;
      if (size > maxBytes) {
        reader.cancel();
        return null;
      }
      chunks.push(next.value);
    }
    const all = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      all.set(chunk, at);
      at += chunk.length;
    }
    return all.buffer;
  };
  const probe = async (index: number): Promise<SoundProbe> => {
    const el = media[index];
    const src = el?.currentSrc;
    if (!src || !/^(https?|blob):/.test(src)) return { index, sound: "unknown", seconds: null };
    try {
      const bytes = await bytesOf(src.replace(/#.*$/, ""));
      if (!bytes) return { index, sound: "unknown", seconds: null };
      const audio = await new OfflineAudioContext(1, 1, 8000).decodeAudioData(bytes);
      let peak = 0;
      for (let c = 0; c < audio.numberOfChannels && peak < silencePeak; c++) {
        const data = audio.getChannelData(c);
        for (let i = 0; i < data.length; i += 5) {
          const sample = data[i] as number;
          const v = sample < 0 ? -sample : sample;
          if (v > peak) peak = v;
        }
      }
      return { index, sound: peak >= silencePeak ? "yes" : "no", seconds: audio.duration };
    } catch {
      return { index, sound: "unknown", seconds: null };
    }
  };
  return Promise.all(indices.map(probe));
}

const described = [
  "aria-label",
  "aria-labelledby",
  "aria-describedby",
  "aria-description",
  "aria-details",
  "title",
];
const content =
  "a[href], area[href], button, input, select, textarea, iframe, frame, object, embed, img, svg, " +
  "canvas, picture, math, details, dialog, [role], [aria-label], [aria-labelledby], [aria-describedby], " +
  "[tabindex], [onclick], [title]";
/** Script types a browser runs (an empty type is JavaScript); data blocks such as JSON are not run. */
const scriptType = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/**
 * Whether part of a text node is drawn where the page can be scrolled to: not pushed off beyond its top,
 * nor beyond its left edge where the page scrolls from the left (in a right-to-left page, content to the
 * left of the start can be scrolled to).
 */
function textOnPage(node: Text): boolean {
  const range = document.createRange();
  range.selectNodeContents(node);
  const fromLeft =
    getComputedStyle(document.documentElement).direction !== "rtl" &&
    (!document.body || getComputedStyle(document.body).direction !== "rtl");
  return Array.from(range.getClientRects()).some(
    (rect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom + window.scrollY > 0 &&
      (!fromLeft || rect.right + window.scrollX > 0),
  );
}

/**
 * What a page with one media element and nothing else holds beside it (BarePage), or null; null too
 * where some text is both visible and exposed, as no rule is then certain. Text counts as seen unless it
 * certainly is not: hidden, or drawn entirely beyond the page's left or top edge (text-indent: -9999px).
 * Errs towards text being there, never towards it missing. It stops at the first thing found: a page
 * with a link before its media costs a few element reads.
 */
function barePage(media: readonly Element[]): BarePage | null {
  if (media.length !== 1) return null;
  const all = Array.from(document.querySelectorAll("*"));
  for (const el of all) {
    if (el.shadowRoot) return null;
    if (el.localName === "script" && scriptType.test((el.getAttribute("type") ?? "").trim())) return null;
    if (el.localName === "audio" || el.localName === "video" || el.closest("audio, video")) continue;
    if (el.matches(content)) return null;
  }
  let textExposed = false;
  const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (
      !parent ||
      node.data.trim() === "" ||
      /^(script|style|template|noscript|audio|video)$/.test(parent.localName)
    ) {
      continue;
    }
    const inTree = exposed(parent);
    if (inTree && visible(parent) && textOnPage(node)) return null;
    textExposed ||= inTree;
  }
  // Text made by style sheets (content: "…") is shown and read out without a text node.
  for (const el of all) {
    for (const pseudo of ["::before", "::after"]) {
      const generated = getComputedStyle(el, pseudo).content;
      if (generated && generated !== "none" && generated !== "normal" && generated !== '""') return null;
    }
  }
  return { textExposed };
}

/**
 * Each media element's tracks and description, what a page that holds nothing else offers beside its
 * media, and (when wanted) whether it has a named control a person could use to stop the sound.
 */
export function mediaDetails(wantControls: boolean): Promise<PageMedia> {
  return withAxeTree(() => {
    const media = mediaElements();
    const list: MediaDetails[] = media.map((el, index) => {
      let audioTracks: number | null = null;
      if (el.readyState >= 1 && typeof el.captureStream === "function") {
        try {
          const stream = el.captureStream();
          audioTracks = stream.getAudioTracks().length;
          for (const track of stream.getTracks()) track.stop();
        } catch {
          audioTracks = null;
        }
      }
      const captions: string[] = [];
      let descriptions = 0;
      const tracks = Array.from(el.querySelectorAll("track"));
      for (const track of tracks) {
        const kind = (track.getAttribute("kind") || "subtitles").toLowerCase();
        if (kind === "captions" || kind === "subtitles") captions.push(track.label || track.srclang || kind);
        if (kind === "descriptions") descriptions++;
      }
      return {
        index,
        selector: selector(el),
        html: html(el),
        tag: el.localName as "audio" | "video",
        visible: visible(el),
        controls: el.controls,
        audioTracks,
        captionTracks: captions,
        descriptionTracks: descriptions,
        // Tracks added by script (addTextTrack) have no element: counted too.
        tracks: Math.max(tracks.length, el.textTracks?.length ?? 0),
        described:
          described.some((attribute) => el.hasAttribute(attribute)) ||
          Array.from(el.childNodes).some((child) =>
            child.nodeType === 1
              ? !/^(source|track)$/.test((child as Element).localName)
              : child.nodeType === 3 && (child as Text).data.trim() !== "",
          ),
      };
    });
    // Anything a person could use to stop the sound: operable, visible, named, in the accessibility tree.
    let namedControls = 0;
    if (wantControls) {
      const candidates = document.querySelectorAll(
        "button, a[href], input:not([type=hidden]), select, summary, [tabindex], [onclick], [role=button], [role=link], [role=switch], [role=checkbox], [role=slider], [role=menuitem], [role=menuitemcheckbox], [role=tab], [role=radio]",
      );
      for (let c = 0; c < candidates.length && namedControls === 0; c++) {
        const candidate = candidates[c] as Element;
        if (candidate.localName === "audio" || candidate.localName === "video") continue;
        if (visible(candidate) && exposed(candidate) && name(candidate).trim() !== "") namedControls++;
      }
    }
    return { media: list, namedControls, bare: barePage(media) };
  });
}

/** Frames of a video as JPEG data (base64), or why they could not be taken. */
export type VideoFrames =
  | { frames: { time: number; jpeg: string }[]; duration: number }
  | { unreadable: "no-source" | "not-loaded" | "not-seekable" | "cross-origin" | "timeout" };

/**
 * The lower part (`band`, a fraction of the height: where captions are shown) of the pictures at `count`
 * moments spread over a video, taken from a copy of it that is never attached to the document: the
 * page's own element is not touched (neither seeked nor played), and its scripts see nothing but the
 * copy's requests. Each is drawn between `minWidth` and `maxWidth` pixels wide, so that text in a small
 * video is large enough to read. A cross-origin video served without CORS cannot be drawn: unreadable,
 * as is one that does not load or seek before `deadlineMs` has passed.
 */
export async function videoFrames(
  index: number,
  count: number,
  band: number,
  minWidth: number,
  maxWidth: number,
  deadlineMs: number,
): Promise<VideoFrames> {
  const el = mediaElements()[index];
  const src = el?.currentSrc ?? "";
  if (!/^https?:/.test(src)) return { unreadable: "no-source" };
  const deadline = Date.now() + deadlineMs;
  const copy = document.createElement("video");
  copy.muted = true;
  copy.preload = "auto";
  copy.crossOrigin = "anonymous";
  // The whole resource, not only a media fragment: text anywhere in it makes the verdict uncertain.
  copy.src = src.replace(/#.*$/, "");
  /** Resolves true on `event`, false on an error or when the deadline passes. */
  const next = (event: "loadedmetadata" | "seeked"): Promise<boolean> =>
    new Promise((done) => {
      const timer = setTimeout(() => finish(false), Math.max(0, deadline - Date.now()));
      const finish = (ok: boolean) => {
        clearTimeout(timer);
        copy.removeEventListener(event, onEvent);
        copy.removeEventListener("error", onError);
        done(ok);
      };
      const onEvent = () => finish(true);
      const onError = () => finish(false);
      copy.addEventListener(event, onEvent);
      copy.addEventListener("error", onError);
    });
  try {
    if (!(await next("loadedmetadata"))) return { unreadable: copy.error ? "not-loaded" : "timeout" };
    const duration = copy.duration;
    if (!Number.isFinite(duration) || duration <= 0 || copy.videoWidth === 0)
      return { unreadable: "not-loaded" };
    const width = Math.round(Math.min(maxWidth, Math.max(minWidth, copy.videoWidth)));
    const top = copy.videoHeight * (1 - band);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = Math.max(1, Math.round((copy.videoHeight * band * width) / copy.videoWidth));
    const context = canvas.getContext("2d");
    if (!context) return { unreadable: "not-loaded" };
    const frames: { time: number; jpeg: string }[] = [];
    for (let i = 0; i < count; i++) {
      const time = ((i + 0.5) / count) * duration;
      const seeked = next("seeked");
      copy.currentTime = time;
      if (!(await seeked)) return { unreadable: Date.now() >= deadline ? "timeout" : "not-seekable" };
      // A server without byte ranges leaves the video where it was: not every moment was seen.
      if (Math.abs(copy.currentTime - time) > 1) return { unreadable: "not-seekable" };
      context.drawImage(
        copy,
        0,
        top,
        copy.videoWidth,
        copy.videoHeight - top,
        0,
        0,
        canvas.width,
        canvas.height,
      );
      let url: string;
      try {
        url = canvas.toDataURL("image/jpeg", 0.92);
      } catch {
        return { unreadable: "cross-origin" };
      }
      frames.push({ time, jpeg: url.slice(url.indexOf(",") + 1) });
    }
    return { frames, duration };
  } finally {
    copy.removeAttribute("src");
    copy.load();
  }
}
