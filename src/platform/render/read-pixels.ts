import type { Canvas } from '@napi-rs/canvas';
import { collectGarbage } from '../threads/collect-garbage.js';

/**
 * Pixels read back between two young-generation collections. Freed this often, the same few MiB
 * are read into again while still in the processor's cache: 200 boards drawn after a burst took
 * 5.1-5.2 ms each with 4 MiB, 6.1-6.5 ms with 16 MiB and 8 ms with 64.
 */
const READ_BYTES_PER_COLLECTION = 4 * 2 ** 20;

let readSinceCollection = 0;

/**
 * The canvas's pixels (RGBA). @napi-rs/canvas hands them over as native memory V8 barely
 * counts, and a render thread allocates little else, so V8 left the read-back pixels of
 * thousands of bands uncollected: +1.3 GB of RSS after 600 reads of a 2 MB canvas on a thread.
 * A minor collection every few MiB read keeps that small and is faster too (fresh pages
 * cost more than the collection).
 */
export function readPixels(canvas: Canvas): Buffer {
  const pixels = canvas.data();
  countPixelBytes(pixels.length);
  return pixels;
}

/**
 * Counts pixels made without a read-back (a band put together from tiles) as if read: a band's
 * compressed bytes and the picture it goes into are freed by the same young collections.
 */
export function countPixelBytes(bytes: number): void {
  readSinceCollection += bytes;
  if (readSinceCollection >= READ_BYTES_PER_COLLECTION) {
    readSinceCollection = 0;
    collectGarbage('minor');
  }
}
