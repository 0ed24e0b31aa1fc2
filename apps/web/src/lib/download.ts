/**
 * Saving a file the API sent (fetched with a bearer token, so a plain link cannot fetch it): the
 * name the server gave, when it has the expected shape, and the hand-over to the browser.
 */

/** The file name of a `content-disposition` header when it matches `pattern`, else null. */
export function fileNameFrom(disposition: string | null, pattern: RegExp): string | null {
  const name = disposition?.match(/filename="?([^";]+)"?/i)?.[1]?.trim();
  return name && pattern.test(name) ? name : null;
}

/** Saves `blob` as `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
