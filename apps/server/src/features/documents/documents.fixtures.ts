import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import type { SiteConfig } from '@portal/domain/sites/calls';
import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import type { TestApp } from '../../test/test-app';

// Shared set-up of the documents tests: real PDF and Word bytes (the upload checks content), a
// site with a customer, two writers and a reviewer, and signed-in clients for each.

export async function pdfBytes(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
}

/** The smallest .docx the type check recognises: a stored (uncompressed) zip with the Word parts. */
export function docxBytes(): Buffer {
  const entries: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

export const MODULES = {
  previous: { id: 'previous_document', title: 'Upload Your Current Resume' },
  revision: { id: 'revision_process', title: 'Review Your Drafts' },
  final: { id: 'final_document', title: 'Final Resume' },
  linkedin: { id: 'final_linkedin', title: 'LinkedIn Profile Document' },
} as const;
export const ALL_MODULES = [MODULES.previous, MODULES.revision, MODULES.final];

export type World = {
  site: TestSite;
  customer: TestUser;
  otherCustomer: TestUser;
  writer: TestUser;
  otherWriter: TestUser;
  reviewer: TestUser;
  admin: TestUser;
  as: { customer: TestClient; otherCustomer: TestClient; writer: TestClient; otherWriter: TestClient; reviewer: TestClient; admin: TestClient };
};

/** A site with every role signed in, each in its own client. */
export async function buildWorld(t: TestApp, host: string, settings: Partial<SiteConfig['website_settings']> = {}): Promise<World> {
  const site = await t.factories.site(host, { settings });
  const people = {
    customer: await t.factories.user(site, 'user'),
    otherCustomer: await t.factories.user(site, 'user'),
    writer: await t.factories.user(site, 'writer'),
    otherWriter: await t.factories.user(site, 'writer'),
    reviewer: await t.factories.user(site, 'reviewer'),
    admin: await t.factories.user(site, 'admin'),
  };
  const as = {} as World['as'];
  for (const [name, user] of Object.entries(people)) {
    const client = t.client(site.host);
    await client.signIn(user.email);
    as[name as keyof World['as']] = client;
  }
  return { site, ...people, as };
}

/** Uploads a file and answers its `file` (the FileRef the document calls take). */
export async function uploaded(client: TestClient, name: string, bytes: Buffer, context: string) {
  const res = await client.upload(name, bytes, context);
  if (res.status !== 200) throw new Error(`upload of ${name} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.file as { key: string; originalname: string; mimetype: string; size: number };
}
