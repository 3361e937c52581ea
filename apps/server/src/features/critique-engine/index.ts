/** The critique engine: reads a resume (PDF or Word) and makes the critique the review page shows. */
export { critiqueResume, type CritiqueOutcome } from './engine';
export { REPORT_LANGUAGES, type ReportLanguage } from './report/texts';
export { RULES_VERSION, type Finding } from './checks';
export { compareFindings, type Comparison } from './compare';
