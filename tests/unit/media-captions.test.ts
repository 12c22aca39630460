/**
 * What the media check takes for burned-in captions in the lower part of a video's picture
 * (checks/media.ts captionLine): a line of words read with confidence, or a bracketed sound. Text
 * recognition reads noise in moving pictures as single words, which must not count as captions; a line
 * of words must, even where some of them are misread.
 */
import { describe, expect, it } from "vitest";
import type { RecognisedWord } from "#scanner/checks/media";
import { captionLine } from "#scanner/checks/media";

const word = (text: string, confidence: number, line = "1.1.1"): RecognisedWord => ({
  text,
  confidence,
  left: 0,
  top: 0,
  width: 10,
  height: 10,
  line,
});

describe("captions in a video's picture", () => {
  it("takes two confident words on one line for captions, misread words around them included", () => {
    expect(captionLine([word("Heute", 91), word("zeigen", 88), word("wlr", 30)])).toEqual([
      "Heute",
      "zeigen",
    ]);
    expect(
      captionLine([word("Nct", 62, "3.1.1"), word("uss", 77, "3.1.1"), word("ey", 20, "1.1.1")]),
    ).toEqual(["Nct", "uss"]);
  });

  it("takes a bracketed sound or a music sign for captions", () => {
    expect(captionLine([word("[Musik]", 70)])).toEqual(["[Musik]"]);
    expect(captionLine([word("♪", 55)])).toEqual(["♪"]);
    // Half a bracket misread is enough.
    expect(captionLine([word("Applaus)", 58)])).toEqual(["Applaus)"]);
  });

  it("does not take noise for captions: single words, words on different lines, unsure or short words", () => {
    expect(captionLine([])).toBeNull();
    expect(captionLine([word("NN", 52), word("Vo", 57, "2.1.1"), word("La)", 53, "3.1.1")])).toBeNull();
    expect(captionLine([word("Keyboard", 96, "1.1.1"), word("Compatibility", 90, "2.1.1")])).toBeNull();
    expect(captionLine([word("LS", 34), word("ae", 40)])).toBeNull();
    expect(captionLine([word("a", 90), word("=", 77), word("N", 83)])).toBeNull();
    expect(captionLine([word("[fw", 60)])).toBeNull();
  });
});
