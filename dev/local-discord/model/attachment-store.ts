export interface UploadedFile {
  /** The multipart field name, e.g. `files[0]`. */
  fieldName: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface StoredFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * Uploaded file bytes, served back at /attachments/{id}/{filename}. Bounded by a byte budget:
 * when it is exceeded the oldest files are dropped (their URLs then answer 404), so a long
 * benchmark that uploads an image per move cannot exhaust memory.
 */
export class AttachmentStore {
  private readonly files = new Map<string, StoredFile>();
  private storedBytes = 0;

  constructor(private readonly maxBytes: number) {}

  put(id: string, file: StoredFile): void {
    this.files.set(id, file);
    this.storedBytes += file.data.length;
    for (const [oldestId, oldest] of this.files) {
      if (this.storedBytes <= this.maxBytes || oldestId === id) break;
      this.files.delete(oldestId);
      this.storedBytes -= oldest.data.length;
    }
  }

  get(id: string): StoredFile | undefined {
    return this.files.get(id);
  }

  delete(id: string): void {
    const file = this.files.get(id);
    if (!file) return;
    this.files.delete(id);
    this.storedBytes -= file.data.length;
  }
}
