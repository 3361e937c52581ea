// The auth feature's published code: the centred card of the sign-in screens, for other public
// screens that ask for a password (the staff invitation). Not in index.ts, which loads at start.
export { AuthLayout } from './components/auth-layout';
