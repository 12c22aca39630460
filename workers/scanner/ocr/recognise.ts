/**
 * Text recognition on pictures of the page (decision 059): Tesseract 5's LSTM engine compiled to
 * WebAssembly (tesseract.js-core 7, Apache-2.0) with the English and German models of the npm packages
 * @tesseract.js-data/eng and @tesseract.js-data/deu (4.0.0_best_int). Driven here without tesseract.js's
 * wrapper, which runs the engine in a Web Worker or worker thread (Workers have neither) and fetches
 * models from a CDN when not told otherwise: the same code runs in Node and in workerd, only the loading
 * of the engine's files differs (assets.ts).
 *
 * One engine per process or isolate, made on first use and kept: compiling and loading both models takes
 * a few hundred milliseconds, a recognition tens to hundreds. Its memory is about 25 MB.
 */

/** The Emscripten module of tesseract.js-core, as far as we use it. */
type TesseractModule = {
  FS: { writeFile(path: string, data: Uint8Array | string): void; unlink(path: string): void };
  TessBaseAPI: new () => TessBaseApi;
};

type TessBaseApi = {
  Init(dataPath: string | null, languages: string, oem: number): number;
  SetVariable(name: string, value: string): boolean;
  SetImageFile(exifOrientation: number, angle: number): number;
  Recognize(monitor: null): number;
  GetTSVText(page: number): string;
  Clear(): void;
};

export type TesseractFactory = (options: Record<string, unknown>) => Promise<TesseractModule>;

/** What a runtime hands in: the engine's glue, its compiled WebAssembly and the gzipped models. */
export type OcrAssets = {
  factory: TesseractFactory;
  wasm: WebAssembly.Module;
  models: readonly { code: string; gzipped: Uint8Array }[];
};

/** A word as Tesseract read it: its text, confidence 0–100 and box in the picture's pixels. */
export type RecognisedWord = {
  text: string;
  confidence: number;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Words of one line share it (block, paragraph and line numbers). */
  line: string;
};

export type Recogniser = {
  /**
   * The words in a PNG, JPEG, BMP or PNM picture, read with the first model alone (English: quick, enough
   * to tell whether there is text) or with all of them (English and German: the words as written).
   * Synchronous inside: keep pictures small.
   */
  recognise(picture: Uint8Array, models?: "first" | "all"): RecognisedWord[];
};

/** Tesseract's engine mode: the LSTM network only (the packages' best_int models have no legacy part). */
const lstmOnly = 1;

export async function createRecogniser(assets: OcrAssets): Promise<Recogniser> {
  const module = await assets.factory({
    // The compiled module is handed in: workerd allows no WebAssembly compiled from bytes at run time,
    // and nothing is fetched or read by the glue itself.
    instantiateWasm(
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) {
      WebAssembly.instantiate(assets.wasm, imports).then((instance) => done(instance, assets.wasm));
      return {};
    },
    print: () => {},
    printErr: () => {},
  });
  for (const model of assets.models) {
    module.FS.writeFile(`/${model.code}.traineddata`, await gunzip(model.gzipped));
  }
  const codes = assets.models.map((model) => model.code);
  // With several models Tesseract reads every unsure word again with each other one: four times the
  // time on pictures without text. The first model alone decides whether there is text; all of them read
  // the pictures that have some, started when first needed.
  const apis = new Map<string, TessBaseApi>();
  const apiFor = (languages: string): TessBaseApi => {
    const known = apis.get(languages);
    if (known) return known;
    const api = new module.TessBaseAPI();
    const status = api.Init("/", languages, lstmOnly);
    if (status !== 0) throw new Error(`Tesseract did not start with ${languages} (status ${status})`);
    // A picture on a page is a block of text at best, often a few words anywhere: sparse text finds those.
    api.SetVariable("tessedit_pageseg_mode", "11");
    api.SetVariable("debug_file", "/dev/null");
    apis.set(languages, api);
    return api;
  };
  apiFor(codes[0] ?? "eng");
  return {
    recognise(picture, models = "first") {
      const api = apiFor(models === "first" ? (codes[0] ?? "eng") : codes.join("+"));
      module.FS.writeFile("/input", picture);
      try {
        if (api.SetImageFile(1, 0) === 1) return [];
        api.Recognize(null);
        return wordsOfTsv(api.GetTSVText(0));
      } finally {
        api.Clear();
        module.FS.unlink("/input");
      }
    },
  };
}

/** Tesseract's TSV: level 5 rows are words (level, page, block, paragraph, line, word, box, conf, text). */
export function wordsOfTsv(tsv: string): RecognisedWord[] {
  const words: RecognisedWord[] = [];
  for (const row of tsv.split("\n")) {
    const cells = row.split("\t");
    if (cells[0] !== "5" || cells.length < 12) continue;
    const text = (cells[11] ?? "").trim();
    if (!text) continue;
    words.push({
      text,
      confidence: Number(cells[10]),
      left: Number(cells[6]),
      top: Number(cells[7]),
      width: Number(cells[8]),
      height: Number(cells[9]),
      line: `${cells[2]}.${cells[3]}.${cells[4]}`,
    });
  }
  return words;
}

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

let shared: Promise<Recogniser> | null = null;

/** The process's (or isolate's) one engine, made from the assets on first use. */
export function sharedRecogniser(load: () => Promise<OcrAssets>): Promise<Recogniser> {
  if (!shared) {
    shared = load().then(createRecogniser);
    // A failed start is not kept: the next page tries again.
    shared.catch(() => {
      shared = null;
    });
  }
  return shared;
}
