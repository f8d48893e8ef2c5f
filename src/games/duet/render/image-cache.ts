export interface ImageCache {
  /** The cached image, or `render()` stored under the key: an unchanged image is never drawn twice. */
  getOrRender(key: string, render: () => Buffer): Buffer;
  get(key: string): Buffer | undefined;
  readonly size: number;
}

/** A least-recently-used cache of rendered images, e.g. keyed by `gameId:version:kind`. */
export function createImageCache(maxEntries: number): ImageCache {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new RangeError('maxEntries must be a positive integer');
  const entries = new Map<string, Buffer>();
  const get = (key: string) => {
    const image = entries.get(key);
    if (image) {
      entries.delete(key);
      entries.set(key, image);
    }
    return image;
  };
  return {
    get,
    getOrRender(key, render) {
      const cached = get(key);
      if (cached) return cached;
      const image = render();
      entries.set(key, image);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return image;
    },
    get size() {
      return entries.size;
    },
  };
}
