import { withCatalogs } from '../platform/i18n';
import { loadOnce } from '../platform/load-once';

/**
 * The signed-in layout (top bar, side menu, footer) with its texts: one loader for the router, the
 * guard's "Not Found" and the early fetch in main.tsx, so all three ask for the same chunks.
 */
export const loadShell = loadOnce(withCatalogs(['shell'], () => import('./shell/shell-layout')));
