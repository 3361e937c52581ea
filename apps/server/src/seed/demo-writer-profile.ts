import type { Db } from '../platform/db/database';
import * as t from '../platform/db/schema';

/**
 * Wendy's writing profile, as the wizard would have saved it: the demo shows a writer with a profile
 * (and the wizard pre-filled), while Samuel (writer2) has none and sees the dashboard's notice.
 */
export async function seedWriterProfile(db: Db, siteId: string, writerId: string): Promise<void> {
  await db.insert(t.writerProfiles).values({
    userId: writerId,
    siteId,
    workPhone: '+1 555 010 2030',
    personalPhone: '',
    skype: '',
    zoom: '',
    linkedin: 'https://www.linkedin.com/in/wendy-parker-example',
    profileTitle: 'Certified resume writer for sales and technology leaders',
    profileSummary: 'Nine years of writing resumes, cover letters and LinkedIn profiles for people moving into senior sales, customer success and engineering roles.',
    experience: 'Expert (6 and more years)',
    levels: ['Professional', 'Executive'],
    services: ['Resume Writing', 'Cover Letter', 'LinkedIn Profile'],
    languages: ['English', 'Spanish'],
    certificates: ['CPRW'],
    expertise: ['Information Technology', 'Sales and Retail'],
    // Every day of the week: automatic assignment gives an order only to a writer who works that
    // day, and the demo must show it (an order bought in the demo gets Wendy) whatever day it is tried.
    availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    maxJobsPerWeek: 8,
    maxOpenJobs: 12,
  });
}
