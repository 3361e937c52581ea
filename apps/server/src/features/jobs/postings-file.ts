import { parse } from 'csv-parse/sync';
import { importedPosting, type ImportedPosting } from '@portal/domain/jobs/rules';

/**
 * Reads postings from a JSON array (or `{ results: [...] }`, Adzuna's shape) or a CSV file with a
 * header row naming the fields (`id,title,company,location,description,redirect_url,...`). Each
 * posting needs an `id` (its id at the source) and a `title`; rows that fail are reported by number
 * and skipped.
 */
export function parsePostingsFile(name: string, content: string): { postings: ImportedPosting[]; problems: string[] } {
  const trimmed = content.trimStart();
  const json = name.toLowerCase().endsWith('.json') || trimmed.startsWith('[') || trimmed.startsWith('{');
  let records: unknown[];
  if (json) {
    const data = JSON.parse(content) as unknown;
    records = Array.isArray(data) ? data : Array.isArray((data as { results?: unknown[] }).results) ? (data as { results: unknown[] }).results : [];
    records = records.map(fromAdzunaShape);
  } else {
    records = parse(content, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<string, string>[];
    records = (records as Record<string, string>[]).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === '' && /salary/.test(k) ? null : v])));
  }
  const postings: ImportedPosting[] = [];
  const problems: string[] = [];
  records.forEach((record, i) => {
    const parsed = importedPosting.safeParse(record);
    if (parsed.success) postings.push(parsed.data);
    else problems.push(`posting ${i + 1}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  });
  return { postings, problems };
}

/** Adzuna's nested fields (company.display_name, location.display_name, category.label) flattened. */
function fromAdzunaShape(record: unknown): unknown {
  if (typeof record !== 'object' || record === null) return record;
  const r = record as Record<string, unknown>;
  const nested = (key: string, field: string) => (typeof r[key] === 'object' && r[key] !== null ? (r[key] as Record<string, unknown>)[field] : r[key]);
  return {
    ...r,
    company: nested('company', 'display_name'),
    location: nested('location', 'display_name'),
    area: typeof r.location === 'object' && r.location !== null ? (r.location as { area?: unknown }).area : r.area,
    category: nested('category', 'label'),
  };
}
