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
  /** Named or described by attributes, or with content of its own (fallback text, tracks). */
  described: boolean;
};

export type PageMedia = {
  media: MediaDetails[];
  namedControls: number;
  /** Nothing on the page besides its media: no text, link, control, frame, image or named element. */
  mediaOnly: boolean;
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

/**
 * Each media element's tracks and description, whether the page holds anything besides its media, and
 * (when wanted) whether it has a named control a person could use to stop the sound.
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
      for (const track of Array.from(el.querySelectorAll("track"))) {
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
        described:
          described.some((attribute) => el.hasAttribute(attribute)) ||
          Array.from(el.childNodes).some((child) =>
            child.nodeType === 1
              ? (child as Element).localName !== "source"
              : child.nodeType === 3 && (child as Text).data.trim() !== "",
          ),
      };
    });
    // Whether the page holds anything besides its media that could be or lead to a transcript.
    let mediaOnly = media.length === 1;
    if (mediaOnly) {
      const all = document.querySelectorAll("*");
      for (let e = 0; e < all.length && mediaOnly; e++) {
        const el = all[e] as Element;
        if (
          el.shadowRoot ||
          (el.localName !== "audio" &&
            el.localName !== "video" &&
            !el.closest("audio, video") &&
            el.matches(content))
        ) {
          mediaOnly = false;
        }
      }
      const walker = document.createTreeWalker(
        document.body || document.documentElement,
        NodeFilter.SHOW_TEXT,
      );
      for (
        let node = walker.nextNode() as Text | null;
        node && mediaOnly;
        node = walker.nextNode() as Text | null
      ) {
        const parent = node.parentElement;
        if (
          !parent ||
          node.data.trim() === "" ||
          /^(script|style|template|noscript|audio|video)$/.test(parent.localName)
        ) {
          continue;
        }
        if (visible(parent) || exposed(parent)) mediaOnly = false;
      }
    }
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
    return { media: list, namedControls, mediaOnly };
  });
}
