import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRefusedText, isStorableText, refusedCharacter, storableText } from './text.js';

describe('text the database can store', () => {
  it('refuses NUL, the other C0 controls and unpaired surrogates, naming the character', () => {
    expect(refusedCharacter('IT-\u0000')).toBe('U+0000');
    expect(refusedCharacter('a\u0007b')).toBe('U+0007');
    expect(refusedCharacter('\u001b[31m')).toBe('U+001B');
    expect(refusedCharacter('x\ud800')).toBe('U+D800');
    expect(refusedCharacter('\udc00x')).toBe('U+DC00');
    expect(refusedCharacter('\udc00\ud800')).toBe('U+DC00');
  });

  // The property checks below take about a second alone and much longer on a busy machine.
  it('accepts tab, new lines, emoji, right-to-left text and other printable Unicode', {
    timeout: 60_000,
  }, () => {
    for (const ok of ['a\tb\r\nc', '😀 tea', 'שלום \u202e', 'café', '\u00a0\u200b', '', 'x'.repeat(10_000)]) {
      expect(isStorableText(ok)).toBe(true);
    }
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => isStorableText(s)));
  });

  it('agrees with a plain definition on any string', { timeout: 60_000 }, () => {
    const refused = (s: string) =>
      [...s].some((ch) => {
        const cp = ch.codePointAt(0)!;
        return (cp < 0x20 && cp !== 9 && cp !== 10 && cp !== 13) || (cp >= 0xd800 && cp <= 0xdfff);
      });
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => isStorableText(s) === !refused(s)));
  });

  it('finds refused strings and keys anywhere in an input, with their paths', () => {
    expect(
      findRefusedText({ a: 'ok', b: [{ c: 'x\u0000' }, 'fine', 'y\u0001'], 'k\u0000': 1, n: 5 }),
    ).toEqual([
      { path: [], message: 'A field name contains a character that is not allowed' },
      { path: ['b', 0, 'c'], message: 'Contains a character that is not allowed (U+0000)' },
      { path: ['b', 2], message: 'Contains a character that is not allowed (U+0001)' },
    ]);
    expect(findRefusedText('\u0000')).toEqual([{ path: [], message: expect.any(String) }]);
    expect(findRefusedText({ a: ['ok', { b: 1, c: null, d: true }] })).toEqual([]);
  });

  it('walks very deep and very wide inputs without recursion, up to a limit', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findRefusedText(deep)[0]?.path).toHaveLength(100_000);
    expect(
      findRefusedText(
        Array.from({ length: 1000 }, () => '\u0000'),
        5,
      ),
    ).toHaveLength(5);
  });

  it('is available as a zod string for forms', () => {
    expect(storableText().safeParse('fine').success).toBe(true);
    const bad = storableText().safeParse('a\u0000');
    expect(bad.error?.issues[0]?.message).toBe('Contains a character that is not allowed (U+0000)');
  });
});
