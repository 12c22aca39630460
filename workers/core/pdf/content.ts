/**
 * A tokenizer for PDF content streams (ISO 32000-1, 7.8.2): yields each operator with its operands, enough
 * to follow marked content, text state and XObjects. Strings, arrays and dictionaries are read as values;
 * inline image data is skipped; anything unreadable is stepped over, never thrown.
 */

export type ContentValue =
  | number
  | boolean
  | null
  | { name: string }
  | { string: string }
  | ContentValue[]
  | Map<string, ContentValue>;

export type Operation = { operator: string; operands: ContentValue[] };

const whitespace = new Set([0, 9, 10, 12, 13, 32]);
const delimiters = new Set(["(", ")", "<", ">", "[", "]", "{", "}", "/", "%"]);

export function* operations(text: string, maxTokens = 2_000_000): Generator<Operation> {
  let position = 0;
  let tokens = 0;
  const operands: ContentValue[] = [];

  const isWhite = (index: number) => whitespace.has(text.charCodeAt(index));
  const skipWhite = () => {
    while (position < text.length) {
      if (isWhite(position)) position++;
      else if (text[position] === "%") {
        while (position < text.length && text[position] !== "\n" && text[position] !== "\r") position++;
      } else break;
    }
  };
  const word = () => {
    const start = position;
    while (position < text.length && !isWhite(position) && !delimiters.has(text[position] as string))
      position++;
    return text.slice(start, position);
  };
  const literal = (): string => {
    let depth = 0;
    let out = "";
    while (position < text.length) {
      const char = text[position++] as string;
      if (char === "\\") {
        const next = text[position++] ?? "";
        const octal = /^[0-7]{1,3}/.exec(text.slice(position - 1, position + 2));
        if (octal) {
          out += String.fromCharCode(Number.parseInt(octal[0], 8) & 0xff);
          position += octal[0].length - 1;
        } else out += escapes[next] ?? (next === "\r" || next === "\n" ? "" : next);
        continue;
      }
      if (char === "(" && depth++ === 0) continue;
      if (char === ")" && --depth === 0) return out;
      out += char;
    }
    return out;
  };

  // Values nest; a depth cap keeps a hostile "[[[[…" from exhausting the stack.
  const value = (depth: number): ContentValue | undefined => {
    skipWhite();
    const char = text[position];
    if (char === undefined || depth > 64) {
      position = text.length;
      return undefined;
    }
    if (char === "/") {
      position++;
      return { name: word() };
    }
    if (char === "(") return { string: decodeBytes(literal()) };
    if (char === "<" && text[position + 1] === "<") {
      position += 2;
      const dict = new Map<string, ContentValue>();
      for (;;) {
        skipWhite();
        if (position >= text.length) return dict;
        if (text[position] === ">" && text[position + 1] === ">") {
          position += 2;
          return dict;
        }
        const key = value(depth + 1);
        const entry = value(depth + 1);
        if (key && typeof key === "object" && "name" in key && entry !== undefined) dict.set(key.name, entry);
        else if (entry === undefined) return dict;
      }
    }
    if (char === "<") {
      const end = text.indexOf(">", position);
      const hex = text.slice(position + 1, end < 0 ? text.length : end).replace(/[^0-9A-Fa-f]/g, "");
      position = end < 0 ? text.length : end + 1;
      const bytes = (hex.length % 2 ? `${hex}0` : hex).match(/../g) ?? [];
      return {
        string: decodeBytes(bytes.map((pair) => String.fromCharCode(Number.parseInt(pair, 16))).join("")),
      };
    }
    if (char === "[") {
      position++;
      const items: ContentValue[] = [];
      for (;;) {
        skipWhite();
        if (position >= text.length) return items;
        if (text[position] === "]") {
          position++;
          return items;
        }
        const item = value(depth + 1);
        if (item === undefined) return items;
        items.push(item);
      }
    }
    if (char === "]" || char === ")" || char === ">" || char === "{" || char === "}") {
      position++;
      return null;
    }
    const token = word();
    if (token === "") {
      position++;
      return null;
    }
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) return Number(token);
    if (token === "true" || token === "false") return token === "true";
    if (token === "null") return null;
    return { operator: token } as unknown as ContentValue;
  };

  while (position < text.length && tokens++ < maxTokens) {
    const item = value(0);
    if (item === undefined) break;
    if (item && typeof item === "object" && "operator" in item) {
      const operator = (item as { operator: string }).operator;
      if (operator === "ID") {
        // Inline image data runs to an EI between whitespace.
        const end = /\sEI(?=\s|$)/g;
        end.lastIndex = position;
        const found = end.exec(text);
        position = found ? found.index + 3 : text.length;
        yield { operator: "BI", operands: [] };
        operands.length = 0;
        continue;
      }
      if (operator === "BI") continue;
      yield { operator, operands: operands.splice(0) };
      continue;
    }
    operands.push(item);
    // A run of operands without an operator is garbage; keep the stack small.
    if (operands.length > 64) operands.shift();
  }
}

const escapes: Record<string, string> = {
  n: "\n",
  r: "\r",
  t: "\t",
  b: "\b",
  f: "\f",
  "(": "(",
  ")": ")",
  "\\": "\\",
};

/** A string's bytes (one a character) as text: UTF-16BE after its byte order mark, else as they are. */
function decodeBytes(bytes: string): string {
  if (!bytes.startsWith("\xfe\xff")) return bytes;
  let out = "";
  for (let index = 2; index + 1 < bytes.length; index += 2) {
    out += String.fromCharCode((bytes.charCodeAt(index) << 8) | bytes.charCodeAt(index + 1));
  }
  return out;
}
