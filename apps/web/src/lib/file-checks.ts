import { fileTypeOf } from './file-type';

/** What one upload field accepts, with the server's limits and messages (from `@market/domain`). */
export type UploadRules = {
  /** MIME types recognised from the content (magic bytes), as the server checks them. */
  types: readonly string[];
  maxBytes: number;
  /** How many files the field holds in all. */
  maxCount: number;
  messages: { type: string; size: string; count: string };
};

/** A chosen file refused on selection, with what to do instead (shown beside the file's name). */
export type RefusedFile = { name: string; message: string };

/**
 * Checks chosen files before anything is uploaded, in the server's order: type read from the
 * content (a text file renamed .jpg is refused whatever the browser believes), then size, then
 * count (`currentCount` files are there already). Returns the files that may be added and each
 * refused file with its message.
 */
export async function checkFiles(
  files: readonly File[],
  currentCount: number,
  rules: UploadRules,
): Promise<{ accepted: File[]; refused: RefusedFile[] }> {
  const types = await Promise.all(files.map((file) => fileTypeOf(file)));
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  files.forEach((file, i) => {
    const type = types[i];
    if (!type || !rules.types.includes(type)) refused.push({ name: file.name, message: rules.messages.type });
    else if (file.size > rules.maxBytes) refused.push({ name: file.name, message: rules.messages.size });
    else if (currentCount + accepted.length >= rules.maxCount)
      refused.push({ name: file.name, message: rules.messages.count });
    else accepted.push(file);
  });
  return { accepted, refused };
}

/** The rules of a field that holds a single file (nothing to count). */
export type SingleUploadRules = {
  types: readonly string[];
  maxBytes: number;
  messages: { type: string; size: string };
};

/** Checks one chosen file (a field that holds a single file): the message to show, or null. */
export async function checkFile(file: File, rules: SingleUploadRules): Promise<string | null> {
  const { refused } = await checkFiles([file], 0, {
    ...rules,
    maxCount: 1,
    messages: { ...rules.messages, count: '' },
  });
  return refused[0]?.message ?? null;
}
