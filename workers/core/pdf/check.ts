/**
 * Checks a PDF document against the machine-checkable part of PDF/UA-1 (ISO 14289-1) as the Matterhorn
 * Protocol lists it (the catalogue is checkpoints.ts). Runtime-free: the scanner Worker and the CLI run the
 * same code on the same bytes. A hostile file (not a PDF, too large, a compression bomb, encrypted, cyclic
 * or deep object graphs, thousands of pages) ends with a clear reason and what was checked until then; the
 * function never throws. Decision 037 says why pdf-lib reads the objects.
 */
import {
  PDFArray,
  PDFBool,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from "pdf-lib";
import type { PdfCheckpointId } from "./checkpoints";
import { type ContentValue, operations } from "./content";
import { asLatin1, inflateBounded, objectStreamsFit } from "./streams";

export const pdfLimits = {
  /** The largest document fetched and checked (the crawl's cap too). */
  maxBytes: 25 * 1024 * 1024,
  /** All inflated streams of one document together (object streams, page contents, metadata). */
  maxInflatedBytes: 96 * 1024 * 1024,
  maxPages: 500,
  deadlineMs: 30_000,
  maxStructureElements: 200_000,
  maxStructureDepth: 256,
  /** Form XObjects drawn inside each other. */
  maxFormDepth: 12,
} as const;

export type PdfStopReason =
  | "not-pdf"
  | "too-large"
  | "malformed"
  | "compression-bomb"
  | "encrypted"
  | "time-limit"
  | "page-limit"
  | "structure-limit";

/** One failure condition found, per page where there is one, with how often. */
export type PdfFinding = {
  checkpoint: PdfCheckpointId;
  /** Matterhorn failure condition, e.g. "13-004". */
  condition: string;
  /** 1-based page number. */
  page?: number;
  count: number;
  /** A short fact in no language: "H1 → H3", a font's name, a tag's name. */
  detail?: string;
};

export type PdfCheckResult = {
  bytes: number;
  pages: number;
  /** Pages whose content and annotations were checked. */
  checkedPages: number;
  title?: string;
  language?: string;
  tagged: boolean;
  /** Claims PDF/UA (pdfuaid:part 1) in its metadata. */
  claimsPdfUa: boolean;
  findings: PdfFinding[];
  needsReview: PdfFinding[];
  /** Why the check ended early; findings until then stay. */
  stopped?: { reason: PdfStopReason; detail?: string };
};

export type PdfCheckOptions = {
  maxPages?: number;
  deadlineMs?: number;
  maxBytes?: number;
  maxInflatedBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
};

class Stop extends Error {
  constructor(
    readonly reason: PdfStopReason,
    readonly detail?: string,
  ) {
    super(reason);
  }
}

const standardTypes = new Set(
  (
    "Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private P H H1 H2 H3 H4 H5 H6 L LI " +
    "Lbl LBody Table TR TH TD THead TBody TFoot Span Quote Note Reference BibEntry Code Link Annot Ruby RB RT RP " +
    "Warichu WT WP Figure Formula Form"
  ).split(" "),
);

const standardFonts = new Set(
  (
    "Times-Roman Times-Bold Times-Italic Times-BoldItalic Helvetica Helvetica-Bold Helvetica-Oblique " +
    "Helvetica-BoldOblique Courier Courier-Bold Courier-Oblique Courier-BoldOblique Symbol ZapfDingbats"
  ).split(" "),
);

const languageTag = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

type StructNode = {
  dict: PDFDict;
  raw: string;
  /** The standard type its role map leads to, or its own name. */
  type: string;
  parent?: StructNode;
  children: StructNode[];
  page?: number;
  lang?: string;
};

const emptyResult = (bytes: number): PdfCheckResult => ({
  bytes,
  pages: 0,
  checkedPages: 0,
  tagged: false,
  claimsPdfUa: false,
  findings: [],
  needsReview: [],
});

export async function checkPdf(input: Uint8Array, options: PdfCheckOptions = {}): Promise<PdfCheckResult> {
  const result = emptyResult(input.byteLength);
  try {
    await new Checker(input, options, result).run();
  } catch (error) {
    if (error instanceof Stop) result.stopped = { reason: error.reason, detail: error.detail };
    else
      result.stopped = {
        reason: "malformed",
        detail: error instanceof Error ? error.message.slice(0, 200) : "",
      };
  }
  return result;
}

class Checker {
  private readonly now: () => number;
  private readonly deadline: number;
  private readonly maxPages: number;
  private inflateBudget: number;
  private context!: PDFContext;
  private readonly found = new Map<string, PdfFinding>();
  private readonly review = new Map<string, PdfFinding>();
  private readonly pageNumbers = new Map<PDFDict, number>();
  /** Annotations and the structure element whose OBJR names them. */
  private readonly annotationParents = new Map<PDFDict, StructNode>();
  private catalogLang?: string;

  constructor(
    private readonly input: Uint8Array,
    private readonly options: PdfCheckOptions,
    private readonly result: PdfCheckResult,
  ) {
    this.now = options.now ?? (() => Date.now());
    this.deadline = this.now() + (options.deadlineMs ?? pdfLimits.deadlineMs);
    this.maxPages = options.maxPages ?? pdfLimits.maxPages;
    this.inflateBudget = options.maxInflatedBytes ?? pdfLimits.maxInflatedBytes;
  }

  async run(): Promise<void> {
    const { input, result } = this;
    if (input.byteLength > (this.options.maxBytes ?? pdfLimits.maxBytes)) throw new Stop("too-large");
    const head = asLatin1(input.subarray(0, 1024));
    if (!head.includes("%PDF-")) throw new Stop("not-pdf");
    const text = asLatin1(input);
    if (!(await objectStreamsFit(input, text, this.inflateBudget))) throw new Stop("compression-bomb");
    this.checkTime();

    let document: PDFDocument;
    try {
      document = await PDFDocument.load(input, {
        ignoreEncryption: true,
        throwOnInvalidObject: false,
        updateMetadata: false,
      });
    } catch (error) {
      throw new Stop("malformed", error instanceof Error ? error.message.slice(0, 200) : undefined);
    }
    this.checkTime();
    this.context = document.context;
    const catalog = this.dict(this.context.trailerInfo.Root);
    if (!catalog) throw new Stop("malformed", "no catalog");

    const pages = this.pageList(catalog);
    result.pages = pages.length;
    for (const [index, { page }] of pages.entries()) this.pageNumbers.set(page, index + 1);

    const markInfo = this.getDict(catalog, "MarkInfo");
    const structRoot = this.getDict(catalog, "StructTreeRoot");
    result.tagged = this.getBool(markInfo, "Marked") === true && structRoot !== undefined;

    const encryption = this.dict(this.context.trailerInfo.Encrypt);
    if (encryption) {
      const permissions = this.getNumber(encryption, "P");
      if (permissions === undefined) this.fail("pdf-security", "26-001");
      else if ((permissions & 512) === 0) this.fail("pdf-security", "26-002");
      // Strings and streams of an encrypted file are unreadable without decrypting it; what needs them stops.
      if (!result.tagged) this.fail("pdf-tagged", "01-005");
      throw new Stop("encrypted");
    }

    this.catalogLang = this.getText(catalog, "Lang");
    result.language = this.catalogLang || undefined;
    // Without a document language each text's own is looked for in the content (checkContent).
    if (this.has(catalog, "Lang") && !languageTag.test(this.catalogLang ?? "")) {
      this.fail("pdf-language", "11-001", { detail: this.catalogLang || "(empty)" });
    }

    await this.checkMetadata(catalog, document);
    this.checkViewerPreferences(catalog);
    this.checkOutlines(catalog);
    this.checkOptionalContent(catalog);
    this.checkEmbeddedFiles(catalog);
    await this.checkXfa(catalog);

    if (!result.tagged) this.fail("pdf-tagged", "01-005");
    if (this.getBool(markInfo, "Suspects") === true) this.fail("pdf-content-marking", "01-007");
    if (structRoot) this.checkStructure(structRoot);

    await this.checkPages(pages);
  }

  private checkTime(): void {
    if (this.now() > this.deadline) throw new Stop("time-limit");
  }

  // Findings ------------------------------------------------------------------------------------------

  private record(
    into: Map<string, PdfFinding>,
    checkpoint: PdfCheckpointId,
    condition: string,
    where: { page?: number; detail?: string } = {},
  ): void {
    const key = `${checkpoint}|${condition}|${where.page ?? ""}|${where.detail ?? ""}`;
    const existing = into.get(key);
    if (existing) {
      existing.count++;
      return;
    }
    // A broken document can repeat one fault on every element; a thousand kinds are plenty to report.
    if (into.size >= 1000) return;
    const finding: PdfFinding = { checkpoint, condition, count: 1 };
    if (where.page !== undefined) finding.page = where.page;
    if (where.detail !== undefined) finding.detail = where.detail.slice(0, 120);
    into.set(key, finding);
    (into === this.found ? this.result.findings : this.result.needsReview).push(finding);
  }

  private fail(
    checkpoint: PdfCheckpointId,
    condition: string,
    where?: { page?: number; detail?: string },
  ): void {
    this.record(this.found, checkpoint, condition, where);
  }

  private ask(
    checkpoint: PdfCheckpointId,
    condition: string,
    where?: { page?: number; detail?: string },
  ): void {
    this.record(this.review, checkpoint, condition, where);
  }

  // Reading objects -------------------------------------------------------------------------------------

  private resolve(object: PDFObject | undefined): PDFObject | undefined {
    return object instanceof PDFRef ? this.context.lookup(object) : object;
  }

  private dict(object: PDFObject | undefined): PDFDict | undefined {
    const resolved = this.resolve(object);
    if (resolved instanceof PDFDict) return resolved;
    if (resolved instanceof PDFStream) return resolved.dict;
    return undefined;
  }

  private get(dict: PDFDict | undefined, key: string): PDFObject | undefined {
    return dict ? this.resolve(dict.get(PDFName.of(key))) : undefined;
  }

  private getDict(dict: PDFDict | undefined, key: string): PDFDict | undefined {
    return this.dict(this.get(dict, key));
  }

  private getArray(dict: PDFDict | undefined, key: string): PDFArray | undefined {
    const value = this.get(dict, key);
    return value instanceof PDFArray ? value : undefined;
  }

  private getName(dict: PDFDict | undefined, key: string): string | undefined {
    const value = this.get(dict, key);
    return value instanceof PDFName ? safe(() => value.decodeText()) : undefined;
  }

  private getText(dict: PDFDict | undefined, key: string): string | undefined {
    return textOf(this.get(dict, key));
  }

  private getNumber(dict: PDFDict | undefined, key: string): number | undefined {
    const value = this.get(dict, key);
    return value instanceof PDFNumber ? value.asNumber() : undefined;
  }

  private getBool(dict: PDFDict | undefined, key: string): boolean | undefined {
    const value = this.get(dict, key);
    return value instanceof PDFBool ? value.asBoolean() : undefined;
  }

  private has(dict: PDFDict | undefined, key: string): boolean {
    return dict?.has(PDFName.of(key)) ?? false;
  }

  private items(array: PDFArray | undefined): PDFObject[] {
    if (!array) return [];
    const items: PDFObject[] = [];
    for (let index = 0; index < array.size(); index++) {
      const item = this.resolve(array.get(index));
      if (item) items.push(item);
    }
    return items;
  }

  /** A stream's bytes, inflated within the document's budget; undefined when its filters are not read here. */
  private async streamBytes(object: PDFObject | undefined): Promise<Uint8Array | undefined> {
    const stream = this.resolve(object);
    if (!(stream instanceof PDFRawStream)) return undefined;
    const filter = this.get(stream.dict, "Filter");
    const filters = filter instanceof PDFArray ? this.items(filter) : filter ? [filter] : [];
    const names = filters.map((item) => (item instanceof PDFName ? item.decodeText() : "?"));
    if (names.length === 0) return stream.contents;
    if (names.length === 1 && (names[0] === "FlateDecode" || names[0] === "Fl")) {
      const { bytes, tooLarge } = await inflateBounded(stream.contents, this.inflateBudget);
      this.inflateBudget -= bytes.byteLength;
      if (tooLarge) throw new Stop("compression-bomb");
      return bytes;
    }
    return undefined;
  }

  // Document-level checks ---------------------------------------------------------------------------

  private async checkMetadata(catalog: PDFDict, document: PDFDocument): Promise<void> {
    const bytes = await this.streamBytes(catalog.get(PDFName.of("Metadata")));
    const infoTitle = safe(() => document.getTitle());
    if (!bytes) {
      this.fail("pdf-ua-identifier", "06-001");
      this.fail("pdf-title", "06-003");
      if (infoTitle) this.result.title = infoTitle;
      return;
    }
    const xmp = new TextDecoder().decode(bytes);
    const part = xmpProperty(xmp, "part");
    this.result.claimsPdfUa = part?.value === "1";
    if (!part) this.fail("pdf-ua-identifier", "06-002");
    else if (part.value !== "1") this.fail("pdf-ua-identifier", "06-002", { detail: `part ${part.value}` });
    for (const property of ["part", "amd", "corr"]) {
      const found = xmpProperty(xmp, property);
      if (found && found.prefix !== "pdfuaid") {
        this.fail("pdf-ua-identifier", "06-002", { detail: `${found.prefix}:${property}` });
      }
    }
    const title = /<dc:title\b[^>]*>([\s\S]*?)<\/dc:title>/.exec(xmp);
    const titleText = title ? decodeXml((title[1] ?? "").replace(/<[^>]+>/g, "")).trim() : "";
    if (!titleText) this.fail("pdf-title", "06-003");
    this.result.title = titleText || infoTitle || undefined;
    if (title && /xml:lang\s*=\s*["']x-default["']/.test(title[1] ?? "") && !this.catalogLang) {
      this.fail("pdf-language", "11-006");
    }
  }

  private checkViewerPreferences(catalog: PDFDict): void {
    const display = this.get(this.getDict(catalog, "ViewerPreferences"), "DisplayDocTitle");
    if (!(display instanceof PDFBool)) this.fail("pdf-title", "07-001");
    else if (!display.asBoolean()) this.fail("pdf-title", "07-002");
  }

  private checkOutlines(catalog: PDFDict): void {
    const outlines = this.getDict(catalog, "Outlines");
    if (outlines && this.has(outlines, "First") && !this.catalogLang) this.fail("pdf-language", "11-003");
  }

  private checkOptionalContent(catalog: PDFDict): void {
    const properties = this.getDict(catalog, "OCProperties");
    if (!properties) return;
    const checkConfig = (config: PDFDict | undefined, condition: string) => {
      if (!config) return;
      if (!this.getText(config, "Name")) this.fail("pdf-optional-content", condition);
      if (this.has(config, "AS")) this.fail("pdf-optional-content", "20-003");
    };
    checkConfig(this.getDict(properties, "D"), "20-002");
    for (const config of this.items(this.getArray(properties, "Configs")))
      checkConfig(this.dict(config), "20-001");
  }

  private checkFileSpecification(specification: PDFDict | undefined): void {
    if (!specification || !this.has(specification, "EF")) return;
    if (!this.getText(specification, "F") || !this.getText(specification, "UF")) {
      this.fail("pdf-embedded-files", "21-001");
    }
  }

  private checkEmbeddedFiles(catalog: PDFDict): void {
    const tree = this.getDict(this.getDict(catalog, "Names"), "EmbeddedFiles");
    const seen = new Set<PDFDict>();
    const walk = (node: PDFDict | undefined, depth: number) => {
      if (!node || seen.has(node) || depth > 32 || seen.size > 10_000) return;
      seen.add(node);
      const names = this.items(this.getArray(node, "Names"));
      for (let index = 1; index < names.length; index += 2)
        this.checkFileSpecification(this.dict(names[index]));
      for (const kid of this.items(this.getArray(node, "Kids"))) walk(this.dict(kid), depth + 1);
    };
    walk(tree, 0);
  }

  private async checkXfa(catalog: PDFDict): Promise<void> {
    const xfa = this.get(this.getDict(catalog, "AcroForm"), "XFA");
    if (!xfa) return;
    const packets = xfa instanceof PDFArray ? this.items(xfa).filter((_, index) => index % 2 === 1) : [xfa];
    for (const packet of packets) {
      const bytes = await this.streamBytes(packet);
      if (!bytes) continue;
      if (/<(\w+:)?dynamicRender\b[^>]*>\s*required\s*<\/(\w+:)?dynamicRender\s*>/.test(asLatin1(bytes))) {
        this.fail("pdf-xfa", "25-001");
        return;
      }
    }
  }

  // Pages ------------------------------------------------------------------------------------------

  /** The page tree in order, each page with its inherited resources; cycles and absurd depths end the walk. */
  private pageList(catalog: PDFDict): { page: PDFDict; resources?: PDFDict; cropBox?: number[] }[] {
    const pages: { page: PDFDict; resources?: PDFDict; cropBox?: number[] }[] = [];
    const seen = new Set<PDFDict>();
    const walk = (
      node: PDFDict | undefined,
      resources: PDFDict | undefined,
      box: number[] | undefined,
      depth: number,
    ) => {
      if (!node || seen.has(node) || depth > 64 || pages.length >= 100_000) return;
      seen.add(node);
      const ownResources = this.getDict(node, "Resources") ?? resources;
      const ownBox =
        this.rectangle(this.get(node, "CropBox")) ?? this.rectangle(this.get(node, "MediaBox")) ?? box;
      const kids = this.getArray(node, "Kids");
      if (kids && this.getName(node, "Type") !== "Page") {
        for (const kid of this.items(kids)) walk(this.dict(kid), ownResources, ownBox, depth + 1);
      } else {
        pages.push({ page: node, resources: ownResources, cropBox: ownBox });
      }
    };
    walk(this.getDict(catalog, "Pages"), undefined, undefined, 0);
    return pages;
  }

  private rectangle(object: PDFObject | undefined): number[] | undefined {
    if (!(object instanceof PDFArray) || object.size() !== 4) return undefined;
    const values = this.items(object).map((item) =>
      item instanceof PDFNumber ? item.asNumber() : Number.NaN,
    );
    if (values.some(Number.isNaN)) return undefined;
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = values;
    return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
  }

  private async checkPages(
    pages: { page: PDFDict; resources?: PDFDict; cropBox?: number[] }[],
  ): Promise<void> {
    const renderedFonts = new Map<PDFDict, number>();
    const usedFonts = new Map<PDFDict, number>();
    let stopped: Stop | undefined;
    for (const [index, { page, resources, cropBox }] of pages.entries()) {
      if (index >= this.maxPages) {
        stopped = new Stop("page-limit", String(this.maxPages));
        break;
      }
      if (this.now() > this.deadline) {
        stopped = new Stop("time-limit");
        break;
      }
      const pageNumber = index + 1;
      this.checkAnnotations(page, pageNumber, cropBox);
      await this.checkContent(page, resources, pageNumber, renderedFonts, usedFonts);
      this.result.checkedPages = pageNumber;
    }
    this.checkFonts(renderedFonts, usedFonts);
    if (this.result.tagged) this.ask("pdf-reading-order", "09-001");
    if (stopped) throw stopped;
  }

  private checkAnnotations(page: PDFDict, pageNumber: number, cropBox: number[] | undefined): void {
    const annotations = this.items(this.getArray(page, "Annots"))
      .map((item) => this.dict(item))
      .filter((item): item is PDFDict => item !== undefined);
    if (annotations.length === 0) return;
    const tabs = this.getName(page, "Tabs");
    if (tabs === undefined) this.fail("pdf-tab-order", "28-008", { page: pageNumber });
    else if (tabs !== "S") this.fail("pdf-tab-order", "28-009", { page: pageNumber, detail: tabs });
    const where = { page: pageNumber };
    for (const annotation of annotations) {
      const subtype = this.getName(annotation, "Subtype");
      const flags = this.getNumber(annotation, "F") ?? 0;
      if (subtype === "Popup" || subtype === "PrinterMark" || (flags & 2) !== 0) continue;
      const rect = this.rectangle(this.get(annotation, "Rect"));
      if (rect && cropBox && outside(rect, cropBox)) continue;
      const parent = this.annotationParents.get(annotation) ?? this.parentByStructParent(annotation);
      const contents = this.getText(annotation, "Contents");
      // A text's language: its own (an escape sequence, ISO 32000-1 14.9.2.2), that of the structure
      // element holding the annotation, or the document's.
      const known = (text: string) => Boolean(this.catalogLang || parent?.lang) || text.includes("\u001b");
      if (contents && !known(contents)) this.fail("pdf-language", "11-004", where);
      if (subtype === "Link") {
        if (this.result.tagged && parent?.type !== "Link") this.fail("pdf-links", "28-011", where);
        if (!contents) this.fail("pdf-links", "28-012", where);
      } else if (subtype === "Widget") {
        if (this.result.tagged && parent?.type !== "Form") this.fail("pdf-form-fields", "28-010", where);
        const label = this.fieldLabel(annotation);
        const alt = parent ? this.getText(parent.dict, "Alt") : undefined;
        if (!label && !alt) this.fail("pdf-form-fields", "28-005", where);
        if (label && !known(label)) this.fail("pdf-language", "11-005", where);
      } else {
        if (this.result.tagged && parent?.type !== "Annot") this.fail("pdf-annotations", "28-002", where);
        const alt = parent ? this.getText(parent.dict, "Alt") : undefined;
        if (!contents && !alt) this.fail("pdf-annotations", "28-004", where);
        if (subtype === "FileAttachment") this.checkFileSpecification(this.getDict(annotation, "FS"));
      }
    }
  }

  private parentTree?: Map<number, PDFObject>;

  /** The structure element an annotation's StructParent points to through the parent tree. */
  private parentByStructParent(annotation: PDFDict): StructNode | undefined {
    const key = this.getNumber(annotation, "StructParent");
    if (key === undefined || !this.parentTree) return undefined;
    const element = this.parentTree.get(key);
    if (!(element instanceof PDFDict)) return undefined;
    return this.structNodes.get(element);
  }

  /** A form field's TU (its label for assistive technology), found from one of its widgets. */
  private fieldLabel(widget: PDFDict): string | undefined {
    // TU belongs to the field: the widget itself when it has a name (T), else the nearest named parent.
    let node: PDFDict | undefined = widget;
    for (let depth = 0; node && depth < 32; depth++) {
      if (this.has(node, "T")) return this.getText(node, "TU");
      node = this.getDict(node, "Parent");
    }
    return this.getText(widget, "TU");
  }

  private async checkContent(
    page: PDFDict,
    resources: PDFDict | undefined,
    pageNumber: number,
    renderedFonts: Map<PDFDict, number>,
    usedFonts: Map<PDFDict, number>,
  ): Promise<void> {
    const contents = this.get(page, "Contents");
    const streams = contents instanceof PDFArray ? this.items(contents) : contents ? [contents] : [];
    const parts: string[] = [];
    for (const stream of streams) {
      const bytes = await this.streamBytes(stream);
      if (bytes) parts.push(asLatin1(bytes));
    }
    const counts = { untagged: 0, artifactInTagged: 0, taggedInArtifact: 0, withoutLanguage: 0 };
    const drawnForms = new Set<PDFDict>();
    // The structure elements of this page's marked content by MCID, for the language they inherit.
    const structParents = this.parentTree?.get(this.getNumber(page, "StructParents") ?? -1);
    const elementOf = (mcid: number) =>
      structParents instanceof PDFArray ? this.dict(structParents.get(mcid)) : undefined;

    type MarkState = { tagged: boolean; artifact: boolean; lang?: string };
    const scan = async (
      text: string,
      ownResources: PDFDict | undefined,
      inherited: MarkState,
      depth: number,
    ) => {
      // Each entry: whether this marked-content sequence is tagged (has an MCID), an artifact, its language.
      const marks: MarkState[] = [];
      const state = (): MarkState => ({
        tagged: inherited.tagged || marks.some((mark) => mark.tagged),
        artifact: inherited.artifact || marks.some((mark) => mark.artifact),
        lang: marks.findLast((mark) => mark.lang)?.lang ?? inherited.lang,
      });
      const textStates: { font?: PDFDict; renderMode: number }[] = [{ renderMode: 0 }];
      const current = () => textStates[textStates.length - 1] as { font?: PDFDict; renderMode: number };
      const realContent = () => {
        const { tagged, artifact } = state();
        if (!tagged && !artifact) counts.untagged++;
      };
      let operationCount = 0;
      for (const { operator, operands } of operations(text)) {
        if (++operationCount % 50_000 === 0) this.checkTime();
        switch (operator) {
          case "BMC":
          case "BDC": {
            const tag = nameOf(operands[0]);
            const properties = operands[1];
            let mcid: number | undefined;
            let lang: string | undefined;
            let alternative = false;
            if (properties instanceof Map) {
              const value = properties.get("MCID");
              mcid = typeof value === "number" ? value : undefined;
              const langValue = properties.get("Lang");
              lang =
                langValue && typeof langValue === "object" && "string" in langValue
                  ? langValue.string
                  : undefined;
              alternative = ["Alt", "ActualText", "E"].some((key) => properties.has(key));
            } else if (nameOf(properties)) {
              const named = this.getDict(
                this.getDict(ownResources, "Properties"),
                nameOf(properties) as string,
              );
              mcid = this.getNumber(named, "MCID");
              lang = this.getText(named, "Lang");
              alternative = ["Alt", "ActualText", "E"].some((key) => this.has(named, key));
            }
            if (lang !== undefined && !languageTag.test(lang)) {
              this.fail("pdf-language", "11-001", { page: pageNumber, detail: lang || "(empty)" });
            }
            if (mcid !== undefined && !lang) {
              const element = elementOf(mcid);
              lang = element ? this.structNodes.get(element)?.lang : undefined;
            }
            const before = state();
            if (tag === "Artifact" && before.tagged) counts.artifactInTagged++;
            if (mcid !== undefined && before.artifact) counts.taggedInArtifact++;
            if (alternative && !lang && !before.lang && !this.catalogLang) {
              this.fail("pdf-language", "11-002", { page: pageNumber });
            }
            marks.push({ tagged: mcid !== undefined, artifact: tag === "Artifact", lang });
            break;
          }
          case "EMC":
            marks.pop();
            break;
          case "q":
            textStates.push({ ...current() });
            break;
          case "Q":
            if (textStates.length > 1) textStates.pop();
            break;
          case "Tf": {
            const name = nameOf(operands[0]);
            current().font = name ? this.getDict(this.getDict(ownResources, "Font"), name) : undefined;
            break;
          }
          case "Tr":
            current().renderMode = typeof operands[0] === "number" ? operands[0] : 0;
            break;
          case "Tj":
          case "TJ":
          case "'":
          case '"': {
            realContent();
            if (!this.catalogLang && !state().lang) counts.withoutLanguage++;
            const { font, renderMode } = current();
            if (font) {
              if (!usedFonts.has(font)) usedFonts.set(font, pageNumber);
              if (renderMode !== 3 && !renderedFonts.has(font)) renderedFonts.set(font, pageNumber);
            }
            break;
          }
          case "S":
          case "s":
          case "f":
          case "F":
          case "f*":
          case "B":
          case "B*":
          case "b":
          case "b*":
          case "sh":
          case "BI":
            realContent();
            break;
          case "Do": {
            const name = nameOf(operands[0]);
            const xobjects = this.getDict(ownResources, "XObject");
            const xobject = name ? this.resolve(xobjects?.get(PDFName.of(name))) : undefined;
            const dict = this.dict(xobject);
            if (!dict) break;
            if (this.has(dict, "Ref")) this.fail("pdf-reference-xobject", "30-001", { page: pageNumber });
            if (this.getName(dict, "Subtype") === "Form") {
              if (drawnForms.has(dict) || depth >= pdfLimits.maxFormDepth) break;
              drawnForms.add(dict);
              const bytes = await this.streamBytes(xobject);
              if (bytes)
                await scan(
                  asLatin1(bytes),
                  this.getDict(dict, "Resources") ?? ownResources,
                  state(),
                  depth + 1,
                );
              drawnForms.delete(dict);
            } else {
              realContent();
            }
            break;
          }
        }
      }
    };

    await scan(parts.join("\n"), resources, { tagged: false, artifact: false }, 0);
    const where = { page: pageNumber };
    if (counts.withoutLanguage > 0) this.fail("pdf-language", "11-001", where);
    if (!this.result.tagged) return;
    if (counts.untagged > 0) this.record(this.found, "pdf-content-marking", "01-005", where);
    if (counts.artifactInTagged > 0) this.fail("pdf-content-marking", "01-003", where);
    if (counts.taggedInArtifact > 0) this.fail("pdf-content-marking", "01-004", where);
  }

  private checkFonts(renderedFonts: Map<PDFDict, number>, usedFonts: Map<PDFDict, number>): void {
    for (const [font, page] of renderedFonts) {
      if (!this.embedded(font)) {
        this.fail("pdf-fonts-embedded", "31-009", { page, detail: this.getName(font, "BaseFont") ?? "" });
      }
    }
    for (const [font, page] of usedFonts) {
      if (!this.mapsToUnicode(font)) {
        this.fail("pdf-unicode-mapping", "10-001", { page, detail: this.getName(font, "BaseFont") ?? "" });
      }
    }
  }

  private embedded(font: PDFDict): boolean {
    const subtype = this.getName(font, "Subtype");
    if (subtype === "Type3") return true;
    const descendant =
      subtype === "Type0" ? this.dict(this.items(this.getArray(font, "DescendantFonts"))[0]) : font;
    const descriptor = this.getDict(descendant, "FontDescriptor");
    return ["FontFile", "FontFile2", "FontFile3"].some((key) => this.has(descriptor, key));
  }

  /** ISO 14289-1, 7.21.7 with ISO 32000-1, 9.10.2: a ToUnicode map, or an encoding that implies one. */
  private mapsToUnicode(font: PDFDict): boolean {
    if (this.has(font, "ToUnicode")) return true;
    const subtype = this.getName(font, "Subtype");
    const encoding = this.get(font, "Encoding");
    if (subtype === "Type0") {
      const cmap = encoding instanceof PDFName ? encoding.decodeText() : undefined;
      const descendant = this.dict(this.items(this.getArray(font, "DescendantFonts"))[0]);
      const ordering = this.getText(this.getDict(descendant, "CIDSystemInfo"), "Ordering");
      const predefined = cmap !== undefined && cmap !== "Identity-H" && cmap !== "Identity-V";
      return predefined || ["GB1", "CNS1", "Japan1", "Korea1"].includes(ordering ?? "");
    }
    const symbolic = ((this.getNumber(this.getDict(font, "FontDescriptor"), "Flags") ?? 0) & 4) !== 0;
    if (encoding instanceof PDFName) {
      return ["WinAnsiEncoding", "MacRomanEncoding", "MacExpertEncoding"].includes(encoding.decodeText());
    }
    const encodingDict = this.dict(encoding);
    if (encodingDict) {
      const differences = this.items(this.getArray(encodingDict, "Differences"));
      return differences.every((item) => !(item instanceof PDFName) || standardGlyphName(item.decodeText()));
    }
    // No encoding: the font's built-in one, which only the standard fonts map to Unicode by name.
    const base = this.getName(font, "BaseFont") ?? "";
    return !symbolic && standardFonts.has(base);
  }

  // Structure ----------------------------------------------------------------------------------------

  private readonly structNodes = new Map<PDFDict, StructNode>();

  private checkStructure(root: PDFDict): void {
    const roleMap = new Map<string, string>();
    const roleDict = this.getDict(root, "RoleMap");
    for (const [key, value] of roleDict?.entries() ?? []) {
      const target = this.resolve(value);
      if (target instanceof PDFName) roleMap.set(key.decodeText(), target.decodeText());
    }
    for (const [from] of roleMap) {
      if (standardTypes.has(from)) this.fail("pdf-role-map", "02-004", { detail: from });
    }
    const standardOf = new Map<string, string>();
    for (const name of roleMap.keys()) {
      // A cycle is a cycle wherever it starts, through standard types too (a remapped standard type).
      const path = new Set<string>([name]);
      for (let step = roleMap.get(name); step !== undefined; step = roleMap.get(step)) {
        if (path.has(step)) {
          this.fail("pdf-role-map", "02-003", { detail: name });
          break;
        }
        path.add(step);
      }
      if (standardTypes.has(name)) continue;
      const seen = new Set<string>([name]);
      let target = roleMap.get(name);
      while (target !== undefined && !standardTypes.has(target) && !seen.has(target)) {
        seen.add(target);
        target = roleMap.get(target);
      }
      if (target === undefined || !standardTypes.has(target))
        this.fail("pdf-role-map", "02-001", { detail: name });
      else standardOf.set(name, target);
    }
    const typeOf = (raw: string) => (standardTypes.has(raw) ? raw : (standardOf.get(raw) ?? raw));

    const classMap = this.getDict(root, "ClassMap");
    const nodes: StructNode[] = [];
    const tooBig = () => new Stop("structure-limit", String(pdfLimits.maxStructureElements));
    const visit = (kids: PDFObject | undefined, parent: StructNode | undefined, depth: number) => {
      if (depth > pdfLimits.maxStructureDepth) throw new Stop("structure-limit", `depth ${depth}`);
      const resolved = this.resolve(kids);
      const list = resolved instanceof PDFArray ? this.items(resolved) : resolved ? [resolved] : [];
      for (const kid of list) {
        const dict = this.dict(kid);
        if (!dict) continue;
        const kind = this.getName(dict, "Type");
        if (kind === "OBJR") {
          const target = this.dict(dict.get(PDFName.of("Obj")));
          if (target && parent) this.annotationParents.set(target, parent);
          continue;
        }
        if (kind === "MCR" || !this.has(dict, "S")) continue;
        if (this.structNodes.has(dict)) continue;
        if (nodes.length >= pdfLimits.maxStructureElements) throw tooBig();
        if (nodes.length % 5000 === 0) this.checkTime();
        const raw = this.getName(dict, "S") ?? "";
        const pageDict = this.getDict(dict, "Pg");
        const ownLang = this.getText(dict, "Lang");
        const node: StructNode = {
          dict,
          raw,
          type: typeOf(raw),
          parent,
          children: [],
          page: (pageDict && this.pageNumbers.get(pageDict)) ?? parent?.page,
          lang: ownLang || parent?.lang,
        };
        if (ownLang && !languageTag.test(ownLang))
          this.fail("pdf-language", "11-001", { page: node.page, detail: ownLang });
        this.structNodes.set(dict, node);
        nodes.push(node);
        parent?.children.push(node);
        visit(dict.get(PDFName.of("K")), node, depth + 1);
      }
    };
    visit(root.get(PDFName.of("K")), undefined, 0);
    this.readParentTree(root);

    for (const name of new Set(nodes.map((node) => node.raw))) {
      if (!standardTypes.has(name) && !roleMap.has(name))
        this.fail("pdf-role-map", "02-001", { detail: name });
    }

    const headings: StructNode[] = [];
    const noteIds = new Map<string, number>();
    for (const node of nodes) {
      const where = { page: node.page };
      const alt = this.getText(node.dict, "Alt");
      const actualText = this.has(node.dict, "ActualText");
      if (!this.catalogLang && !node.lang && (alt || actualText || this.has(node.dict, "E"))) {
        this.fail("pdf-language", "11-002", where);
      }
      switch (node.type) {
        case "Figure":
          if (!alt && !actualText) this.fail("pdf-figure-alt", "13-004", where);
          else if (alt) this.ask("pdf-figure-alt", "13-004", where);
          break;
        case "Formula":
          if (!alt && !actualText) this.fail("pdf-formula-alt", "17-002", where);
          break;
        case "Note": {
          const id = this.getText(node.dict, "ID");
          if (!id) this.fail("pdf-notes", "19-003", where);
          else noteIds.set(id, (noteIds.get(id) ?? 0) + 1);
          break;
        }
        case "Table":
          this.checkTable(node, classMap);
          break;
      }
      if (/^H[1-6]$/.test(node.type)) headings.push(node);
      this.checkNesting(node);
    }
    for (const [id, count] of noteIds) if (count > 1) this.fail("pdf-notes", "19-004", { detail: id });
    this.checkHeadings(nodes, headings);
  }

  private readParentTree(root: PDFDict): void {
    const tree = new Map<number, PDFObject>();
    const seen = new Set<PDFDict>();
    const walk = (node: PDFDict | undefined, depth: number) => {
      if (!node || seen.has(node) || depth > 32 || tree.size > 1_000_000) return;
      seen.add(node);
      const nums = this.items(this.getArray(node, "Nums"));
      for (let index = 0; index + 1 < nums.length; index += 2) {
        const key = nums[index];
        const value = this.resolve(nums[index + 1]);
        if (key instanceof PDFNumber && value) tree.set(key.asNumber(), value);
      }
      for (const kid of this.items(this.getArray(node, "Kids"))) walk(this.dict(kid), depth + 1);
    };
    walk(this.getDict(root, "ParentTree"), 0);
    this.parentTree = tree;
  }

  /** ISO 32000-1 Tables 333, 336 and 337: where table, list and TOC elements may stand. */
  private checkNesting(node: StructNode): void {
    const where = { page: node.page, detail: `${node.parent?.type ?? "StructTreeRoot"} > ${node.type}` };
    const parent = node.parent?.type;
    const kids = node.children.map((child) => child.type);
    const count = (type: string) => kids.filter((kid) => kid === type).length;
    const captionNotFirst = kids.slice(1).includes("Caption");
    const table = (ok: boolean, kidsDetail?: string) => {
      if (!ok)
        this.fail(
          "pdf-table-structure",
          "09-004",
          kidsDetail ? { page: node.page, detail: kidsDetail } : where,
        );
    };
    const list = (ok: boolean) => !ok && this.fail("pdf-list-structure", "09-005", where);
    const toc = (ok: boolean) => !ok && this.fail("pdf-toc-structure", "09-006", where);
    const kidsDetail = `${node.type} > ${kids.join(", ")}`;
    switch (node.type) {
      case "Table": {
        const inner = kids.filter(
          (kid, index) => !(kid === "Caption" && (index === 0 || index === kids.length - 1)),
        );
        table(
          inner.every((kid) => ["TR", "THead", "TBody", "TFoot"].includes(kid)) &&
            count("Caption") <= 1 &&
            count("THead") <= 1 &&
            count("TFoot") <= 1 &&
            ((count("THead") === 0 && count("TFoot") === 0) || count("TBody") > 0),
          kidsDetail,
        );
        break;
      }
      case "THead":
      case "TBody":
      case "TFoot":
        table(parent === "Table");
        table(
          kids.every((kid) => kid === "TR"),
          kidsDetail,
        );
        break;
      case "TR":
        table(["Table", "THead", "TBody", "TFoot"].includes(parent ?? ""));
        table(
          kids.every((kid) => kid === "TH" || kid === "TD"),
          kidsDetail,
        );
        break;
      case "TH":
      case "TD":
        table(parent === "TR");
        break;
      case "L":
        list(kids.every((kid) => ["L", "LI", "Caption"].includes(kid)) && !captionNotFirst);
        break;
      case "LI":
        list(parent === "L");
        list(kids.every((kid) => kid === "Lbl" || kid === "LBody"));
        break;
      case "LBody":
        list(parent === "LI");
        break;
      case "TOC":
        toc(kids.every((kid) => ["TOC", "TOCI", "Caption"].includes(kid)) && !captionNotFirst);
        break;
      case "TOCI":
        toc(parent === "TOC");
        break;
    }
  }

  /** Attribute values of an element for an owner ("Table"), from A and from its classes (C). */
  private attributes(node: StructNode, owner: string, classMap: PDFDict | undefined): Map<string, PDFObject> {
    const found = new Map<string, PDFObject>();
    const take = (object: PDFObject | undefined) => {
      const list = object instanceof PDFArray ? this.items(object) : object ? [object] : [];
      for (const item of list) {
        const dict = this.dict(item);
        if (!dict || this.getName(dict, "O") !== owner) continue;
        for (const [key, value] of dict.entries()) {
          const resolved = this.resolve(value);
          if (resolved) found.set(key.decodeText(), resolved);
        }
      }
    };
    const classes = this.get(node.dict, "C");
    for (const name of classes instanceof PDFArray ? this.items(classes) : classes ? [classes] : []) {
      if (name instanceof PDFName) take(this.get(classMap, name.decodeText()));
    }
    take(this.get(node.dict, "A"));
    return found;
  }

  private checkTable(table: StructNode, classMap: PDFDict | undefined): void {
    const cells: StructNode[] = [];
    const collect = (node: StructNode) => {
      for (const child of node.children) {
        if (child.type === "TH" || child.type === "TD") cells.push(child);
        else if (child.type !== "Table") collect(child);
      }
    };
    collect(table);
    const headers = cells.filter((cell) => cell.type === "TH");
    if (headers.length === 0) {
      if (cells.length > 0) this.ask("pdf-table-headers", "15-003", { page: table.page });
      return;
    }
    // Organised by Headers and IDs, a table's cells name their headers and TH needs no Scope (15-003); whether
    // each reference finds its header takes the table's grid, which is not built here.
    if (cells.some((cell) => this.attributes(cell, "Table", classMap).has("Headers"))) return;
    for (const header of headers) {
      if (!this.attributes(header, "Table", classMap).has("Scope")) {
        this.fail("pdf-table-headers", "15-003", { page: header.page });
      }
    }
  }

  private checkHeadings(nodes: StructNode[], numbered: StructNode[]): void {
    const usesH = nodes.some((node) => node.type === "H");
    if (usesH && numbered.length > 0) this.fail("pdf-headings", "14-007");
    for (const node of nodes) {
      if (node.children.filter((child) => child.type === "H").length > 1) {
        this.fail("pdf-headings", "14-006", { page: node.page });
      }
    }
    if (usesH) return;
    let previous = 0;
    for (const heading of numbered) {
      const level = Number(heading.type.slice(1));
      if (previous === 0 && level !== 1) {
        this.fail("pdf-headings", "14-002", { page: heading.page, detail: heading.type });
      } else if (previous > 0 && level > previous + 1) {
        this.fail("pdf-headings", "14-003", { page: heading.page, detail: `H${previous} → H${level}` });
      }
      previous = level;
    }
  }
}

function safe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function textOf(object: PDFObject | undefined): string | undefined {
  if (object instanceof PDFString || object instanceof PDFHexString) return safe(() => object.decodeText());
  return undefined;
}

function nameOf(value: ContentValue | undefined): string | undefined {
  return value && typeof value === "object" && "name" in value ? value.name : undefined;
}

function outside(rect: number[], box: number[]): boolean {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = rect;
  const [bx1 = 0, by1 = 0, bx2 = 0, by2 = 0] = box;
  return x2 < bx1 || x1 > bx2 || y2 < by1 || y1 > by2;
}

/**
 * Glyph names a reader maps to Unicode without a ToUnicode map: the Adobe Glyph List's forms (uniXXXX,
 * uXXXX, single letters and named glyphs), not the numbered names subset fonts invent (g12, cid34, index5).
 */
function standardGlyphName(name: string): boolean {
  if (/^(uni([0-9A-F]{4})+|u[0-9A-F]{4,6})(\..*)?$/.test(name)) return true;
  if (
    /^(g|G|glyph|cid|index|c|C|a|Identity\.)\d+$/.test(name) ||
    name.startsWith("#") ||
    name === ".notdef"
  ) {
    return false;
  }
  return /^[A-Za-z][A-Za-z0-9_.]*$/.test(name);
}

/** An XMP property of the PDF/UA identification schema, as element or attribute, with the prefix it uses. */
function xmpProperty(xmp: string, property: string): { prefix: string; value: string } | undefined {
  const namespace = "http://www.aiim.org/pdfua/ns/id/";
  const prefixes = new Set<string>();
  for (const match of xmp.matchAll(/xmlns:([A-Za-z0-9_.-]+)\s*=\s*["']([^"']*)["']/g)) {
    if (match[2] === namespace && match[1]) prefixes.add(match[1]);
  }
  for (const prefix of prefixes) {
    const element = new RegExp(`<${prefix}:${property}>\\s*([^<]*?)\\s*</${prefix}:${property}>`).exec(xmp);
    if (element) return { prefix, value: element[1] ?? "" };
    const attribute = new RegExp(`\\b${prefix}:${property}\\s*=\\s*["']([^"']*)["']`).exec(xmp);
    if (attribute) return { prefix, value: (attribute[1] ?? "").trim() };
  }
  return undefined;
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&");
}
