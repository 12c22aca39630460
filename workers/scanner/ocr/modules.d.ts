/**
 * The text recognition engine's files as the scanner Worker's bundle holds them (assets-workerd.ts,
 * wrangler.toml's rules): the WebAssembly compiled, the gzipped models as bytes.
 */
declare module "tesseract.js-core/tesseract-core-simd-lstm.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

declare module "tesseract.js-core/tesseract-core-simd-lstm.js" {
  const factory: (options: Record<string, unknown>) => Promise<unknown>;
  export default factory;
}

declare module "@tesseract.js-data/*.traineddata.gz" {
  const data: ArrayBuffer;
  export default data;
}
