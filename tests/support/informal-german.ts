/** German that says "du" to the reader; Klarsicht says "Sie". */

const word = (alternatives: string) => `(?<![\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`;

/** Informal pronouns and the informal imperatives of the verbs fix hints use (whole words, umlauts too). */
export const informal = new RegExp(
  [
    word("du|dich|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure"),
    // "dir" alone, not the HTML attribute (dir="rtl", dir-Attribut) nor a path segment.
    "(?<![\\p{L}\"'=/-])dir(?![\\p{L}=\"'/-])",
    word(
      "korrigiere|prüfe|überprüfe|entferne|verwende|nutze|benutze|füge|ändere|setze|gib|achte|ersetze|vermeide|wähle|beachte|stell|stelle sicher",
    ),
  ].join("|"),
  "iu",
);
