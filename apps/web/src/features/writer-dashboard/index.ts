/** The writer's dashboard has no route of its own: the dashboard screen shows it to writers. */
export const loadWriterDashboard = () => import('./components/writer-dashboard');
