/** People (customers, staff, invitations, deactivation): nothing is published to other features yet. */
export { PeopleService } from './people.service';
