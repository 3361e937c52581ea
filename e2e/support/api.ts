import { expect, request, type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { sampleDocx } from '../../apps/server/src/seed/demo-docx';
import { E2E_PORT } from '../playwright.config';
import { DEMO_PASSWORD } from './session';

export type FileRef = { key: string; originalname: string; mimetype: string; size: number };

/** A signed-in API client, for the other side of a journey (the writer's uploads, say). */
export async function apiAs(email: string, base = `http://localhost:${E2E_PORT}`): Promise<APIRequestContext & { upload: (name: string, bytes: Buffer, context: string) => Promise<FileRef> }> {
  const ctx = await request.newContext({ baseURL: base, extraHTTPHeaders: { 'x-requested-with': 'XMLHttpRequest' } });
  const login = await ctx.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), `sign-in of ${email}`).toBe(200);
  return Object.assign(ctx, {
    async upload(name: string, bytes: Buffer, context: string) {
      const res = await ctx.post(`/api/file/upload?context=${context}`, { multipart: { file: { name, mimeType: 'application/octet-stream', buffer: bytes } } });
      expect(res.status(), `upload of ${name}`).toBe(200);
      return ((await res.json()) as { file: FileRef }).file;
    },
  });
}

export async function pdfNamed(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(title, { x: 50, y: 750, size: 18, font });
  return Buffer.from(await doc.save());
}

export const docxNamed = (title: string) => sampleDocx(title, ['Written for the journey test.']);
