/**
 * The npm package stopword ships no types: its lists of function words per language (ISO 639-3 names),
 * used by the language checks.
 */
declare module "stopword" {
  export const dan: string[];
  export const deu: string[];
  export const eng: string[];
  export const fra: string[];
  export const ita: string[];
  export const nld: string[];
  export const nob: string[];
  export const por: string[];
  export const spa: string[];
  export const swe: string[];
}
