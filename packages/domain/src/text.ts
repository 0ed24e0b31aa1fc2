import { z } from 'zod';

/**
 * Text the database can store and people can read. Refused: the C0 control characters other
 * than tab, line feed and carriage return (PostgreSQL cannot store U+0000 in text or jsonb at
 * all, and the others have no place in a form field), and unpaired UTF-16 surrogates (they
 * have no UTF-8 encoding; a driver would silently store U+FFFD instead).
 */
export function refusedCharacter(text: string): string | undefined {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x20) {
      if (unit === 0x09 || unit === 0x0a || unit === 0x0d) continue;
      return codePoint(unit);
    }
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++;
      continue;
    }
    return codePoint(unit);
  }
  return undefined;
}

const codePoint = (unit: number) => `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;

export const isStorableText = (text: string): boolean => refusedCharacter(text) === undefined;

export const refusedTextMessage = (character: string) =>
  `Contains a character that is not allowed (${character})`;
export const REFUSED_KEY_MESSAGE = 'A field name contains a character that is not allowed';

/** A zod check (for `.superRefine`) that adds the rule's issue to a string holding a refused character. */
export const checkStorableText = (value: string, ctx: z.RefinementCtx) => {
  const character = refusedCharacter(value);
  if (character) ctx.addIssue({ code: 'custom', message: refusedTextMessage(character) });
};

/**
 * A string field that refuses what `refusedCharacter` refuses. The server checks every raw
 * input already; fields that decode a value themselves (JSON inside a form field) need it too.
 */
export const storableText = () => z.string().superRefine(checkStorableText);

export type RefusedText = { path: (string | number)[]; message: string };

type Node = { value: unknown; key?: string | number; parent?: Node };

const pathOf = (node: Node): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let n: Node | undefined = node; n?.parent; n = n.parent) path.unshift(n.key!);
  return path;
};

/**
 * Every string (and object key) in a parsed input that holds a refused character, with its
 * path; at most `limit` of them. Walks without recursion and without copying paths, so any
 * nesting depth and size is safe and linear.
 */
export function findRefusedText(value: unknown, limit = 20): RefusedText[] {
  const found: RefusedText[] = [];
  const stack: Node[] = [{ value }];
  while (stack.length > 0 && found.length < limit) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      const character = refusedCharacter(current);
      if (character) found.push({ path: pathOf(node), message: refusedTextMessage(character) });
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: node });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        if (!isStorableText(key)) found.push({ path: pathOf(node), message: REFUSED_KEY_MESSAGE });
        else stack.push({ value: (current as Record<string, unknown>)[key], key, parent: node });
      }
    }
  }
  return found.slice(0, limit);
}
