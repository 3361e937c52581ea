/**
 * Writer task boards and the customer's job-search tracker. No other feature uses them; the
 * service is built in features/services.ts and its routes registered in features/register.ts.
 */
export { BoardsService } from './boards.service';
