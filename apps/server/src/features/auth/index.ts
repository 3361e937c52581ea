/** The auth feature's published API: checkout registers buyers and signs them in with a code. */
export type { AuthService } from './auth.service';
