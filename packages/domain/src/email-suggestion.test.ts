import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email-suggestion.js';

describe('e-mail typo suggestions', () => {
  it.each([
    ['ann@gmial.com', 'ann@gmail.com'],
    ['ann@hotmial.com', 'ann@hotmail.com'],
    ['ann@yaho.com', 'ann@yahoo.com'],
    ['ann@gmail.con', 'ann@gmail.com'],
    ['ann@outlok.com', 'ann@outlook.com'],
    ['ann@gmaik.com', 'ann@gmail.com'],
  ])('suggests a correction for %s', (input, expected) => {
    expect(suggestEmail(input)).toBe(expected);
  });

  it.each(['ann@gmail.com', 'ann@mail.com', 'ann@company.io', 'ann@yahoo.de', 'not-an-email'])(
    'leaves %s alone',
    (input) => {
      expect(suggestEmail(input)).toBeNull();
    },
  );
});
