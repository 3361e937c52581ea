import { PDFDocument } from 'pdf-lib';
import { sampleDocx } from '../../seed/demo-docx';
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
/** A real (minimal) Word document: upload checks recognise docx by content. */
export function docxBytes(): Buffer {
  return sampleDocx('Draft', ['A paragraph of the draft.']);
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
