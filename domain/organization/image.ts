/**
 * A club's crest and banner (seed 3 §3 Organisation, §5: "Crest at least 800x800 pixels; banner at least
 * 1024x768 pixels"; §9 file limit one file, 10 MB). PNG or JPEG only; the dimensions are read from the file's
 * own header — in the browser before upload and again on the server from the bytes it received — so neither
 * trusts the other. No image decoder: the PNG IHDR chunk and the JPEG start-of-frame segment carry the size.
 */
import { M } from '../messages.ts';

export const ORG_IMAGE_KINDS = ['crest', 'banner'] as const;
export type OrgImageKind = (typeof ORG_IMAGE_KINDS)[number];
export const ORG_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ORG_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const ORG_IMAGE_MIN: Record<OrgImageKind, { width: number; height: number }> = {
  crest: { width: 800, height: 800 },
  banner: { width: 1024, height: 768 },
};

export interface ImageSize {
  type: (typeof ORG_IMAGE_TYPES)[number];
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type and pixel size of a PNG or JPEG from its bytes; undefined for anything else or a broken header. */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const u32 = (i: number) =>
    ((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0;
  const u16 = (i: number) => (bytes[i]! << 8) | bytes[i + 1]!;
  if (bytes.length >= 24 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) {
    // The first chunk must be IHDR: length 13, then width and height.
    if (u32(8) !== 13 || String.fromCharCode(...bytes.slice(12, 16)) !== 'IHDR') return undefined;
    const width = u32(16);
    const height = u32(20);
    return width > 0 && height > 0 ? { type: 'image/png', width, height } : undefined;
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1]!;
      if (marker === 0xff) {
        i += 1; // fill byte
        continue;
      }
      if (marker === 0xd9 || marker === 0xda) return undefined; // end of image or scan before a frame
      if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        i += 2; // markers without a length
        continue;
      }
      const length = u16(i + 2);
      if (length < 2) return undefined;
      // Start of frame: SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        const height = u16(i + 5);
        const width = u16(i + 7);
        return width > 0 && height > 0 ? { type: 'image/jpeg', width, height } : undefined;
      }
      i += 2 + length;
    }
  }
  return undefined;
}

/** The message id of an image that is too small for its kind, or undefined when it is large enough. */
export function imageTooSmall(kind: OrgImageKind, size: { width: number; height: number }) {
  const min = ORG_IMAGE_MIN[kind];
  if (size.width >= min.width && size.height >= min.height) return undefined;
  return kind === 'crest' ? M.crestTooSmall.id : M.bannerTooSmall.id;
}

/** A club's image as the public page links it: the hash makes each upload a new, long-cacheable URL. */
export const orgImagePath = (orgId: string, kind: OrgImageKind, hash: string) =>
  `/api/v1/organization/${encodeURIComponent(orgId)}/${kind}?v=${hash.slice(0, 16)}`;
