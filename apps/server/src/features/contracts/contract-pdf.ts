import { rgb } from 'pdf-lib';
import type { Block } from './contract-html';
import { MUTED, PAGE, PdfLayout, TEXT } from './pdf-layout';

export type ContractPdfInput = {
  companyName: string;
  title: string;
  orderNumber: number;
  blocks: Block[];
  signature: { png: Buffer | null; signerName: string | null; signedAt: Date | null };
};

const BODY = { size: 10.5, lineHeight: 15 };
const HEADINGS: Record<number, { size: number; lineHeight: number }> = {
  1: { size: 17, lineHeight: 22 },
  2: { size: 14.5, lineHeight: 20 },
  3: { size: 12.5, lineHeight: 18 },
};
const MINOR_HEADING = { size: 11, lineHeight: 16 };
const INDENT = 18;
const SIGNATURE_WIDTH = 245;

/** "Monday, March 3, 2025 at 2:05:00 PM UTC": the spec's long format with time, in UTC. */
export const longUtc = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' }).format(date).replace(/[\u202f\u00a0]/g, ' ');

/**
 * The signed contract as a PDF: the company and the contract's title, its text as headings,
 * paragraphs and lists, then the signature image with the signer's name and the signing time.
 */
export async function writeContractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const pdf = await PdfLayout.create();
  const fileName = `Contract-${input.orderNumber}`;
  pdf.doc.setTitle(`${pdf.printable(input.title)} (${fileName})`);
  pdf.doc.setAuthor(pdf.printable(input.companyName));
  pdf.doc.setCreator(pdf.printable(input.companyName));
  if (input.signature.signedAt) pdf.doc.setCreationDate(input.signature.signedAt);

  pdf.line(input.companyName, { size: 11, lineHeight: 16, colour: MUTED, bold: true });
  pdf.line(input.title, { size: 20, lineHeight: 28, bold: true });
  pdf.line(`Order #${input.orderNumber}`, { size: 10, lineHeight: 14, colour: MUTED });
  pdf.rule();
  pdf.space(6);

  for (const block of input.blocks) writeBlock(pdf, block);

  await writeSignature(pdf, input.signature);
  addFooters(pdf, fileName);
  return pdf.doc.save();
}

function writeBlock(pdf: PdfLayout, block: Block): void {
  switch (block.kind) {
    case 'heading': {
      const style = HEADINGS[block.level] ?? MINOR_HEADING;
      // Keep a heading with the first lines that follow it.
      pdf.ensure(style.lineHeight + 8 + BODY.lineHeight * 2);
      pdf.space(8);
      pdf.runs(block.runs, style);
      pdf.space(3);
      return;
    }
    case 'paragraph':
      pdf.runs(block.runs, BODY, block.indent * INDENT);
      pdf.space(6);
      return;
    case 'item': {
      const indent = (block.indent || 1) * INDENT;
      const marker = pdf.printable(block.marker);
      const width = pdf.fonts.regular.widthOfTextAtSize(`${marker} `, BODY.size) + 2;
      pdf.runs(block.runs, BODY, indent, { text: marker, width });
      pdf.space(3);
      return;
    }
    case 'rule':
      pdf.rule();
  }
}

async function writeSignature(pdf: PdfLayout, signature: ContractPdfInput['signature']): Promise<void> {
  const image = signature.png ? await embedSignature(pdf, signature.png) : null;
  const imageHeight = image ? (image.height / image.width) * SIGNATURE_WIDTH : 0;
  pdf.space(14);
  pdf.ensure(imageHeight + 110);
  pdf.rule();
  pdf.line('Signature', { size: 13, lineHeight: 20, bold: true });
  pdf.space(4);
  if (image) {
    pdf.y -= imageHeight;
    pdf.page.drawRectangle({ x: PAGE.margin, y: pdf.y, width: SIGNATURE_WIDTH, height: imageHeight, borderColor: rgb(0.85, 0.87, 0.9), borderWidth: 0.6, color: rgb(1, 1, 1) });
    pdf.page.drawImage(image, { x: PAGE.margin, y: pdf.y, width: SIGNATURE_WIDTH, height: imageHeight });
    pdf.space(8);
  } else {
    pdf.line('Signed electronically.', { size: BODY.size, lineHeight: BODY.lineHeight, colour: MUTED });
  }
  pdf.line(`Signed by: ${signature.signerName ?? 'the customer'}`, { ...BODY, bold: true });
  if (signature.signedAt) pdf.line(`Signed on: ${longUtc(signature.signedAt)}`, { ...BODY, colour: TEXT });
}

// A stored image that cannot be read is left out rather than failing the whole download.
async function embedSignature(pdf: PdfLayout, png: Buffer) {
  try {
    return await pdf.doc.embedPng(png);
  } catch {
    return null;
  }
}

function addFooters(pdf: PdfLayout, fileName: string): void {
  const pages = pdf.doc.getPages();
  pages.forEach((page, i) => {
    const text = `${fileName}  \u00b7  Page ${i + 1} of ${pages.length}`;
    const width = pdf.fonts.regular.widthOfTextAtSize(text, 8.5);
    page.drawText(text, { x: (PAGE.width - width) / 2, y: PAGE.margin / 2, size: 8.5, font: pdf.fonts.regular, color: MUTED });
  });
}
