/**
 * Large downloads (a site report's CSV and JSON) are written piece by piece as the reader takes them,
 * instead of as one string: the Worker then holds the report, not the report and its whole file.
 */

/** Pieces are sent in parts of about this many characters: few enough writes, little held at once. */
const PART_CHARS = 64 * 1024;

/** Text pieces as a UTF-8 byte stream, made only as fast as the reader asks for them. */
export function textStream(pieces: Iterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let iterator: Iterator<string> | undefined;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      iterator ??= pieces[Symbol.iterator]();
      let part = "";
      while (part.length < PART_CHARS) {
        const next = iterator.next();
        if (next.done) {
          if (part) controller.enqueue(encoder.encode(part));
          controller.close();
          return;
        }
        part += next.value;
      }
      controller.enqueue(encoder.encode(part));
    },
    cancel() {
      iterator?.return?.();
    },
  });
}

/**
 * A value as JSON in pieces: the listed arrays of its top level one element a piece, everything else
 * in one piece at the start. The text equals JSON.stringify of the value with those keys moved last.
 */
export function* jsonPieces<T extends Record<string, unknown>>(
  value: T,
  listed: readonly (keyof T & string)[],
): Generator<string> {
  const head = Object.fromEntries(Object.entries(value).filter(([key]) => !listed.includes(key)));
  const opening = JSON.stringify(head);
  yield opening.slice(0, -1);
  let first = opening === "{}";
  for (const key of listed) {
    const items = value[key];
    if (!Array.isArray(items)) continue;
    yield `${first ? "" : ","}${JSON.stringify(key)}:[`;
    first = false;
    for (let index = 0; index < items.length; index++) {
      yield (index > 0 ? "," : "") + (JSON.stringify(items[index]) ?? "null");
    }
    yield "]";
  }
  yield "}";
}
