import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gunzipSync } from "node:zlib";

const require = createRequire(import.meta.url);
const t0 = performance.now();
const factory = require("tesseract.js-core/tesseract-core-simd-lstm.js");
const wasm = await WebAssembly.compile(
  readFileSync("node_modules/tesseract.js-core/tesseract-core-simd-lstm.wasm"),
);
const M = await factory({
  instantiateWasm(imports, done) {
    WebAssembly.instantiate(wasm, imports).then((i) => {
      globalThis.mem =
        i.exports.memory ?? Object.values(i.exports).find((v) => v instanceof WebAssembly.Memory);
      done(i, wasm);
    });
    return {};
  },
});
console.log("core", Math.round(performance.now() - t0));
const langs = (process.env.LANGS ?? "eng+deu").split("+");
for (const l of langs)
  M.FS.writeFile(
    `/${l}.traineddata`,
    gunzipSync(readFileSync(`node_modules/@tesseract.js-data/${l}/4.0.0_best_int/${l}.traineddata.gz`)),
  );
const api = new M.TessBaseAPI();
console.log("init status", api.Init("/", langs.join("+"), 1), Math.round(performance.now() - t0));
for (const f of process.argv.slice(2)) {
  const t = performance.now();
  M.FS.writeFile("/input", readFileSync(f));
  api.SetImageFile(1, 0);
  api.Recognize(null);
  const tsv = api.GetTSVText(0);
  const words = tsv
    .split("\n")
    .map((l) => l.split("\t"))
    .filter((c) => c[0] === "5" && c[11]?.trim())
    .map((c) => [c[11], Math.round(+c[10]), +c[9]]);
  console.log(f.split("/").pop(), Math.round(performance.now() - t), "ms", JSON.stringify(words));
}
console.log(
  "rss",
  Math.round(process.memoryUsage().rss / 1e6),
  "wasm mem MB",
  globalThis.mem.buffer.byteLength / 1e6,
);
