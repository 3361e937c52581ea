import fontkit from '@pdf-lib/fontkit';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { contactLine, skillItems, type Layout } from './layout';
import type { Persona } from './personas';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = fs.readFileSync(path.join(fontDir, 'DejaVuSans.ttf'));
const BOLD = fs.readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf'));

const PAGE: [number, number] = [595, 842];
const TOP = 790;
const BOTTOM = 60;

class Column {
  y = TOP;
  constructor(
    private readonly pdf: PDFDocument,
    public page: PDFPage,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    readonly x: number,
    readonly width: number,
  ) {}

  private room(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }
  newPage() {
    this.page = this.pdf.addPage(PAGE);
    this.y = TOP;
  }
  wrap(text: string, size: number, width: number, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }
  line(text: string, size: number, opts: { bold?: boolean; right?: string; indent?: number; grey?: boolean } = {}) {
    this.room(size * 1.5);
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const colour = opts.grey ? rgb(0.3, 0.3, 0.3) : rgb(0.1, 0.1, 0.1);
    this.page.drawText(text, { x: this.x + (opts.indent ?? 0), y: this.y, size, font, color: colour });
    if (opts.right) this.page.drawText(opts.right, { x: this.x + this.width - this.fonts.regular.widthOfTextAtSize(opts.right, size), y: this.y, size, font: this.fonts.regular, color: colour });
    this.y -= size * 1.45;
  }
  paragraph(text: string, size: number) {
    for (const part of this.wrap(text, size, this.width)) this.line(part, size);
  }
  bullet(mark: string, text: string, size: number) {
    const lines = this.wrap(text, size, this.width - 12);
    this.room(size * 1.5 * lines.length);
    this.page.drawText(mark, { x: this.x, y: this.y, size, font: this.fonts.regular });
    lines.forEach((part) => this.line(part, size, { indent: 12 }));
  }
  heading(text: string) {
    this.y -= 6;
    this.line(text, 12, { bold: true });
    this.y -= 2;
  }
  gap(points: number) {
    this.y -= points;
  }
}

/** The persona's resume as a PDF (pdf-lib, DejaVu fonts), in the layout asked for. */
export async function renderPdf(p: Persona, layout: Layout): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = { regular: await pdf.embedFont(REGULAR, { subset: true }), bold: await pdf.embedFont(BOLD, { subset: true }) };
  const first = pdf.addPage(PAGE);
  const two = layout.columns === 2;
  const full = new Column(pdf, first, fonts, 50, 495);
  const main = two ? new Column(pdf, first, fonts, 235, 310) : full;
  const side = two ? new Column(pdf, first, fonts, 40, 170) : full;

  if (layout.contactInHeader) {
    const contact = contactLine(p);
    first.drawText(contact, { x: 545 - fonts.regular.widthOfTextAtSize(contact, 8), y: 815, size: 8, font: fonts.regular });
  }
  const head = two && !layout.nameSpansColumns ? main : full;
  if (layout.titleAboveName) head.line(p.title.toUpperCase(), 10, { bold: true, grey: true });
  head.line(`${p.first} ${p.last}`, 22, { bold: true });
  if (!layout.titleAboveName) head.line(p.title, 11, { grey: true });
  if (!two && !layout.contactInHeader) head.line(contactLine(p), 9);
  head.gap(6);
  if (two) {
    main.y = Math.min(main.y, head.y);
    side.y = head === full ? head.y : TOP;
  }

  const sidebar = () => {
    if (two && !layout.contactInHeader) {
      side.heading(p.headings.contact);
      for (const item of [p.email, p.phone?.text, p.city]) if (item) side.line(item, 8.5);
    }
    if (layout.twoPages && !two) full.newPage();
    if (p.education) {
      side.heading(p.headings.education);
      for (const item of p.education) side.paragraph(item, 9);
    }
    if (p.hasSkillsSection) {
      side.heading(p.headings.skills);
      if (two) for (const skill of skillItems(p)) side.line(skill, 9);
      else side.paragraph(skillItems(p).join(', '), 9.5);
    }
  };

  const body = () => {
    if (p.summary) {
      main.heading(p.headings.summary);
      main.paragraph(p.summary, 9.5);
    }
    main.heading(p.headings.experience);
    p.jobs.forEach((job, index) => {
      if (two && layout.twoPages && index === 1) main.newPage();
      main.gap(3);
      const title = `${job.title}, ${job.company}`;
      if (two) {
        main.line(title, 10, { bold: true });
        main.line(job.dates, 9, { grey: true });
      } else main.line(title, 10, { bold: true, right: job.dates });
      if (layout.bullet === 'none') main.paragraph(job.bullets.map((b) => `${b.text}.`).join(' '), 9.5);
      else for (const b of job.bullets) main.bullet(layout.bullet, b.text, 9.5);
    });
  };

  if (two) {
    sidebar();
    body();
  } else {
    body();
    sidebar();
  }
  return pdf.save();
}

/** A "scanned" resume: a page of grey bars where the text would be, and no text layer. */
export async function renderScan(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage(PAGE);
  for (let y = 780; y > 80; y -= 14) page.drawRectangle({ x: 50, y, width: 200 + ((y * 37) % 290), height: 7, color: rgb(0.2, 0.2, 0.2) });
  return pdf.save();
}
