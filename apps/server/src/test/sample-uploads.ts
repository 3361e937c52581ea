import zlib from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { FileExtension } from '@portal/domain/limits';
import { sampleDocx } from '../seed/demo-docx';

// Small but well-formed files of every type an upload may have, for the API tests and the browser
// journeys: the server checks content, so each must really be what its extension says.

async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(title, { x: 50, y: 750, size: 18, font });
  return Buffer.from(await doc.save());
}

/** An OpenDocument text (or another ODF type): the stored `mimetype` entry first, as ODF requires. */
export function odt(text: string, mimetype = 'application/vnd.oasis.opendocument.text'): Buffer {
  const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:text><text:p>${text}</text:p></office:text></office:body></office:document-content>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="${mimetype}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`;
  return Buffer.from(
    zipSync({
      mimetype: [strToU8(mimetype), { level: 0 }],
      'content.xml': strToU8(content),
      'META-INF/manifest.xml': strToU8(manifest),
    }),
  );
}

/** A spreadsheet package (the parts that make it Excel rather than Word). */
function xlsx(): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
      'xl/workbook.xml': strToU8('<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>'),
    }),
  );
}

/** An old-format Word file's container: the compound-file header with its signature, one sector. */
function doc(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  return header;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
  return out;
}

/** A 1x1 RGB PNG. */
export function png(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const pixels = zlib.deflateSync(Buffer.from([0, 30, 100, 200]));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', ihdr), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

// The smallest baseline JPEG decoders accept (1x1, one grey pixel).
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** One sample per type, with the name a person would give it. */
export async function sampleUpload(ext: FileExtension): Promise<{ name: string; bytes: Buffer }> {
  const name = `Sample ${ext.toUpperCase()} file.${ext}`;
  const bytes: Record<FileExtension, () => Buffer | Promise<Buffer>> = {
    pdf: () => pdf('My old resume'),
    docx: () => sampleDocx('My old resume', ['Ten years of sales.']),
    doc,
    odt: () => odt('My old resume'),
    rtf: () => Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}}\\f0\\fs24 My old resume\\par }'),
    txt: () => Buffer.from('My old resume\nTen years of sales — in Zürich and São Paulo.\n'),
    csv: () => Buffer.from('year,role\n2020,Sales lead\n'),
    xlsx,
    jpg: () => JPEG,
    jpeg: () => JPEG,
    png,
  };
  return { name, bytes: await bytes[ext]() };
}
