import { strToU8, zipSync } from 'fflate';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MAX_DOCX_XML_BYTES } from './docx';
import { readResume } from './read-resume';

async function twoColumnPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText('Dana Whitfield-Kim', { x: 50, y: 790, size: 24, font: bold });
  page.drawText('SKILLS', { x: 40, y: 740, size: 12, font: bold });
  page.drawText('EXPERIENCE', { x: 240, y: 740, size: 12, font: bold });
  for (let i = 0; i < 12; i++) {
    page.drawText(`Left item ${i + 1}`, { x: 40, y: 720 - i * 14, size: 10, font: regular });
    page.drawText(`- Right bullet number ${i + 1} with enough words to be long`, { x: 240, y: 720 - i * 14, size: 10, font: regular });
  }
  page.drawText('Wrapped bullet that goes on', { x: 240, y: 500, size: 10, font: regular });
  return pdf.save();
}

const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"';

function docx(parts: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(parts).map(([name, body]) => [name, strToU8(body.replace('<w:document>', `<w:document ${w}>`).replace('<w:hdr>', `<w:hdr ${w}>`))])));
}
const p = (text: string, props = '', run = '') => `<w:p><w:pPr>${props}</w:pPr><w:r><w:rPr>${run}</w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

describe('reading PDF', () => {
  it('reads two columns one after the other, the name spanning above them first, with sizes and bold', async () => {
    const read = await readResume(await twoColumnPdf());
    if (read.status !== 'read') throw new Error(read.detail);
    const texts = read.doc.lines.map((line) => line.text);
    expect(read.doc.twoColumns).toBe(true);
    expect(texts[0]).toBe('Dana Whitfield-Kim');
    expect(read.doc.lines[0]).toMatchObject({ size: 24, bold: true });
    expect(texts.indexOf('Left item 12')).toBeLessThan(texts.indexOf('EXPERIENCE'));
    expect(texts.slice(1, 14)).toEqual(['SKILLS', ...Array.from({ length: 12 }, (_, i) => `Left item ${i + 1}`)]);
    expect(read.doc.lines.filter((line) => line.bullet)).toHaveLength(12);
  });
  it('says a PDF without a text layer is unreadable instead of guessing', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage();
    for (let y = 700; y > 100; y -= 14) page.drawRectangle({ x: 50, y, width: 300, height: 7, color: rgb(0, 0, 0) });
    expect(await readResume(await pdf.save())).toMatchObject({ status: 'unreadable', reason: 'no_text_layer' });
  });
  it('refuses damaged and unknown files with a reason', async () => {
    expect(await readResume(strToU8('%PDF-1.7 this is not a pdf'))).toMatchObject({ status: 'unreadable', reason: 'damaged' });
    expect(await readResume(strToU8('just some text'))).toMatchObject({ status: 'unreadable', reason: 'unsupported_type' });
    expect(await readResume(new Uint8Array())).toMatchObject({ status: 'unreadable', reason: 'empty' });
  });
});

describe('reading Word', () => {
  it('reads the header first, numbering as bullets, bold runs, tables cell by cell and a text box once', async () => {
    const body = `<w:document><w:body>
      ${p('Dana Whitfield-Kim', '<w:pStyle w:val="Title"/>', '<w:b/><w:sz w:val="44"/>')}
      ${p('Experience', '<w:pStyle w:val="Heading1"/>')}
      ${p('Cut costs by 20 percent', '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>')}
      <w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent>${p('Boxed skills: SQL, Tableau')}</w:txbxContent></w:drawing></mc:Choice><mc:Fallback><w:pict><w:txbxContent>${p('Boxed skills: SQL, Tableau')}</w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>
      <w:tbl><w:tr><w:tc>${p('Left cell')}</w:tc><w:tc>${p('Right cell')}</w:tc></w:tr></w:tbl>
      <w:sectPr/></w:body></w:document>`;
    const header = `<w:hdr>${p('dana@example.com | +44 20 7946 0958')}</w:hdr>`;
    const read = await readResume(docx({ 'word/document.xml': body, 'word/header1.xml': header, 'word/header2.xml': header }));
    if (read.status !== 'read') throw new Error(read.detail);
    expect(read.doc.lines.map((line) => [line.text, line.source, line.bullet, line.column])).toEqual([
      ['dana@example.com | +44 20 7946 0958', 'header', false, 0],
      ['Dana Whitfield-Kim', 'body', false, 0],
      ['Experience', 'body', false, 0],
      ['Cut costs by 20 percent', 'body', true, 0],
      ['Boxed skills: SQL, Tableau', 'textbox', false, 0],
      ['Left cell', 'table', false, 1],
      ['Right cell', 'table', false, 2],
    ]);
    expect(read.doc.lines[1]).toMatchObject({ bold: true, size: 22 });
  });
  it('says a Word file without text, or a zip that is no Word file, cannot be read', async () => {
    expect(await readResume(docx({ 'word/document.xml': `<w:document><w:body>${p('Resume')}</w:body></w:document>` }))).toMatchObject({ status: 'unreadable', reason: 'empty' });
    expect(await readResume(docx({ 'xl/workbook.xml': '<workbook/>' }))).toMatchObject({ status: 'unreadable', reason: 'unsupported_type' });
  });

  it('refuses a small zip whose text unpacks past the limit, without unpacking it (a zip bomb)', async () => {
    const filler = `<w:document><w:body>${p('Resume '.repeat(40))}${'<w:p/>'.repeat(MAX_DOCX_XML_BYTES / 6)}</w:body></w:document>`;
    const bomb = docx({ 'word/document.xml': filler });
    expect(bomb.length).toBeLessThan(100_000);
    expect(await readResume(bomb)).toMatchObject({ status: 'unreadable', reason: 'damaged', detail: expect.stringMatching(/too large to read/) });
  });
});
