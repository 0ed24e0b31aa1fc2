/** A real PNG's first bytes (signature and IHDR), so the content check finds a PNG. */
const PNG_HEAD = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
  1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
];

/** Gives a small test file the size the check should see (no need to allocate megabytes). */
function sized(file: File, size: number | undefined): File {
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A file whose content is a PNG (the content check recognises it), optionally reporting `size` bytes. */
export const pngFile = (name: string, size?: number) =>
  sized(new File([new Uint8Array(PNG_HEAD)], name, { type: 'image/png' }), size);

/** A file whose content is a JPEG (JFIF header). */
export const jpegFile = (name: string, size?: number) =>
  sized(
    new File(
      [
        new Uint8Array([
          0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
        ]),
      ],
      name,
      {
        type: 'image/jpeg',
      },
    ),
    size,
  );

/** A file whose content is a GIF; the browser gave it no type. */
export const gifFile = (name: string, size?: number) =>
  sized(new File(['GIF89a\x01\x00\x01\x00\x00\x00\x00;'], name, { type: '' }), size);

/** A file whose content is a WEBP (RIFF container, VP8 chunk). */
export const webpFile = (name: string, size?: number) =>
  sized(
    new File(['RIFF', new Uint8Array([26, 0, 0, 0]), 'WEBPVP8 ', new Uint8Array(14)], name, {
      type: 'image/webp',
    }),
    size,
  );

/** A file whose content is a PDF. */
export const pdfFile = (name: string, size?: number) =>
  sized(new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'], name, { type: 'application/pdf' }), size);

/** Plain text under a picture's name and type: the browser believes it, the content check does not. */
export const textAsImage = (name: string) =>
  new File(['just some text, not a picture'], name, { type: 'image/jpeg' });
