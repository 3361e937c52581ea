/** The documents feature's published API: what other features may know of delivered documents. */
export { deliveredResume, resumeServiceId } from './delivered-resume';
