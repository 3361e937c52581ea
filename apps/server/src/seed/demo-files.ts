import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** Branding images for the demo sites, drawn as SVG so they stay sharp at any size. */
export function logoSvg(company: string, colour: string): string {
  const initials = company.split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48">
<rect x="0" y="4" width="40" height="40" rx="10" fill="${colour}"/>
<text x="20" y="31" font-family="Helvetica, Arial, sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
<text x="52" y="31" font-family="Helvetica, Arial, sans-serif" font-size="19" font-weight="700" fill="#1f2937">${company}</text>
</svg>`;
}

export function sceneSvg(colour: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<g fill="#fff" opacity="0.95"><rect x="250" y="120" width="300" height="380" rx="18"/></g>
<g fill="${colour}" opacity="0.85"><circle cx="320" cy="190" r="34"/><rect x="370" y="168" width="140" height="14" rx="7"/><rect x="370" y="194" width="100" height="10" rx="5"/></g>
<g fill="#cbd5e1"><rect x="290" y="260" width="220" height="10" rx="5"/><rect x="290" y="285" width="200" height="10" rx="5"/><rect x="290" y="310" width="210" height="10" rx="5"/><rect x="290" y="360" width="220" height="10" rx="5"/><rect x="290" y="385" width="180" height="10" rx="5"/><rect x="290" y="410" width="200" height="10" rx="5"/></g>
<circle cx="560" cy="470" r="46" fill="${accent}" stroke="#fff" stroke-width="8"/><path d="M538 470l15 15 28-30" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

/** A real, readable PDF for a demo document (a draft, a final resume, a previous resume). */
export async function samplePdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 56, y: 770, size: 22, font: bold, color: rgb(0.1, 0.15, 0.3) });
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 730 - i * 20, size: 11, font, color: rgb(0.2, 0.2, 0.2) }));
  return Buffer.from(await doc.save());
}
