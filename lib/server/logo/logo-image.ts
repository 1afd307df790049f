// What counts as a logo we will serve from our own origin: a raster image of a known type, small,
// whose bytes are what its Content-Type says. No SVG: served from our origin, an SVG document could
// carry script; a sniffed mismatch (HTML labelled image/png) is refused the same way.

/** Larger logos are refused: the consent screen shows 44x44 pixels. */
export const MAX_LOGO_BYTES = 256 * 1024;

export const LOGO_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** The media type of a Content-Type header when it is one we serve, else null. */
export function logoType(contentType: string | null | undefined): LogoType | null {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return (LOGO_TYPES as readonly string[]).includes(type) ? (type as LogoType) : null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The bytes begin with the signature of `type`. */
export function hasSignatureOf(type: LogoType, bytes: Uint8Array): boolean {
  switch (type) {
    case "image/png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "image/jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "image/gif":
      return startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"));
    case "image/webp":
      return startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8);
  }
}
