/**
 * The critique engine's accuracy and speed on the labelled set.
 *   npm run bench:critique            (BENCH_PERSONAS=32 to change the size; BENCH_VERBOSE=1 lists every miss)
 * Generates the personas' files into a temporary folder, critiques each, and prints per-field
 * precision and recall with the raw counts, the best-fit title hit rate and the time per file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateLabelledSet } from './generate';
import { f1, FIELDS, percentile, precision, recall, scoreLabelledSet } from './score';

const personas = Number(process.env.BENCH_PERSONAS ?? 32);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'critique-bench-'));
try {
  const truths = await generateLabelledSet(dir, personas);
  const scores = await scoreLabelledSet(dir, truths);
  const pct = (n: number) => n.toFixed(3);
  console.log(`labelled set: ${personas} personas, ${truths.length} files (${truths.filter((t) => t.file.endsWith('.pdf')).length} PDF, ${truths.filter((t) => t.file.endsWith('.docx')).length} DOCX)`);
  console.log('field              precision  recall   F1      tp   fp   fn');
  for (const field of FIELDS) {
    const c = scores.counts[field];
    console.log(`${field.padEnd(18)} ${pct(precision(c)).padStart(9)}  ${pct(recall(c)).padStart(6)}  ${pct(f1(c)).padStart(6)}  ${String(c.tp).padStart(4)} ${String(c.fp).padStart(4)} ${String(c.fn).padStart(4)}`);
  }
  console.log(`best-fit title in top 3: ${scores.titleTop3.hit}/${scores.titleTop3.of} = ${pct(scores.titleTop3.hit / Math.max(1, scores.titleTop3.of))}`);
  console.log(`time per file: p50 ${percentile(scores.millis, 50).toFixed(1)} ms, p95 ${percentile(scores.millis, 95).toFixed(1)} ms, max ${Math.max(...scores.millis).toFixed(1)} ms`);
  console.log(`two-page files (${scores.twoPageMillis.length}): p50 ${percentile(scores.twoPageMillis, 50).toFixed(1)} ms, p95 ${percentile(scores.twoPageMillis, 95).toFixed(1)} ms`);
  if (process.env.BENCH_VERBOSE) for (const miss of scores.misses) console.log(`  miss: ${miss}`);
  else console.log(`${scores.misses.length} misses (BENCH_VERBOSE=1 lists them)`);
} finally {
  if (process.env.BENCH_KEEP) console.log(`files kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
