/**
 * A tiny typed translator. A catalog maps every key of a reference catalog (English) to a
 * template with `{placeholder}`s. Catalogs are typed against the reference, so a missing or an
 * extra key is a type error, and `translate` only accepts the placeholders a template names.
 */
export type Catalog<Keys extends string> = { readonly [K in Keys]: string };

type PlaceholderNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

export type TemplateParams<Template extends string> = Readonly<
  Record<PlaceholderNames<Template>, string | number>
>;

/** Extra arguments of `translate`: none for a template without placeholders, else its params. */
export type ParamsArg<Template extends string> = [PlaceholderNames<Template>] extends [never]
  ? []
  : [params: TemplateParams<Template>];

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** Names of the placeholders in a template, in order of appearance, without repeats. */
export function placeholdersOf(template: string): readonly string[] {
  const names: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** Fills `{name}` placeholders; a placeholder without a value is left as written. */
export function fill(template: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export type Translate<Reference extends Readonly<Record<string, string>>> = <
  K extends keyof Reference & string,
>(
  key: K,
  ...params: ParamsArg<Reference[K]>
) => string;

/** Binds one catalog; the reference catalog's literal types drive the placeholder checks. */
export function translator<Reference extends Readonly<Record<string, string>>>(
  catalog: Catalog<keyof Reference & string>,
): Translate<Reference> {
  return (key, ...params) => fill(catalog[key], params[0] as Record<string, string | number>);
}
