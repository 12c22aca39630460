/**
 * The text recognition engine's files in Node (the local scanner, the CLI, the bench, the scanner tests):
 * read from the installed npm packages. Node's modules are reached through process.getBuiltinModule, so
 * that bundling this file for the scanner Worker (which never calls it) pulls in nothing of Node.
 */
import type { OcrAssets, TesseractFactory } from "./recognise";

export async function loadOcrAssets(): Promise<OcrAssets> {
  const { createRequire } = process.getBuiltinModule("node:module");
  const { readFile } = process.getBuiltinModule("node:fs/promises");
  const require = createRequire(import.meta.url);
  const core = "tesseract.js-core/tesseract-core-simd-lstm";
  const factory = require(`${core}.js`) as TesseractFactory;
  const wasm = await WebAssembly.compile(await readFile(require.resolve(`${core}.wasm`)));
  const models = await Promise.all(
    ["eng", "deu"].map(async (code) => ({
      code,
      gzipped: new Uint8Array(
        await readFile(require.resolve(`@tesseract.js-data/${code}/4.0.0_best_int/${code}.traineddata.gz`)),
      ),
    })),
  );
  return { factory, wasm, models };
}
