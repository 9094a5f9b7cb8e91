/**
 * A name inside a sentence, isolated from the text around it (U+2068 FIRST STRONG ISOLATE …
 * U+2069 POP DIRECTIONAL ISOLATE): a right-to-left name no longer pulls the numbers next to it
 * into its run ("محمد علي 13 – 3 Bruno" stays in that order). Screens isolate names in markup
 * (`<bdi>`, `dir="auto"`); strings that carry a name into a sentence use this.
 */
export function isolate(name: string): string {
  return `\u2068${name}\u2069`;
}

/**
 * The parts of a side's name to isolate one by one: a doubles pair named by its players (no name
 * of its own, or the players joined with " / ") is each player in the order entered, so
 * [محمد, Bruno Rossi] reads "محمد / Bruno Rossi" and never "Bruno Rossi / محمد" (isolated as one
 * run, the pair would take the first name's direction and turn round). A side's own name (a team
 * name, a singles player) is one part.
 */
export function sideNameParts(name: string, players: readonly string[]): readonly string[] {
  const named = players.filter((player) => player !== '');
  if (named.length > 1 && (name === '' || name === named.join(' / '))) return named;
  return [name || named.join(' / ')];
}

/** A side's name inside a sentence: each of its parts (see sideNameParts) isolated on its own. */
export function isolateSide(name: string, players: readonly string[]): string {
  return sideNameParts(name, players).map(isolate).join(' / ');
}
