import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';

const outboxDir = path.resolve(import.meta.dirname, '..', '..', E2E_DATA_DIR, 'outbox');

/** The newest mail written to the outbox for `to`, decoded from quoted-printable. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.includes(to) && f.endsWith('.eml')).sort() : [];
    const newest = files.at(-1);
    if (newest) return decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir, newest), 'utf8'));
    if (Date.now() > until) throw new Error(`no mail to ${to} in ${outboxDir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every mail written to the outbox for `to` so far, oldest first, decoded. */
export function mailsTo(to: string): string[] {
  const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.includes(to) && f.endsWith('.eml')).sort() : [];
  return files.map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir, f), 'utf8')));
}

const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
