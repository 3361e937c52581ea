import { describe, expect, it } from 'vitest';
import type { critiqueResume } from '../critique-engine';
import { findingsOfReview, readDelivery } from './comparison-rules';

type Critique = typeof critiqueResume;
const finding = { ruleId: 'language.passive' as const, severity: 'warning' as const, evidence: ['was done'] };
// A stand-in engine: "scan" bytes read as a scan, anything else reads with one finding.
const engine = (async (bytes: Uint8Array) =>
  Buffer.from(bytes).toString() === 'scan'
    ? { status: 'unreadable', reason: 'no_text_layer', detail: 'No text layer.' }
    : { status: 'critiqued', analysis: { findings: [finding], rulesVersion: 'v1' } }) as unknown as Critique;

describe('reading a delivery', () => {
  it('falls back to the Word file when the PDF cannot be read', async () => {
    const read = await readDelivery([{ name: 'a.pdf', bytes: Buffer.from('scan') }, { name: 'a.docx', bytes: Buffer.from('text') }], engine);
    expect(read).toEqual({ status: 'read', fileIndex: 1, findings: [finding], rulesVersion: 'v1' });
  });

  it('keeps the first file\'s reason when none reads, and says a file no longer stored is missing', async () => {
    expect(await readDelivery([{ name: 'a.pdf', bytes: Buffer.from('scan') }, { name: 'a.docx', bytes: null }], engine)).toEqual({ status: 'unreadable', reason: 'no_text_layer', detail: 'No text layer.' });
    expect(await readDelivery([{ name: 'a.pdf', bytes: null }], engine)).toMatchObject({ status: 'unreadable', reason: 'missing' });
  });
});

describe('the findings of a stored critique', () => {
  it('reads the engine\'s findings and refuses a critique without them (written by hand) or with damaged ones', () => {
    expect(findingsOfReview({ findings: [{ rule_id: 'language.passive', severity: 'warning', evidence: ['was done'] }] })).toEqual([finding]);
    expect(findingsOfReview({ findings: [{ rule_id: 'structure.sections.missing', severity: 'error', evidence: ['Experience'] }], structure_section: { missing_sections_check: { missing: ['summary', 'skills'] } } })).toEqual([
      { ruleId: 'structure.sections.missing', severity: 'error', evidence: ['Experience'], params: { missing: 'summary,skills' } },
    ]);
    expect(findingsOfReview({})).toBeNull();
    expect(findingsOfReview(null)).toBeNull();
    expect(findingsOfReview({ findings: [{ rule_id: 'x', severity: 'bad', evidence: [] }] })).toBeNull();
  });
});
