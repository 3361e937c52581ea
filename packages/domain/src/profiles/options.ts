// The option lists of the writer profile wizard (spec 001 section 9). Values are stored as shown.

export const WRITER_EXPERIENCE = ['Entry level (0-2 years)', 'Intermediate (3-5 years)', 'Expert (6 and more years)'] as const;

export const RESUME_LEVELS = ['New Grad/First Resume', 'Early Career', 'Professional', 'Executive'] as const;

export const WRITER_SERVICES = ['Resume Writing', 'Cover Letter', 'LinkedIn Profile', 'Biography'] as const;

export const WRITER_LANGUAGES = ['English', 'Spanish', 'Italian', 'German', 'Russian'] as const;

export const CERTIFICATES = ['CPRW', 'CPCC', 'CEIP', 'ACRW'] as const;

export const AVAILABLE_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

// Twenty, alphabetical, from Accounting to Transportation and Distribution.
export const EXPERTISE_INDUSTRIES = [
  'Accounting',
  'Administrative and Office Support',
  'Banking and Finance',
  'Construction',
  'Consulting',
  'Customer Service',
  'Education',
  'Engineering',
  'Government and Public Sector',
  'Healthcare',
  'Hospitality and Tourism',
  'Human Resources',
  'Information Technology',
  'Legal',
  'Manufacturing',
  'Marketing and Advertising',
  'Non-Profit',
  'Real Estate',
  'Sales and Retail',
  'Transportation and Distribution',
] as const;

export const CARD_PRIORITIES = ['Highest', 'High', 'Medium', 'Low', 'Lowest'] as const;

export const PROFILE_WIZARD_STEPS = [
  { title: 'Contact Details', progress: 25 },
  { title: 'Profile Details', progress: 50 },
  { title: 'Availability', progress: 75 },
] as const;

export type WriterExperience = (typeof WRITER_EXPERIENCE)[number];
export type ResumeLevel = (typeof RESUME_LEVELS)[number];
export type WriterService = (typeof WRITER_SERVICES)[number];
export type WriterLanguage = (typeof WRITER_LANGUAGES)[number];
export type Certificate = (typeof CERTIFICATES)[number];
export type AvailableDay = (typeof AVAILABLE_DAYS)[number];
export type ExpertiseIndustry = (typeof EXPERTISE_INDUSTRIES)[number];
export type CardPriority = (typeof CARD_PRIORITIES)[number];
