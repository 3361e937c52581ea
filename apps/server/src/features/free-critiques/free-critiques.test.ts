import { freeCritiqueForm } from '@portal/domain/free-critiques/calls';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function resumePdf(): Promise<Blob> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const lines = ['Lena Vogel', 'lena.vogel@example.de | +49 30 12345678', 'Berufserfahrung', '• Verantwortlich für die Buchhaltung', '• Senkte die Kosten um 12 %', 'Ausbildung', 'B.A. Betriebswirtschaft, 2015', 'Kenntnisse', 'DATEV, Excel, SAP FI'];
  lines.forEach((text, i) => page.drawText(text, { x: 56, y: 730 - i * 18, size: i === 0 ? 24 : 11, font }));
  return new Blob([Buffer.from(await pdf.save())], { type: 'application/pdf' });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

const fields = { firstName: 'Lena', lastName: 'Vogel', email: 'lena@example.com', language: 'de' };

describe('the free critique', () => {
  it('takes a visitor\'s resume, makes the critique in the background and mails the link on the site\'s domain', async () => {
    const site = await t.factories.site('free-critique.test');
    const visitor = t.client(site.host);
    const sent = await visitor.request('POST', '/api/free-critique', { form: freeCritiqueForm(fields, await resumePdf(), 'lena.pdf') });
    expect(sent.status).toBe(200);
    const status = await until(
      () => visitor.get(`/api/free-critique/${sent.body.requestId}`),
      (res) => res.body.state !== 'queued',
    );
    expect(status.body).toMatchObject({ state: 'done', reviewPath: expect.stringMatching(/^\/review\//) });
    const review = await visitor.get(`/api${status.body.reviewPath}`);
    expect(review.body.data.critique).toMatchObject({ firstName: 'Lena', lastName: 'Vogel', email: 'lena@example.com' });
    expect(review.body.data.critique.review.language_section.checks[0]).toMatchObject({ flagged_text: 'Verantwortlich für' });
    expect(review.body.data.critique.review.structure_section.missing_sections_check.report_text).toContain('Profil');
    const mail = await until(
      async () => t.mails.find((m) => m.to === 'lena@example.com'),
      (m) => m !== undefined,
    );
    expect(mail!.text).toContain(`free-critique.test`);
    expect(mail!.text).toContain(status.body.reviewPath);
    // In the language the visitor asked in.
    expect(mail!.subject).toMatch(/^Ihre Lebenslauf-Bewertung von /);
    expect(mail!.text).toContain('Hallo Lena,');
  });

  it('mails that a scan could not be read and makes no critique', async () => {
    const site = await t.factories.site('free-critique-scan.test');
    const pdf = await PDFDocument.create();
    const page = pdf.addPage();
    for (let y = 700; y > 100; y -= 14) page.drawRectangle({ x: 50, y, width: 300, height: 7, color: rgb(0, 0, 0) });
    const visitor = t.client(site.host);
    const sent = await visitor.request('POST', '/api/free-critique', { form: freeCritiqueForm({ ...fields, email: 'scan@example.com' }, new Blob([Buffer.from(await pdf.save())]), 'scan.pdf') });
    const status = await until(
      () => visitor.get(`/api/free-critique/${sent.body.requestId}`),
      (res) => res.body.state !== 'queued',
    );
    expect(status.body).toEqual({ status: true, state: 'unreadable', reviewPath: null });
    const mail = await until(
      async () => t.mails.find((m) => m.to === 'scan@example.com'),
      (m) => m !== undefined,
    );
    expect(mail!.subject).toMatch(/^Wir konnten Ihren Lebenslauf nicht lesen/);
    expect(mail!.text).toContain('Die Datei hat keine Textebene');
  });

  it('refuses a bad form before reading the file, other file types, and too many requests from one address', async () => {
    const site = await t.factories.site('free-critique-limits.test');
    const visitor = t.client(site.host);
    const bad = await visitor.request('POST', '/api/free-critique', { form: freeCritiqueForm({ ...fields, email: 'not-an-email' }, await resumePdf(), 'x.pdf') });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ email: 'Enter a valid email' });
    const png = await visitor.request('POST', '/api/free-critique', { form: freeCritiqueForm(fields, new Blob([Buffer.from('\x89PNG\r\n\x1a\n')]), 'x.png') });
    expect(png.status).toBe(415);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await visitor.request('POST', '/api/free-critique', { form: freeCritiqueForm(fields, await resumePdf(), 'x.pdf') })).status);
    // Five per address and hour; the refused picture took one.
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    expect((await visitor.get('/api/free-critique/unknown-id')).status).toBe(404);
  });
});
