/**
 * A type inferred from a zod schema, read-only all the way down: the views the host pushes are
 * never changed by who receives them. Functions are left as they are.
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? readonly DeepReadonly<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
      : T;
