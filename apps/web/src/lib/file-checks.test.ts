import { describe, expect, it } from 'vitest';
import { pdfFile, pngFile, textAsImage } from '@/test/file-fixtures';
import { checkFile, checkFiles, type UploadRules } from './file-checks';

const RULES: UploadRules = {
  types: ['image/png', 'application/pdf'],
  maxBytes: 1000,
  maxCount: 2,
  messages: { type: 'wrong type', size: 'too big', count: 'too many' },
};

describe('checkFiles', () => {
  it('reads the type from the content, then checks the size, then the count', async () => {
    const { accepted, refused } = await checkFiles(
      [
        textAsImage('fake.jpg'),
        pngFile('big.png', 1001),
        pngFile('a.png', 1000),
        pdfFile('b.pdf'),
        pngFile('c.png'),
      ],
      0,
      RULES,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'b.pdf']);
    expect(refused).toEqual([
      { name: 'fake.jpg', message: 'wrong type' },
      { name: 'big.png', message: 'too big' },
      { name: 'c.png', message: 'too many' },
    ]);
  });

  it('counts the files already there', async () => {
    const { accepted, refused } = await checkFiles([pngFile('a.png'), pngFile('b.png')], 1, RULES);
    expect(accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(refused).toEqual([{ name: 'b.png', message: 'too many' }]);
  });
});

describe('checkFile', () => {
  it('returns the message of a refused file, or null', async () => {
    const single = { types: RULES.types, maxBytes: RULES.maxBytes, messages: RULES.messages };
    expect(await checkFile(pdfFile('ok.pdf'), single)).toBeNull();
    expect(await checkFile(textAsImage('x.jpg'), single)).toBe('wrong type');
    expect(await checkFile(pngFile('x.png', 2000), single)).toBe('too big');
  });
});
