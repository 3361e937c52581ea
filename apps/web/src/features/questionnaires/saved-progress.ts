import { answersSchema, type Answers } from '@portal/domain/questionnaires/rules';
import { z } from 'zod/mini';
import { readStored, writeStored } from '../../platform/storage';

/** What the wizard keeps in the browser after each section (spec 000 sections 5 and 9). */
export type SavedProgress = { step: number; answers: Answers };

const savedSchema = z.object({ step: z.number().check(z.int(), z.gte(0)), answers: answersSchema });

export function loadProgress(key: string): SavedProgress | null {
  const text = readStored(key);
  if (!text) return null;
  try {
    const parsed = savedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveProgress(key: string, progress: SavedProgress): void {
  writeStored(key, JSON.stringify(progress));
}

export function clearProgress(key: string): void {
  writeStored(key, null);
}
