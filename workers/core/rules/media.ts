/**
 * The rules of the scanner's media check (workers/scanner/checks/media.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

type Texts = KlarsichtRule["texts"];

function rule(
  id: KlarsichtRule["id"],
  act: string[],
  wcag: string[],
  impact: KlarsichtRule["impact"],
  texts: Texts,
  techniques?: string[],
): KlarsichtRule {
  return {
    id,
    implements: techniques ? { act, techniques } : { act },
    wcag,
    impact,
    helpUrl: `https://www.w3.org/WAI/standards-guidelines/act/rules/${act[0]}/`,
    texts,
  };
}

export const autoplayAudioRule = rule(
  "ks-media-autoplay-audio",
  ["80f0bf"],
  ["1.4.2"],
  "serious",
  {
    de: {
      help: "Automatisch abgespielter Ton über 3 Sekunden muss sich anhalten oder stummschalten lassen",
      description:
        "Prüft Audio- und Videoelemente, die von selbst mit Ton starten und länger als 3 Sekunden spielen, auf eine sichtbare Steuerung zum Anhalten oder Stummschalten.",
      fix: "Starten Sie Ton nicht automatisch, oder beenden Sie ihn nach höchstens 3 Sekunden. Sonst bieten Sie am Anfang der Seite eine sichtbare, benannte Schaltfläche zum Anhalten oder Stummschalten an, zum Beispiel mit dem Attribut controls.",
      check:
        "Laden Sie die Seite mit Ton: Gibt es eine sichtbare Schaltfläche, die den automatisch startenden Ton anhält oder stummschaltet?",
    },
    en: {
      help: "Sound that plays automatically for more than 3 seconds must be possible to pause or mute",
      description:
        "Checks audio and video elements that start with sound by themselves and play longer than 3 seconds for a visible control that pauses or mutes them.",
      fix: "Do not start sound automatically, or stop it within 3 seconds. Otherwise offer a visible, named button near the top of the page that pauses or mutes it, for example with the controls attribute.",
      check:
        "Load the page with sound on: is there a visible button that pauses or mutes the sound that starts by itself?",
    },
  },
  ["F23", "F93"],
);

/**
 * The two halves of 80f0bf, as the W3C publishes them: ACT rules without a success criterion of their own
 * (either one passing satisfies 1.4.2), so ours are best practices.
 */
export const autoplayLongAudioRule = rule("ks-media-autoplay-audio-long", ["aaa1bf"], [], "moderate", {
  de: {
    help: "Automatisch abgespielter Ton sollte nach höchstens 3 Sekunden enden",
    description:
      "Prüft Audio- und Videoelemente, die von selbst mit Ton starten, ob ihr Ton länger als 3 Sekunden spielt, auch wenn sie sich anhalten lassen.",
    fix: "Starten Sie Ton nicht automatisch, oder beenden Sie ihn nach höchstens 3 Sekunden; wer mehr hören will, startet ihn selbst.",
    check: "Laden Sie die Seite mit Ton: Spielt der automatisch startende Ton länger als 3 Sekunden?",
  },
  en: {
    help: "Sound that plays automatically should end within 3 seconds",
    description:
      "Checks audio and video elements that start with sound by themselves for sound that plays longer than 3 seconds, even where it can be paused.",
    fix: "Do not start sound automatically, or stop it within 3 seconds; whoever wants to hear more starts it.",
    check: "Load the page with sound on: does the sound that starts by itself play longer than 3 seconds?",
  },
});

export const autoplayControlRule = rule(
  "ks-media-autoplay-no-control",
  ["4c31df"],
  [],
  "moderate",
  {
    de: {
      help: "Automatisch abgespielter Ton über 3 Sekunden braucht eine sichtbare Steuerung",
      description:
        "Prüft Audio- und Videoelemente, die von selbst mit Ton starten und länger als 3 Sekunden spielen, auf eine sichtbare, benannte Steuerung zum Anhalten oder Stummschalten auf der Seite.",
      fix: "Bieten Sie eine sichtbare, benannte Schaltfläche zum Anhalten oder Stummschalten an, zum Beispiel mit dem Attribut controls.",
      check:
        "Laden Sie die Seite mit Ton: Gibt es eine sichtbare Schaltfläche, die den automatisch startenden Ton anhält oder stummschaltet?",
    },
    en: {
      help: "Sound that plays automatically for more than 3 seconds needs a visible control",
      description:
        "Checks audio and video elements that start with sound by themselves and play longer than 3 seconds for a visible, named control on the page that pauses or mutes them.",
      fix: "Offer a visible, named button that pauses or mutes the sound, for example with the controls attribute.",
      check:
        "Load the page with sound on: is there a visible button that pauses or mutes the sound that starts by itself?",
    },
  },
  ["G170"],
);

export const videoCaptionsRule = rule("ks-video-captions", ["eac66b"], ["1.2.2"], "critical", {
  de: {
    help: "Videos mit Ton brauchen Untertitel",
    description:
      "Sucht sichtbare Videos mit Ton und fragt nach Untertiteln für Sprache und wichtige Geräusche; auf einer Seite, die außer dem Video nichts enthält, fehlen sie sicher, wenn das Video keine Spur hat und in seinen Bildern kein Text zu lesen ist.",
    fix: 'Fügen Sie dem Video Untertitel hinzu, zum Beispiel als <track kind="captions"> mit einer WebVTT-Datei, oder blenden Sie sie fest ins Bild ein. Sie geben alles Gesprochene und wichtige Geräusche wieder.',
    check:
      "Spielen Sie das Video ab: Gibt es Untertitel (zuschaltbar oder im Bild) für alles Gesprochene und wichtige Geräusche? Oder ist das Video nur eine Alternative zu Text, der auf der Seite steht?",
  },
  en: {
    help: "Videos with sound need captions",
    description:
      "Finds visible videos with sound and asks for captions of speech and important sounds; on a page holding nothing but the video they are certainly missing when the video has no track and no text can be read in its pictures.",
    fix: 'Add captions to the video, for example as <track kind="captions"> with a WebVTT file, or burn them into the picture. They convey everything said and the important sounds.',
    check:
      "Play the video: are there captions (closed or in the picture) for all speech and important sounds? Or is the video only an alternative to text that is on the page?",
  },
});

/**
 * ACT f51b46, the captions half of eac66b (the other is ab4d13, video as an alternative to text): the W3C
 * gives it no criterion of its own, so it is a best practice decided by the same reading (decision 061).
 */
export const videoNoCaptionsRule = rule("ks-video-no-captions", ["f51b46"], [], "serious", {
  de: {
    help: "Videos mit Ton sollten Untertitel haben",
    description:
      "Sucht sichtbare Videos mit Ton und fragt nach Untertiteln, auch wenn das Video nur Text der Seite wiedergibt; auf einer Seite, die außer dem Video nichts enthält, fehlen sie sicher, wenn das Video keine Spur hat und in seinen Bildern kein Text zu lesen ist.",
    fix: 'Fügen Sie dem Video Untertitel hinzu, zum Beispiel als <track kind="captions"> mit einer WebVTT-Datei, oder blenden Sie sie fest ins Bild ein.',
    check:
      "Spielen Sie das Video ab: Gibt es Untertitel (zuschaltbar oder im Bild) für alles Gesprochene und wichtige Geräusche?",
  },
  en: {
    help: "Videos with sound should have captions",
    description:
      "Finds visible videos with sound and asks for captions, even where the video only repeats text of the page; on a page holding nothing but the video they are certainly missing when the video has no track and no text can be read in its pictures.",
    fix: 'Add captions to the video, for example as <track kind="captions"> with a WebVTT file, or burn them into the picture.',
    check:
      "Play the video: are there captions (closed or in the picture) for all speech and important sounds?",
  },
});

/** ACT 1a02b0: a transcript of what a video shows and says (WCAG 1.2.8, AAA). */
export const videoTranscriptRule = rule("ks-video-transcript", ["1a02b0"], ["1.2.8"], "moderate", {
  de: {
    help: "Videos brauchen ein Transkript (AAA)",
    description:
      "Sucht sichtbare Videos und fragt nach einem Transkript, das beschreibt, was sie zeigen und sagen; auf einer Seite, die außer dem Video nichts für Screenreader Lesbares enthält, fehlt es sicher. Untertitelspuren sind kein Transkript.",
    fix: "Stellen Sie ein Transkript auf die Seite oder verlinken Sie es neben dem Video: alles Gesprochene, wichtige Geräusche und was das Bild zeigt, in der Reihenfolge des Videos.",
    check:
      "Gibt es auf der Seite oder verlinkt ein Transkript, das alles Gesprochene, wichtige Geräusche und die wichtigen Bildinhalte dieses Videos wiedergibt?",
  },
  en: {
    help: "Videos need a transcript (AAA)",
    description:
      "Finds visible videos and asks for a transcript of what they show and say; on a page holding nothing a screen reader can read besides the video it is certainly missing. Caption tracks are not a transcript.",
    fix: "Put a transcript on the page or link it next to the video: everything said, the important sounds and what the picture shows, in the order of the video.",
    check:
      "Is there a transcript on the page or linked that conveys everything said, the important sounds and the important visual content of this video?",
  },
});

export const videoDescriptionRule = rule(
  "ks-video-audio-description",
  ["c5a4ea", "1ec09b"],
  ["1.2.3", "1.2.5"],
  "serious",
  {
    de: {
      help: "Was ein Video mit Ton zeigt, braucht eine Audiodeskription oder ein Transkript",
      description:
        "Sucht sichtbare Videos mit Ton und fragt, ob das Gezeigte auch ohne Bild zugänglich ist: als Audiodeskription (AA verlangt sie) oder als Transkript.",
      fix: 'Beschreiben Sie wichtige Bildinhalte in einer Audiodeskription (eine beschriebene Fassung oder <track kind="descriptions">). Für Stufe A genügt auch ein vollständiges Transkript auf der Seite oder verlinkt.',
      check:
        "Schauen Sie das Video: Werden alle wichtigen Bildinhalte, die der Ton nicht nennt, in einer Audiodeskription beschrieben? Gibt es sonst ein Transkript, das sie beschreibt?",
    },
    en: {
      help: "What a video with sound shows needs audio description or a transcript",
      description:
        "Finds visible videos with sound and asks whether what they show is accessible without the picture: as audio description (required at AA) or as a transcript.",
      fix: 'Describe important visual content in an audio description (a described version or <track kind="descriptions">). At level A a complete transcript on the page or linked also suffices.',
      check:
        "Watch the video: is all important visual content the sound does not mention described in an audio description? If not, is there a transcript that describes it?",
    },
  },
);

export const videoOnlyRule = rule("ks-video-only-alternative", ["c3232f", "ee13b5"], ["1.2.1"], "serious", {
  de: {
    help: "Videos ohne Ton brauchen eine Text- oder Audioalternative",
    description:
      "Sucht sichtbare Videos ohne Ton und fragt nach einem Transkript oder einer Tonspur, die das Gezeigte beschreibt; auf einer Seite, die außer dem Video nichts für Screenreader Lesbares enthält, fehlt beides sicher (eine Spur der Art descriptions lesen Browser nicht vor).",
    fix: "Stellen Sie neben das Video ein Transkript, das alle wichtigen Bildinhalte beschreibt, oder eine Tonspur mit dieser Beschreibung.",
    check:
      "Schauen Sie das Video: Gibt es auf der Seite oder verlinkt ein Transkript (oder eine Tonspur), das alle wichtigen Bildinhalte beschreibt?",
  },
  en: {
    help: "Videos without sound need a text or audio alternative",
    description:
      "Finds visible videos without sound and asks for a transcript or an audio track describing what they show; on a page holding nothing a screen reader can read besides the video both are certainly missing (browsers do not read out a track of kind descriptions).",
    fix: "Put a transcript next to the video that describes all important visual content, or an audio track with that description.",
    check:
      "Watch the video: is there a transcript (or an audio track) on the page or linked that describes all important visual content?",
  },
});

/**
 * ACT d7ba54, the audio half of c3232f (the others are ee13b5, a transcript, and fd26cf, video as an
 * alternative to text): no criterion of its own, so a best practice decided by the same reading (decision 061).
 */
export const videoOnlyNoAudioRule = rule("ks-video-only-no-audio-alternative", ["d7ba54"], [], "moderate", {
  de: {
    help: "Videos ohne Ton sollten eine Tonspur haben, die das Gezeigte beschreibt",
    description:
      "Sucht sichtbare Videos ohne Ton und fragt nach einer Tonspur (etwa einer beschriebenen Fassung), die alle wichtigen Bildinhalte wiedergibt; auf einer Seite, die außer dem Video nichts enthält, fehlt sie sicher.",
    fix: "Bieten Sie neben dem Video eine Tonspur an, die alle wichtigen Bildinhalte beschreibt, zum Beispiel als Audioelement oder als Fassung des Videos mit gesprochener Beschreibung.",
    check:
      "Gibt es auf der Seite oder verlinkt eine Tonspur, die alle wichtigen Bildinhalte dieses Videos beschreibt?",
  },
  en: {
    help: "Videos without sound should have an audio track describing what they show",
    description:
      "Finds visible videos without sound and asks for an audio track (such as a described version) that conveys all important visual content; on a page holding nothing but the video it is certainly missing.",
    fix: "Offer an audio track next to the video that describes all important visual content, for example as an audio element or as a version of the video with spoken description.",
    check:
      "Is there an audio track, on the page or linked, that describes all important visual content of this video?",
  },
});

export const audioTranscriptRule = rule("ks-audio-transcript", ["e7aa44"], ["1.2.1"], "serious", {
  de: {
    help: "Audioinhalte brauchen ein Transkript",
    description:
      "Sucht Audioelemente, die automatisch starten oder eine sichtbare Abspielschaltfläche haben, und fragt nach einem Transkript; auf einer Seite, die außer dem Audio nichts enthält (keinen sichtbaren und für Screenreader lesbaren Text, keinen Link), fehlt es sicher.",
    fix: "Stellen Sie ein Transkript alles Gesprochenen und wichtiger Geräusche auf die Seite oder verlinken Sie es neben dem Audio.",
    check:
      "Hören Sie das Audio: Gibt es auf der Seite oder verlinkt ein Transkript, das alles Gesprochene und wichtige Geräusche wiedergibt?",
  },
  en: {
    help: "Audio content needs a transcript",
    description:
      "Finds audio elements that play automatically or have a visible play button and asks for a transcript; on a page holding nothing but the audio (no text that is both visible and read by screen readers, no link) it is certainly missing.",
    fix: "Put a transcript of everything said and the important sounds on the page, or link it next to the audio.",
    check:
      "Listen to the audio: is there a transcript on the page or linked that conveys everything said and the important sounds?",
  },
});

/**
 * ACT 2eb176, the transcript half of e7aa44 (the other is afb423, audio as an alternative to text): the
 * W3C gives it no criterion of its own, so it is a best practice decided by the same reading (decision 049).
 */
export const audioNoTranscriptRule = rule("ks-audio-no-transcript", ["2eb176"], [], "serious", {
  de: {
    help: "Zu Audioinhalten sollte es ein Transkript geben",
    description:
      "Sucht Audioelemente, die automatisch starten oder eine sichtbare Abspielschaltfläche haben, und fragt nach einem Transkript, auch wenn das Audio nur Text der Seite vorliest; auf einer Seite, die außer dem Audio nichts enthält, fehlt es sicher.",
    fix: "Stellen Sie ein Transkript alles Gesprochenen und wichtiger Geräusche auf die Seite oder verlinken Sie es neben dem Audio.",
    check:
      "Hören Sie das Audio: Gibt es auf der Seite oder verlinkt ein Transkript, das alles Gesprochene und wichtige Geräusche wiedergibt?",
  },
  en: {
    help: "Audio content should have a transcript",
    description:
      "Finds audio elements that play automatically or have a visible play button and asks for a transcript, even where the audio only reads out text of the page; on a page holding nothing but the audio it is certainly missing.",
    fix: "Put a transcript of everything said and the important sounds on the page, or link it next to the audio.",
    check:
      "Listen to the audio: is there a transcript on the page or linked that conveys everything said and the important sounds?",
  },
});
