/** The English messages must have exactly the shape of the German ones; only the texts differ. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : { readonly [Key in keyof T]: Translation<T[Key]> };
