/** JSON-shaped data, as a push carries it. */
type Plain = null | boolean | number | string | readonly Plain[] | { readonly [key: string]: Plain };
type Container = Plain[] | { [key: string]: Plain };

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Deep equality of JSON data. */
export function samePlain(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as Plain[];
    return a.length === other.length && a.every((item, index) => samePlain(item, other[index]));
  }
  const left = a as { [key: string]: Plain };
  const right = b as { [key: string]: Plain };
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && samePlain(left[key], right[key]));
}

/**
 * Makes `target` (reactive state) equal to `source` by writing only what differs, so a screen
 * updates just the parts of the page whose data changed: a new score rewrites one number, not
 * every text on the screen. Arrays and objects are changed in place where both sides have one;
 * anything else is replaced. `previous`, the plain data `target` was last made equal to, lets
 * unchanged parts be skipped without reading the reactive state at all. Returns the value to
 * keep (a replacement when the shapes differ).
 */
export function reconcile<T>(target: unknown, source: T, previous?: unknown): T {
  return previous !== undefined && samePlain(previous, source)
    ? (target as T)
    : merge(target, source, previous);
}

/** `reconcile` where `source` is known to differ from `previous`: each part is compared once. */
function merge<T>(target: unknown, source: T, previous: unknown): T {
  if (!isContainer(target) || !isContainer(source) || Array.isArray(target) !== Array.isArray(source)) {
    return source;
  }
  const before =
    isContainer(previous) && Array.isArray(previous) === Array.isArray(source) ? previous : undefined;
  if (Array.isArray(target)) {
    const from = source as Plain[];
    const old = before as Plain[] | undefined;
    if (target.length > from.length) target.length = from.length;
    from.forEach((item, index) => {
      if (old && index < old.length && samePlain(old[index], item)) return;
      const next = merge(target[index], item, old?.[index]);
      if (target[index] !== next) target[index] = next;
    });
    return target as T;
  }
  const into = target as { [key: string]: Plain };
  const from = source as { [key: string]: Plain };
  const old = before as { [key: string]: Plain } | undefined;
  for (const key of Object.keys(old ?? into)) if (!Object.hasOwn(from, key)) delete into[key];
  for (const [key, value] of Object.entries(from)) {
    if (old && Object.hasOwn(old, key) && samePlain(old[key], value)) continue;
    const present = Object.hasOwn(into, key);
    const current = present ? into[key] : undefined;
    const next = merge(current, value, old?.[key]);
    if (present && current === next) continue;
    if (key === '__proto__') {
      // Data here, not the prototype: define it rather than call the setter.
      Object.defineProperty(into, key, { value: next, writable: true, enumerable: true, configurable: true });
    } else {
      into[key] = next;
    }
  }
  return target as T;
}
