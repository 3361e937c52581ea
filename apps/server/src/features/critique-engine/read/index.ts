/** Reading a resume file into lines with their layout. */
export { readResume } from './read-resume';
export { stripBullet, startsWithBullet, type ReadOutcome, type ResumeDoc, type ResumeLine, type UnreadableReason } from './types';
