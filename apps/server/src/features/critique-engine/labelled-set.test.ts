import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLabelledSet, type Truth } from '../../../../../bench/critique/generate';
import { f1, precision, recall, scoreLabelledSet, type Scores } from '../../../../../bench/critique/score';
import { critiqueResume } from './engine';

// The labelled set, generated at test time (no binaries in the repository): 32 personas, 64 files
// and two unreadable ones. The floors sit slightly under the goals in docs/performance.md.
let dir: string;
let truths: Truth[];
let scores: Scores;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'critique-set-'));
  truths = await generateLabelledSet(dir, 32);
  scores = await scoreLabelledSet(dir, truths);
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the labelled set', () => {
  it('has at least 60 files from 30 personas in PDF and Word, in English, German and Spanish, across the layouts', () => {
    const files = truths.filter((t) => !t.unreadable);
    expect(files.length).toBeGreaterThanOrEqual(60);
    expect(new Set(files.map((t) => t.persona)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(files.map((t) => t.lang))).toEqual(new Set(['en', 'de', 'es']));
    const layouts = files.map((t) => t.layout!);
    expect(new Set(layouts.map((l) => `${l.format}/${l.columns}`))).toEqual(new Set(['pdf/1', 'pdf/2', 'docx/1', 'docx/2']));
    expect(layouts.some((l) => l.contactInHeader) && layouts.some((l) => l.titleAboveName) && layouts.some((l) => l.twoPages)).toBe(true);
    expect(new Set(layouts.map((l) => l.bullet)).size).toBeGreaterThanOrEqual(6);
  });

  it('meets the accuracy floors', () => {
    const { counts } = scores;
    expect(f1(counts.name)).toBeGreaterThanOrEqual(0.97);
    expect(f1(counts.email)).toBeGreaterThanOrEqual(0.98);
    expect(f1(counts.phone)).toBeGreaterThanOrEqual(0.97);
    expect(f1(counts.sections)).toBeGreaterThanOrEqual(0.94);
    expect(f1(counts['missing sections'])).toBeGreaterThanOrEqual(0.94);
    expect(f1(counts.bullets)).toBeGreaterThanOrEqual(0.94);
    expect(f1(counts.quantified)).toBeGreaterThanOrEqual(0.94);
    expect(precision(counts['weak phrasing'])).toBeGreaterThanOrEqual(0.88);
    expect(precision(counts.skills)).toBeGreaterThanOrEqual(0.88);
    expect(recall(counts.skills)).toBeGreaterThanOrEqual(0.78);
    expect(scores.titleTop3.hit / scores.titleTop3.of).toBeGreaterThanOrEqual(0.78);
    expect(counts.unreadable).toEqual({ tp: 2, fp: 0, fn: 0 });
  });

  it('reads the two-page files as two pages, and every finding of every file points at text in the file', async () => {
    const squash = (text: string) => text.replace(/\s+/g, ' ');
    for (const truth of truths.filter((t) => !t.unreadable)) {
      const outcome = await critiqueResume(fs.readFileSync(path.join(dir, truth.file)));
      if (outcome.status !== 'critiqued') throw new Error(`${truth.file}: ${outcome.detail}`);
      if (truth.layout?.twoPages && truth.layout.format === 'pdf') expect(outcome.doc.pages, truth.file).toBe(2);
      const text = squash(outcome.doc.text);
      for (const finding of outcome.analysis.findings) for (const evidence of finding.evidence) expect(text, `${truth.file} ${finding.ruleId}`).toContain(squash(evidence));
    }
  });
});
