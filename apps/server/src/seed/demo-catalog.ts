/** The catalog both demo sites sell: questionnaires, a contract, services using every module type. */

export const careerQuestionnaireFields = [
  { id: 's1', type: 'section', text: 'About you' },
  { id: 'intro', type: 'paragraph', text: 'These answers help your writer understand where you are and where you want to go.' },
  { id: 'targetRole', type: 'text', text: 'Which role are you targeting next?', placeholder: 'e.g. Senior Product Manager', required: true },
  { id: 'contactEmail', type: 'email', text: 'Which e-mail should appear on your resume?', required: true },
  { id: 'startDate', type: 'date', text: 'When would you like to start a new role?', required: false },
  { id: 's2', type: 'section', text: 'Your experience' },
  { id: 'achievements', type: 'textarea', text: 'Describe three achievements you are proud of.', placeholder: 'Numbers help: revenue, savings, team size…', required: true },
  { id: 'seniority', type: 'select', text: 'How would you describe your seniority?', options: ['Entry level', 'Mid level', 'Senior', 'Executive'], required: true },
  { id: 's3', type: 'section', text: 'Preferences' },
  { id: 'tone', type: 'radio', text: 'Which tone suits you best?', options: ['Formal', 'Balanced', 'Conversational'], required: true },
  { id: 'extras', type: 'checkbox', text: 'What else should we highlight?', options: ['Certifications', 'Volunteering', 'Publications', 'Languages'], required: false },
];

export const coverLetterFields = [
  { id: 's1', type: 'section', text: 'The position' },
  { id: 'company', type: 'text', text: 'Which company is the letter for?', required: true },
  { id: 'posting', type: 'textarea', text: 'Paste the job posting or its key requirements.', required: true },
  { id: 's2', type: 'section', text: 'Your motivation' },
  { id: 'why', type: 'textarea', text: 'Why do you want this role?', required: true },
];

export const surveyFields = [
  { id: 's1', type: 'section', text: 'Your experience' },
  { id: 'satisfaction', type: 'radio', text: 'How satisfied are you with your documents?', options: ['Very satisfied', 'Satisfied', 'Neutral', 'Unsatisfied'], required: true },
  { id: 'recommend', type: 'select', text: 'Would you recommend us to a friend?', options: ['Yes', 'Maybe', 'No'], required: true },
  { id: 's2', type: 'section', text: 'Anything else?' },
  { id: 'comments', type: 'textarea', text: 'Tell us what we could do better.', required: false },
];

export const contractHtml = (company: string) => `
<h2>Service Agreement</h2>
<p>This agreement is made between <strong>${company}</strong> ("we") and the customer named below ("you") for the writing services in your order.</p>
<h3>1. What we deliver</h3>
<ul><li>The documents listed in your package, written by a professional writer.</li><li>Revisions within the revision process until you accept a final version.</li></ul>
<h3>2. What we need from you</h3>
<p>Accurate answers to the questionnaires and your current documents, within a reasonable time.</p>
<h3>3. Confidentiality</h3>
<p>Your information is used only to prepare your documents and is never sold or shared.</p>
<h3>4. Guarantee</h3>
<p>If your documents do not bring you interviews within 60 days, we rewrite them at no cost.</p>
`;

export const critiqueReview = {
  structure_section: {
    use_of_bullets_check: { report_text: 'Your experience is written in long paragraphs. Recruiters skim: use 3 to 6 bullets per role.', bullet_point_sentence: 'Managed the regional sales team and improved results.' },
    missing_sections_check: { report_text: 'We could not find a Skills section. Add one so applicant tracking systems can match your keywords.' },
  },
  impact_and_experience_section: { impact_check: { report_text: 'Only 2 of 14 bullet points contain a measurable result. Numbers make impact visible.' } },
  language_section: {
    checks: [{ result: 'bad', report_text: 'Passive phrases weaken your statements.', flagged_text: 'was responsible for' }],
    better_verbs: ['Led', 'Delivered', 'Negotiated', 'Streamlined', 'Launched'],
  },
  ats_section: { hard_skills: ['Salesforce', 'Forecasting', 'Negotiation'], best_fit_jobs: ['Sales Manager', 'Account Director'], name_from_resume_first_name: 'Jordan', name_from_resume_last_name: 'Lee' },
  style_section: { email_check: { result: 'good', email: 'jordan.lee@example.com' }, phone_number_check: { result: 'bad', phone_number: '' } },
};
