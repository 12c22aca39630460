/**
 * Small handmade PDFs for the PDF/UA checks: a conforming one-page document by default, and every option
 * breaks one thing, so that each failure condition has a file that shows it and nothing else.
 */
import {
  type PDFArray,
  type PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFRef,
  PDFString,
} from "pdf-lib";

export type Element = {
  type: string;
  alt?: string;
  actualText?: string;
  lang?: string;
  id?: string;
  /** Table attribute Scope ("Column", "Row", "Both"). */
  scope?: string;
  /** Table attribute Headers (IDs of header cells). */
  headers?: string[];
  /** Marked content on the page that belongs to this element. */
  mcid?: number;
  /** Index into the options' annotations: the element holds that annotation (OBJR). */
  annotation?: number;
  kids?: Element[];
};

export type Annotation = {
  subtype: "Link" | "Widget" | "Text" | "FileAttachment";
  contents?: string;
  /** A widget's field: its name and its tooltip (TU). */
  field?: { name: string; tooltip?: string };
  hidden?: boolean;
  fileSpecification?: { f?: string; uf?: string };
};

export type PdfOptions = {
  tagged?: boolean;
  lang?: string | null;
  title?: string | null;
  displayDocTitle?: boolean | null;
  pdfUa?: "1" | "2" | null;
  suspects?: boolean;
  roleMap?: Record<string, string>;
  structure?: Element[];
  /** The page's content stream; the default draws one tagged (MCID 0) or untagged line of text. */
  content?: string;
  font?: "embedded" | "not-embedded" | "no-unicode";
  annotations?: Annotation[];
  tabs?: string | null;
  encryption?: { permissions?: number };
  optionalContent?: { name?: string; as?: boolean };
  embeddedFile?: { f?: string; uf?: string };
  referenceXObject?: boolean;
  xfaDynamic?: boolean;
  outlines?: boolean;
  pages?: number;
  objectStreams?: boolean;
};

const defaultStructure: Element[] = [{ type: "H1", mcid: 0 }];

function xmp(title: string | null, pdfUa: string | null): string {
  return `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
${title === null ? "" : `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${title}</rdf:li></rdf:Alt></dc:title>`}
${pdfUa === null ? "" : `<pdfuaid:part>${pdfUa}</pdfuaid:part>`}
</rdf:Description></rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;
}

export async function buildPdf(options: PdfOptions = {}): Promise<Uint8Array> {
  const tagged = options.tagged ?? true;
  const document = await PDFDocument.create({ updateMetadata: false });
  const context = document.context;
  const catalog = document.catalog;
  const name = (value: string) => PDFName.of(value);

  const lang = options.lang === undefined ? "de-DE" : options.lang;
  if (lang !== null) catalog.set(name("Lang"), PDFString.of(lang));
  const title = options.title === undefined ? "Allgemeine Geschäftsbedingungen" : options.title;
  const metadata = context.stream(
    new TextEncoder().encode(xmp(title, options.pdfUa === undefined ? "1" : options.pdfUa)),
    {
      Type: "Metadata",
      Subtype: "XML",
    },
  );
  catalog.set(name("Metadata"), context.register(metadata));
  const display = options.displayDocTitle === undefined ? true : options.displayDocTitle;
  if (display !== null) catalog.set(name("ViewerPreferences"), context.obj({ DisplayDocTitle: display }));

  const font =
    options.font === "not-embedded"
      ? context.obj({ Type: "Font", Subtype: "Type1", BaseFont: "Helvetica", Encoding: "WinAnsiEncoding" })
      : context.obj({
          Type: "Font",
          Subtype: "TrueType",
          BaseFont: "ABCDEF+Arial",
          ...(options.font === "no-unicode" ? {} : { Encoding: "WinAnsiEncoding" }),
          FontDescriptor: context.register(
            context.obj({
              Type: "FontDescriptor",
              FontName: "ABCDEF+Arial",
              Flags: options.font === "no-unicode" ? 4 : 32,
              FontFile2: context.register(context.stream("not a real font program")),
            }),
          ),
        });
  const fontRef = context.register(font);
  const content =
    options.content ??
    (tagged
      ? "/H1 <</MCID 0>> BDC BT /F1 12 Tf 72 720 Td (Hallo) Tj ET EMC /Artifact BMC 0 0 10 10 re f EMC"
      : "BT /F1 12 Tf 72 720 Td (Hallo) Tj ET");

  const pageRefs: PDFRef[] = [];
  const annotationRefs: PDFRef[] = [];
  for (let index = 0; index < (options.pages ?? 1); index++) {
    const page = document.addPage([595, 842]);
    const xobjects: Record<string, PDFRef> = {};
    if (options.referenceXObject && index === 0) {
      xobjects.X1 = context.register(
        context.stream("", {
          Type: "XObject",
          Subtype: "Form",
          BBox: [0, 0, 10, 10],
          Ref: { F: "other.pdf", Page: 0 },
        }),
      );
    }
    page.node.set(name("Resources"), context.obj({ Font: { F1: fontRef }, XObject: xobjects }));
    page.node.set(name("Contents"), context.register(context.flateStream(content)));
    if (tagged) page.node.set(name("StructParents"), context.obj(index));
    const tabs = options.tabs === undefined ? "S" : options.tabs;
    if (index === 0 && options.annotations?.length) {
      if (tabs !== null) page.node.set(name("Tabs"), name(tabs));
      const annots = context.obj([]) as PDFArray;
      for (const [at, annotation] of options.annotations.entries()) {
        const dict = context.obj({
          Type: "Annot",
          Subtype: annotation.subtype,
          Rect: [72, 600, 200, 620],
          F: annotation.hidden ? 2 : 4,
          StructParent: 1000 + at,
        }) as PDFDict;
        if (annotation.contents !== undefined)
          dict.set(name("Contents"), PDFHexString.fromText(annotation.contents));
        if (annotation.subtype === "Link")
          dict.set(name("A"), context.obj({ S: "URI", URI: PDFString.of("https://example.com/") }));
        if (annotation.field) {
          dict.set(name("T"), PDFString.of(annotation.field.name));
          dict.set(name("FT"), name("Tx"));
          if (annotation.field.tooltip) dict.set(name("TU"), PDFHexString.fromText(annotation.field.tooltip));
        }
        if (annotation.fileSpecification) {
          const specification = context.obj({
            Type: "Filespec",
            EF: { F: context.register(context.stream("x")) },
          }) as PDFDict;
          if (annotation.fileSpecification.f)
            specification.set(name("F"), PDFString.of(annotation.fileSpecification.f));
          if (annotation.fileSpecification.uf)
            specification.set(name("UF"), PDFHexString.fromText(annotation.fileSpecification.uf));
          dict.set(name("FS"), specification);
        }
        const ref = context.register(dict);
        annotationRefs.push(ref);
        annots.push(ref);
      }
      page.node.set(name("Annots"), annots);
      if (options.annotations.some((annotation) => annotation.field)) {
        catalog.set(
          name("AcroForm"),
          context.obj({ Fields: annotationRefs.filter((_, at) => options.annotations?.[at]?.field) }),
        );
      }
    }
    pageRefs.push(page.ref);
  }

  if (tagged) {
    catalog.set(
      name("MarkInfo"),
      context.obj({ Marked: true, ...(options.suspects ? { Suspects: true } : {}) }),
    );
    const rootRef = context.nextRef();
    const parentTreeNums: (number | PDFRef | PDFArray)[] = [];
    const mcidParents: PDFRef[] = [];
    const build = (element: Element, parent: PDFRef): PDFRef => {
      const ref = context.nextRef();
      const dict = context.obj({
        Type: "StructElem",
        S: element.type,
        P: parent,
        Pg: pageRefs[0] as PDFRef,
      }) as PDFDict;
      if (element.alt !== undefined) dict.set(name("Alt"), PDFHexString.fromText(element.alt));
      if (element.actualText !== undefined)
        dict.set(name("ActualText"), PDFHexString.fromText(element.actualText));
      if (element.lang !== undefined) dict.set(name("Lang"), PDFString.of(element.lang));
      if (element.id !== undefined) dict.set(name("ID"), PDFString.of(element.id));
      if (element.scope || element.headers) {
        const attributes = context.obj({ O: "Table" }) as PDFDict;
        if (element.scope) attributes.set(name("Scope"), name(element.scope));
        if (element.headers)
          attributes.set(name("Headers"), context.obj(element.headers.map((id) => PDFString.of(id))));
        dict.set(name("A"), attributes);
      }
      const kids = context.obj([]) as PDFArray;
      if (element.mcid !== undefined) {
        kids.push(context.obj(element.mcid));
        mcidParents[element.mcid] = ref;
      }
      if (element.annotation !== undefined) {
        const annotationRef = annotationRefs[element.annotation] as PDFRef;
        kids.push(context.obj({ Type: "OBJR", Obj: annotationRef }));
        parentTreeNums.push(1000 + element.annotation, ref);
      }
      for (const kid of element.kids ?? []) kids.push(build(kid, ref));
      dict.set(name("K"), kids);
      context.assign(ref, dict);
      return ref;
    };
    const documentRef = build({ type: "Document", kids: options.structure ?? defaultStructure }, rootRef);
    parentTreeNums.unshift(0, context.obj(mcidParents));
    const root = context.obj({
      Type: "StructTreeRoot",
      K: documentRef,
      ParentTree: { Nums: parentTreeNums },
      ...(options.roleMap ? { RoleMap: options.roleMap } : {}),
    });
    context.assign(rootRef, root);
    catalog.set(name("StructTreeRoot"), rootRef);
  }

  if (options.encryption) {
    const encrypt = context.obj({
      Filter: "Standard",
      V: 1,
      R: 2,
      O: PDFString.of("o"),
      U: PDFString.of("u"),
    }) as PDFDict;
    if (options.encryption.permissions !== undefined)
      encrypt.set(name("P"), context.obj(options.encryption.permissions));
    context.trailerInfo.Encrypt = context.register(encrypt);
  }
  if (options.optionalContent) {
    const group = context.register(context.obj({ Type: "OCG", Name: PDFString.of("Ebene 1") }));
    const config = context.obj({ Order: [group] }) as PDFDict;
    if (options.optionalContent.name) config.set(name("Name"), PDFString.of(options.optionalContent.name));
    if (options.optionalContent.as) config.set(name("AS"), context.obj([]));
    catalog.set(name("OCProperties"), context.obj({ OCGs: [group], D: config }));
  }
  if (options.embeddedFile) {
    const specification = context.obj({
      Type: "Filespec",
      EF: { F: context.register(context.stream("x")) },
    }) as PDFDict;
    if (options.embeddedFile.f) specification.set(name("F"), PDFString.of(options.embeddedFile.f));
    if (options.embeddedFile.uf)
      specification.set(name("UF"), PDFHexString.fromText(options.embeddedFile.uf));
    catalog.set(
      name("Names"),
      context.obj({ EmbeddedFiles: { Names: [PDFString.of("a.txt"), specification] } }),
    );
  }
  if (options.xfaDynamic) {
    const config = context.register(
      context.stream(
        "<config><present><pdf><dynamicRender>required</dynamicRender></pdf></present></config>",
      ),
    );
    catalog.set(name("AcroForm"), context.obj({ Fields: [], XFA: [PDFString.of("config"), config] }));
  }
  if (options.outlines) {
    const outlinesRef = context.nextRef();
    const item = context.register(context.obj({ Title: PDFString.of("Kapitel"), Parent: outlinesRef }));
    context.assign(outlinesRef, context.obj({ Type: "Outlines", First: item, Last: item, Count: 1 }));
    catalog.set(name("Outlines"), outlinesRef);
  }
  return document.save({ useObjectStreams: options.objectStreams ?? false });
}
