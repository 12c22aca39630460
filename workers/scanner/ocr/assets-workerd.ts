/**
 * The text recognition engine's files in the scanner Worker: bundled with it by wrangler (the WebAssembly
 * as a compiled module, the gzipped models as data; workers/scanner/wrangler.toml's rules). Nothing is
 * fetched at run time.
 */

import deu from "@tesseract.js-data/deu/4.0.0_best_int/deu.traineddata.gz";
import eng from "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz";
import factory from "tesseract.js-core/tesseract-core-simd-lstm.js";
import wasm from "tesseract.js-core/tesseract-core-simd-lstm.wasm";
import type { OcrAssets, TesseractFactory } from "./recognise";

export async function loadOcrAssets(): Promise<OcrAssets> {
  return {
    factory: withScriptName(factory as unknown as TesseractFactory),
    wasm,
    models: [
      { code: "eng", gzipped: new Uint8Array(eng) },
      { code: "deu", gzipped: new Uint8Array(deu) },
    ],
  };
}

/**
 * The engine's Emscripten glue asks where its script is as it starts (a Web Worker's self.location, Node's
 * __filename), though it loads nothing itself here: workerd has neither, so it is told a name for that moment.
 */
function withScriptName(start: TesseractFactory): TesseractFactory {
  return (options) => {
    const scope = globalThis as Record<string, unknown>;
    const told = !("__filename" in scope);
    if (told) {
      scope.__filename = "/tesseract-core-simd-lstm.js";
      scope.__dirname = "/";
    }
    try {
      return start(options);
    } finally {
      if (told) {
        delete scope.__filename;
        delete scope.__dirname;
      }
    }
  };
}
