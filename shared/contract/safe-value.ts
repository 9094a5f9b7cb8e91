import { LIMITS } from './limits';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text is valid UTF-16 (no lone surrogate, which no screen can show and no UTF-8 file
 * can hold): a name, a message or an event name with one is refused at the boundary.
 */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/**
 * Checks that a value is plain JSON data of bounded size, without keys that could pollute
 * prototypes. Returns a sentence saying what is wrong, or null when the value is acceptable.
 * Runs before any schema so that hostile payloads never reach object spreading or lookups.
 * Texts must be valid UTF-16; a transport's envelope may leave that to the command inside it
 * (`checkText: false`), so the refusal can answer the request by its id.
 */
export function plainDataProblem(
  value: unknown,
  options: { readonly checkText: boolean } = { checkText: true },
): string | null {
  let nodes = 0;
  const stack: { readonly value: unknown; readonly depth: number; readonly path: string }[] = [
    { value, depth: 0, path: 'the message' },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    nodes += 1;
    if (nodes > LIMITS.nodes) return `the message has too many values (more than ${LIMITS.nodes})`;
    if (item.depth > LIMITS.depth)
      return `the message is nested too deeply (more than ${LIMITS.depth} levels)`;
    const current = item.value;
    if (current === null || typeof current === 'boolean') continue;
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return `${item.path} is not a finite number`;
      continue;
    }
    if (typeof current === 'string') {
      if (current.length > LIMITS.messageBytes) return `${item.path} is too long`;
      if (options.checkText && !isWellFormedText(current)) {
        return `${item.path} is not valid text (it contains a broken character: a lone UTF-16 surrogate)`;
      }
      continue;
    }
    if (Array.isArray(current)) {
      if (Object.getPrototypeOf(current) !== Array.prototype) return `${item.path} is not plain data`;
      current.forEach((element, index) =>
        stack.push({ value: element, depth: item.depth + 1, path: `${item.path}[${index}]` }),
      );
      continue;
    }
    if (typeof current === 'object') {
      const proto: unknown = Object.getPrototypeOf(current);
      if (proto !== Object.prototype && proto !== null) return `${item.path} is not plain data`;
      if (Object.getOwnPropertySymbols(current).length > 0) return `${item.path} is not plain data`;
      for (const key of Object.getOwnPropertyNames(current)) {
        if (FORBIDDEN_KEYS.has(key)) return `the key "${key}" is not allowed`;
        if (key.length > LIMITS.string) return 'a key of the message is too long';
        if (options.checkText && !isWellFormedText(key))
          return 'a key of the message is not valid text (a lone UTF-16 surrogate)';
        const descriptor = Object.getOwnPropertyDescriptor(current, key);
        if (!descriptor || !('value' in descriptor)) return `${item.path} is not plain data`;
        stack.push({ value: descriptor.value, depth: item.depth + 1, path: key });
      }
      continue;
    }
    return `${item.path} contains a ${typeof current}, which is not allowed`;
  }
  return null;
}
