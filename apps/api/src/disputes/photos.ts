import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { DISPUTE_PHOTO_TYPES } from '@borong/contracts/disputes';
import { HttpError } from '../app/errors';

export type PhotoType = (typeof DISPUTE_PHOTO_TYPES)[number];

/** A decoded photo above this many pixels (about 7000 × 7000) is refused before it is decoded: a small file must not expand into gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Photos are kept at most this wide and high; a seller judges damage, not print quality. */
const MAX_SIDE = 2048;

/** The type a photo's first bytes say it is (JPEG, PNG or WebP), whatever its name or declared type claims; null for anything else. */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export const unsupportedPhoto = () => new HttpError(415, 'Photos must be JPEG, PNG or WebP images', { photos: ['must be a JPEG, PNG or WebP image'] }, undefined, 'UNSUPPORTED_PHOTO');

/**
 * A dispute photo as it is kept: decoded and encoded again in its own format, turned upright by
 * its EXIF orientation, at most MAX_SIDE on a side, with no metadata (EXIF, GPS, XMP, ICC:
 * sharp writes none unless asked), under a random name. Bytes that only begin like an image, or
 * do not decode, are a 415.
 */
export async function reencodePhoto(bytes: Buffer): Promise<{ name: string; contentType: PhotoType; content: Buffer }> {
  const contentType = sniffPhotoType(bytes);
  if (!contentType) throw unsupportedPhoto();
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded = contentType === 'image/jpeg' ? image.jpeg({ quality: 85 }) : contentType === 'image/png' ? image.png() : image.webp({ quality: 85 });
  let content: Buffer;
  try {
    content = await encoded.toBuffer();
  } catch {
    throw unsupportedPhoto();
  }
  const extension = contentType.slice('image/'.length).replace('jpeg', 'jpg');
  return { name: `${randomBytes(16).toString('hex')}.${extension}`, contentType, content };
}
