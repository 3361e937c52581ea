import { fileTypeFromFile } from 'file-type';
import { extensionOf } from '@portal/domain/files/rules';
import { FILE_TYPES, UPLOAD_TYPES, type FileExtension, type MagicFamily, type UploadContext } from '@portal/domain/limits';

// The first bytes of each family with a fixed signature; zip-based families share the zip one.
const SIGNATURES: Partial<Record<MagicFamily, Buffer>> = {
  pdf: Buffer.from('%PDF-'),
  ole: Buffer.from('d0cf11e0a1b11ae1', 'hex'),
  ooxml: Buffer.from('504b0304', 'hex'),
  odf: Buffer.from('504b0304', 'hex'),
  rtf: Buffer.from('{\\rtf'),
  jpeg: Buffer.from('ffd8ff', 'hex'),
  png: Buffer.from('89504e470d0a1a0a', 'hex'),
};

// Enough of the start to read an ODF package's first zip entry (header, name, the MIME type).
const HEAD_BYTES = 4096;

/** The extension a file claims, when the context accepts it; null otherwise. */
export function claimedType(context: UploadContext, fileName: string): FileExtension | null {
  const ext = extensionOf(fileName);
  const allowed: readonly string[] = UPLOAD_TYPES[context].extensions;
  return allowed.includes(ext) ? (ext as FileExtension) : null;
}

/**
 * Decides whether an upload's bytes are what its name says, while they stream past: the fixed
 * signature as soon as the first bytes are in (so a wrong file is refused before the rest arrives),
 * text validity chunk by chunk, and the zip-based formats' inner type once the file is complete.
 */
export class ContentCheck {
  private readonly family: MagicFamily;
  private head = Buffer.alloc(0);
  private signatureChecked = false;
  private readonly text = new TextDecoder('utf-8', { fatal: true });
  private failed = false;

  constructor(private readonly ext: FileExtension) {
    this.family = FILE_TYPES[ext].magic;
  }

  /** Takes the next chunk; false as soon as the content can no longer be of the claimed type. */
  push(chunk: Buffer): boolean {
    if (this.failed) return false;
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    const signature = SIGNATURES[this.family];
    if (signature && !this.signatureChecked && this.head.length >= signature.length) {
      this.signatureChecked = true;
      if (!this.head.subarray(0, signature.length).equals(signature)) return this.fail();
    }
    if (this.family === 'text' && !this.isText(chunk)) return this.fail();
    return true;
  }

  /** After the last chunk, with the complete file on disk: the final word on its type. */
  async finish(path: string): Promise<boolean> {
    if (this.failed) return false;
    const signature = SIGNATURES[this.family];
    if (signature && !this.signatureChecked) return false;
    switch (this.family) {
      case 'text':
        return this.textComplete();
      case 'odf':
        return odfMimeType(this.head) === FILE_TYPES[this.ext].mimeTypes[0];
      case 'ooxml':
        // Word and Excel files are both zips; only the parts inside tell them apart.
        return (await fileTypeFromFile(path))?.ext === this.ext;
      default:
        return true;
    }
  }

  private isText(chunk: Buffer): boolean {
    if (chunk.includes(0)) return false;
    try {
      this.text.decode(chunk, { stream: true });
      return true;
    } catch {
      return false;
    }
  }

  private textComplete(): boolean {
    try {
      // Flushing throws when the file ends inside a multi-byte character.
      this.text.decode();
      return true;
    } catch {
      return false;
    }
  }

  private fail(): false {
    this.failed = true;
    return false;
  }
}

/**
 * The MIME type an OpenDocument package declares: its first zip entry must be `mimetype`, stored
 * uncompressed, holding the type (ODF 1.2 part 3, 3.3). Null when the start is not laid out so.
 */
export function odfMimeType(head: Buffer): string | null {
  if (head.length < 30 || head.readUInt32LE(0) !== 0x04034b50) return null;
  const method = head.readUInt16LE(8);
  const size = head.readUInt32LE(18);
  const nameLength = head.readUInt16LE(26);
  const extraLength = head.readUInt16LE(28);
  const nameEnd = 30 + nameLength;
  if (method !== 0 || head.toString('latin1', 30, nameEnd) !== 'mimetype') return null;
  const start = nameEnd + extraLength;
  if (size > 200 || head.length < start + size) return null;
  return head.toString('latin1', start, start + size);
}
