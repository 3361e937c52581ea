import { BorderStyle, Document, Header, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, HeadingLevel } from 'docx';
import { contactLine, skillItems, type Layout } from './layout';
import type { Persona } from './personas';

const text = (value: string, opts: { bold?: boolean; size?: number } = {}) => new Paragraph({ children: [new TextRun({ text: value, bold: opts.bold ?? false, size: (opts.size ?? 10.5) * 2 })] });
const heading = (value: string, pageBreakBefore = false) => new Paragraph({ heading: HeadingLevel.HEADING_2, pageBreakBefore, children: [new TextRun({ text: value, bold: true, size: 26 })] });
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

/** The persona's resume as a Word document (the docx package), in the layout asked for. */
export async function renderDocx(p: Persona, layout: Layout): Promise<Uint8Array> {
  const top: Paragraph[] = [];
  if (layout.titleAboveName) top.push(text(p.title.toUpperCase(), { bold: true, size: 10 }));
  top.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: `${p.first} ${p.last}`, bold: true, size: 44 })] }));
  if (!layout.titleAboveName) top.push(text(p.title, { size: 11 }));
  const two = layout.columns === 2;
  if (!layout.contactInHeader && !two) top.push(text(contactLine(p), { size: 9 }));

  const side: Paragraph[] = [];
  if (two && !layout.contactInHeader) {
    side.push(heading(p.headings.contact));
    for (const item of [p.email, p.phone?.text, p.city]) if (item) side.push(text(item, { size: 9 }));
  }
  if (p.education) {
    side.push(heading(p.headings.education, layout.twoPages && !two));
    for (const item of p.education) side.push(text(item, { size: 9.5 }));
  }
  if (p.hasSkillsSection) {
    side.push(heading(p.headings.skills, layout.twoPages && !two && !p.education));
    if (two) for (const skill of skillItems(p)) side.push(text(skill, { size: 9.5 }));
    else side.push(text(skillItems(p).join(', '), { size: 10 }));
  }

  const main: Paragraph[] = [];
  if (p.summary) main.push(heading(p.headings.summary), text(p.summary));
  main.push(heading(p.headings.experience));
  for (const job of p.jobs) {
    main.push(new Paragraph({ children: [new TextRun({ text: `${job.title}, ${job.company}`, bold: true, size: 21 }), new TextRun({ text: `\t${job.dates}`, size: 19 })] }));
    if (layout.bullet === 'none') main.push(text(job.bullets.map((b) => `${b.text}.`).join(' ')));
    else
      for (const b of job.bullets) {
        main.push(layout.bullet === 'numbering' ? new Paragraph({ bullet: { level: 0 }, children: [new TextRun({ text: b.text, size: 21 })] }) : text(`${layout.bullet} ${b.text}`));
      }
  }

  const children: (Paragraph | Table)[] = [...top];
  if (two) {
    const cell = (content: Paragraph[], width: number) => new TableCell({ children: content, width: { size: width, type: WidthType.PERCENTAGE }, borders: { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER } });
    children.push(new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [new TableRow({ children: [cell(side, 32), cell(main, 68)] })] }));
  } else children.push(...main, ...side);

  const headers = layout.contactInHeader ? { default: new Header({ children: [text(contactLine(p), { size: 8.5 })] }) } : undefined;
  const doc = new Document({ creator: 'bench', sections: [{ ...(headers ? { headers } : {}), children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** A Word document with a heading and nothing else (as a resume pasted as a picture would read). */
export async function renderEmptyDocx(): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: [text('Resume')] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
