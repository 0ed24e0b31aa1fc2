/** A message with files goes as multipart (`message` + repeated `attachments`), otherwise as JSON. */
export function messageBody(
  fields: Record<string, string | undefined>,
  files: readonly File[],
): FormData | Record<string, string> {
  const defined = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  if (files.length === 0) return defined;
  const form = new FormData();
  for (const [key, value] of Object.entries(defined)) form.append(key, value);
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}
