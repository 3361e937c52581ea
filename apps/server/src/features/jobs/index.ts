/**
 * The customer's job search over the portal's postings index, and the import of postings
 * (`npm run jobs:import -- FILE`, the demo data).
 */
export { JobsService } from './jobs.service';
export { parsePostingsFile } from './postings-file';
export { upsertPostings } from './jobs.store';
