import { withCatalogs } from '../../platform/i18n';
/** The writer's dashboard has no route of its own: the dashboard screen shows it to writers. */
export const loadWriterDashboard = withCatalogs(['writer-dashboard'], () => import('./components/writer-dashboard'));
