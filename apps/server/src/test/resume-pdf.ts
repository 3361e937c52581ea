import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page resume PDF with a text layer, one line per entry (the first as a large heading): for the critique tests and journeys. */
export async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((text, i) => page.drawText(text, { x: 56, y: 730 - i * 18, size: i === 0 ? 24 : 11, font }));
  return Buffer.from(await pdf.save());
}
