/**
 * A name inside a sentence, isolated from the text around it (U+2068 FIRST STRONG ISOLATE …
 * U+2069 POP DIRECTIONAL ISOLATE): a right-to-left name no longer pulls the numbers next to it
 * into its run ("محمد علي 13 – 3 Bruno" stays in that order). Screens isolate names in markup
 * (`<bdi>`, `dir="auto"`); strings that carry a name into a sentence use this.
 */
export function isolate(name: string): string {
  return `\u2068${name}\u2069`;
}
