/** How many leading bytes are read to tell a file's type (file-type's own sample size). */
const SAMPLE_BYTES = 4100;

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The MIME type of a chosen file read from its content (magic bytes), as the server checks it
 * (plugins/uploads.ts, the same `file-type` library), or null when no known type is recognised:
 * a text file renamed `.jpg` is null, whatever its name or the browser's guess. The library is
 * loaded on the first check only, so pages without an upload never download it.
 */
export async function fileTypeOf(file: Blob): Promise<string | null> {
  try {
    const [{ fileTypeFromBuffer }, bytes] = await Promise.all([
      import('file-type'),
      readBytes(file.slice(0, SAMPLE_BYTES)),
    ]);
    return (await fileTypeFromBuffer(new Uint8Array(bytes)))?.mime ?? null;
  } catch {
    return null;
  }
}
