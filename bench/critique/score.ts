import fs from 'node:fs';
import path from 'node:path';
import { critiqueResume } from '../../apps/server/src/features/critique-engine';
import type { Truth } from './generate';

export type Count = {
  tp: number;
  fp: number;
  fn: number;
}
export const FIELDS = ['name', 'email', 'phone', 'sections', 'missing sections', 'bullets', 'quantified', 'weak phrasing', 'skills', 'unreadable'] as const;
export type Field = (typeof FIELDS)[number];

export type Scores = {
  counts: Record<Field, Count>;
  titleTop3: { hit: number; of: number };
  millis: number[];
  twoPageMillis: number[];
  misses: string[];
}

const norm = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').replace(/^[•●○◦▪■*\-–—·]\s*/u, '').replace(/\.$/, '').trim().toLowerCase();

export const precision = (c: Count) => (c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1);
export const recall = (c: Count) => (c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1);
export const f1 = (c: Count) => {
  const p = precision(c);
  const r = recall(c);
  return p + r ? (2 * p * r) / (p + r) : 0;
};

function compareSets(count: Count, predicted: string[], truth: string[]) {
  const want = new Set(truth.map(norm));
  const got = new Set(predicted.map(norm));
  for (const item of got) if (want.has(item)) count.tp++;
  else count.fp++;
  for (const item of want) if (!got.has(item)) count.fn++;
}
function compareOne(count: Count, predicted: string | null, truth: string | null) {
  if (predicted !== null && truth !== null && norm(predicted) === norm(truth)) count.tp++;
  else {
    if (predicted !== null) count.fp++;
    if (truth !== null) count.fn++;
  }
}

/** Critiques every file of the set in `dir` and counts each field against the generator's truth. */
export async function scoreLabelledSet(dir: string, truths: Truth[]): Promise<Scores> {
  const counts = Object.fromEntries(FIELDS.map((field) => [field, { tp: 0, fp: 0, fn: 0 }])) as Record<Field, Count>;
  const scores: Scores = { counts, titleTop3: { hit: 0, of: 0 }, millis: [], twoPageMillis: [], misses: [] };
  // The reader's libraries load on first use: warm them up outside the timings.
  await critiqueResume(fs.readFileSync(path.join(dir, truths[0]!.file)));
  for (const truth of truths) {
    const bytes = fs.readFileSync(path.join(dir, truth.file));
    const started = performance.now();
    const outcome = await critiqueResume(bytes);
    const ms = performance.now() - started;
    scores.millis.push(ms);
    if (truth.layout?.twoPages) scores.twoPageMillis.push(ms);
    if (outcome.status === 'unreadable') {
      if (truth.unreadable) counts.unreadable.tp++;
      else {
        counts.unreadable.fp++;
        scores.misses.push(`${truth.file}: unreadable (${outcome.detail})`);
      }
      continue;
    }
    if (truth.unreadable) {
      counts.unreadable.fn++;
      scores.misses.push(`${truth.file}: read although it has no text`);
      continue;
    }
    const a = outcome.analysis;
    const nameGot = a.name ? `${a.name.first} / ${a.name.last}` : null;
    const nameWant = truth.name ? `${truth.name.first} / ${truth.name.last}` : null;
    compareOne(counts.name, nameGot, nameWant);
    if (nameGot?.toLowerCase() !== nameWant?.toLowerCase()) scores.misses.push(`${truth.file}: name ${nameGot} (want ${nameWant})`);
    compareOne(counts.email, a.email, truth.email);
    if (a.email !== truth.email) scores.misses.push(`${truth.file}: email ${a.email} (want ${truth.email})`);
    compareOne(counts.phone, a.phone?.e164 ?? null, truth.phone);
    if ((a.phone?.e164 ?? null) !== truth.phone) scores.misses.push(`${truth.file}: phone ${a.phone?.text}=${a.phone?.e164} (want ${truth.phone})`);
    for (const [section, present] of Object.entries(truth.sections)) {
      const got = a.sections[section as keyof typeof a.sections];
      if (got && present) counts.sections.tp++;
      else if (got) counts.sections.fp++;
      else if (present) counts.sections.fn++;
      if (!got && !present) counts['missing sections'].tp++;
      else if (!got) counts['missing sections'].fp++;
      else if (!present) counts['missing sections'].fn++;
      if (got !== present) scores.misses.push(`${truth.file}: section ${section} ${got} (want ${present})`);
    }
    const before = { ...counts.bullets };
    compareSets(counts.bullets, a.experienceBullets, truth.bullets);
    if (counts.bullets.fp > before.fp || counts.bullets.fn > before.fn) scores.misses.push(`${truth.file}: bullets +${counts.bullets.fp - before.fp} -${counts.bullets.fn - before.fn}`);
    const quantifiedBefore = { ...counts.quantified };
    compareSets(counts.quantified, a.quantified, truth.quantified);
    if (counts.quantified.fn > quantifiedBefore.fn || counts.quantified.fp > quantifiedBefore.fp) {
      const got = new Set(a.quantified.map(norm));
      const want = new Set(truth.quantified.map(norm));
      for (const b of truth.quantified) if (!got.has(norm(b)) && a.experienceBullets.map(norm).includes(norm(b))) scores.misses.push(`${truth.file}: not quantified "${b}"`);
      for (const b of a.quantified) if (!want.has(norm(b))) scores.misses.push(`${truth.file}: quantified "${b}"`);
    }
    const weakLines = [...new Set(a.findings.filter((f) => f.ruleId === 'language.weak_phrase' || f.ruleId === 'language.passive').map((f) => norm(String(f.params?.line ?? ''))))];
    const weakTruth = truth.weak.map(norm);
    for (const line of weakLines) {
      if (weakTruth.some((w) => line.includes(w) || line.includes(w.slice(0, 24)))) counts['weak phrasing'].tp++;
      else {
        counts['weak phrasing'].fp++;
        scores.misses.push(`${truth.file}: weak flagged "${line}"`);
      }
    }
    counts['weak phrasing'].fn += weakTruth.filter((w) => !weakLines.some((line) => line.includes(w) || line.includes(w.slice(0, 24)))).length;
    const skillsBefore = { ...counts.skills };
    compareSets(counts.skills, a.skills, truth.skills);
    if (counts.skills.fp > skillsBefore.fp) scores.misses.push(`${truth.file}: skills extra ${a.skills.filter((s) => !truth.skills.includes(s)).join(', ')}`);
    if (truth.title) {
      scores.titleTop3.of++;
      const top = a.titles.slice(0, 3).map((fit) => fit.title);
      if (top.includes(truth.title)) scores.titleTop3.hit++;
      else scores.misses.push(`${truth.file}: titles ${top.join(', ')} (want ${truth.title})`);
    }
  }
  return scores;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}
