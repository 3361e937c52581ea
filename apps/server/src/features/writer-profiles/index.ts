/**
 * The writer profiles' published API: automatic assignment reads each writer's services and job
 * limits through `WriterProfilesService.forAssignment(siteId)` (built in features/services.ts) and
 * decides with the domain's rules (`mayTakeJob`, `worksOn` in @portal/domain/profiles/rules).
 */
export { WriterProfilesService } from './writer-profiles.service';
export type { AssignmentProfile } from '@portal/domain/profiles/rules';
