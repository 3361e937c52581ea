/** Job titles with the hard skills that make a resume fit them (skill names as in skills.ts). */
export const TITLE_SKILLS: Record<string, string[]> = {
  'Software Engineer': ['Java', 'Python', 'TypeScript', 'JavaScript', 'Git', 'Docker', 'REST APIs', 'SQL', 'Unit Testing', 'CI/CD', 'Microservices', 'Agile'],
  'Frontend Developer': ['JavaScript', 'TypeScript', 'React', 'Angular', 'Vue.js', 'HTML', 'CSS', 'Figma', 'Git', 'Cypress', 'Unit Testing'],
  'Backend Developer': ['Java', 'Go', 'Node.js', 'Python', 'PostgreSQL', 'Redis', 'REST APIs', 'GraphQL', 'Microservices', 'Kafka', 'Docker', 'Spring Boot'],
  'DevOps Engineer': ['Docker', 'Kubernetes', 'Terraform', 'Ansible', 'AWS', 'Azure', 'Linux', 'Bash', 'CI/CD', 'Jenkins', 'Prometheus', 'Grafana', 'GitHub Actions'],
  'Data Analyst': ['SQL', 'Excel', 'Tableau', 'Power BI', 'Python', 'pandas', 'Statistics', 'A/B Testing', 'Looker', 'Data Modeling'],
  'Data Scientist': ['Python', 'R', 'Machine Learning', 'Deep Learning', 'scikit-learn', 'TensorFlow', 'PyTorch', 'Statistics', 'pandas', 'NumPy', 'SQL', 'NLP'],
  'Data Engineer': ['Python', 'SQL', 'Spark', 'Airflow', 'Kafka', 'dbt', 'Snowflake', 'BigQuery', 'ETL', 'Data Warehousing', 'AWS', 'Hadoop'],
  'QA Engineer': ['Selenium', 'Cypress', 'Test Automation', 'Unit Testing', 'Jira', 'Java', 'Python', 'CI/CD', 'Agile'],
  'UX Designer': ['Figma', 'Sketch', 'Adobe XD', 'UX Research', 'Wireframing', 'Prototyping', 'Usability Testing', 'HTML', 'CSS'],
  'Graphic Designer': ['Photoshop', 'Illustrator', 'InDesign', 'Figma', 'Brand Management', 'Prototyping'],
  'Project Manager': ['Project Management', 'PMP', 'PRINCE2', 'Agile', 'Scrum', 'Jira', 'Confluence', 'Stakeholder Management', 'Budgeting', 'Risk Management', 'Change Management'],
  'Scrum Master': ['Scrum', 'Agile', 'Kanban', 'Jira', 'Confluence', 'Stakeholder Management', 'Change Management'],
  'Business Analyst': ['Business Analysis', 'Requirements Engineering', 'SQL', 'Excel', 'Process Improvement', 'Stakeholder Management', 'Jira', 'Confluence', 'Power BI'],
  'Marketing Manager': ['SEO', 'SEM', 'Google Analytics', 'Google Ads', 'Content Marketing', 'Email Marketing', 'Social Media Marketing', 'Brand Management', 'HubSpot', 'Marketo', 'Market Research', 'Budgeting'],
  'Content Marketing Specialist': ['Content Marketing', 'Copywriting', 'SEO', 'Social Media Marketing', 'Email Marketing', 'Google Analytics', 'HubSpot'],
  'Sales Manager': ['Salesforce', 'CRM', 'Negotiation', 'Forecasting', 'Lead Generation', 'Key Account Management', 'Account Management', 'Pricing', 'Cold Calling'],
  'Account Manager': ['Account Management', 'Key Account Management', 'CRM', 'Salesforce', 'Negotiation', 'Customer Service', 'Forecasting'],
  'Accountant': ['Excel', 'Financial Reporting', 'IFRS', 'US GAAP', 'HGB', 'Accounts Payable', 'Accounts Receivable', 'Tax Accounting', 'QuickBooks', 'DATEV', 'SAP FI', 'Auditing'],
  'Financial Analyst': ['Financial Modeling', 'Excel', 'Forecasting', 'Budgeting', 'Financial Reporting', 'SQL', 'Power BI', 'VBA', 'IFRS', 'Risk Management'],
  'HR Manager': ['Recruiting', 'Onboarding', 'Employee Relations', 'Workday', 'Talent Management', 'Performance Management', 'Payroll', 'Change Management', 'Compliance'],
  'Recruiter': ['Recruiting', 'Onboarding', 'Workday', 'Talent Management', 'Negotiation', 'CRM', 'Cold Calling'],
  'Supply Chain Manager': ['Supply Chain Management', 'Logistics', 'Procurement', 'Inventory Management', 'SAP', 'SAP MM', 'Lean', 'Six Sigma', 'Forecasting', 'Excel', 'Negotiation'],
  'Mechanical Engineer': ['AutoCAD', 'SolidWorks', 'CATIA', 'CAD', 'MATLAB', 'Finite Element Analysis', 'FMEA', 'Lean', 'Six Sigma', 'ISO 9001'],
  'Electrical Engineer': ['PLC', 'Siemens S7', 'MATLAB', 'Simulink', 'AutoCAD', 'CAD', 'FMEA', 'ISO 9001'],
  'Quality Manager': ['Quality Assurance', 'ISO 9001', 'Six Sigma', 'Lean', 'FMEA', 'Auditing', 'Process Improvement', 'Compliance'],
  'Registered Nurse': ['Patient Care', 'Electronic Health Records', 'Phlebotomy', 'Pharmacology', 'Wound Care', 'CPR'],
  'Customer Service Representative': ['Customer Service', 'Zendesk', 'CRM', 'Salesforce', 'Cold Calling', 'Excel'],
  'Teacher': ['Teaching', 'Curriculum Design', 'Classroom Management'],
  'Technical Writer': ['Technical Writing', 'Confluence', 'Jira', 'Git', 'HTML', 'Copywriting'],
  'Machine Learning Engineer': ['Python', 'Machine Learning', 'Deep Learning', 'TensorFlow', 'PyTorch', 'Docker', 'Kubernetes', 'AWS', 'NLP', 'Computer Vision'],
};

/** Words of job titles, in the languages resumes come in: a line made of them is a title, not a name. */
export const TITLE_WORDS = new Set(
  (
    'engineer|developer|manager|analyst|scientist|designer|consultant|specialist|director|assistant|administrator|architect|accountant|nurse|teacher|representative|recruiter|writer|master|lead|head|officer|coordinator|executive|intern|student|senior|junior|principal|chief|' +
    'ingenieur|ingenieurin|entwickler|entwicklerin|softwareentwickler|softwareentwicklerin|leiter|leiterin|berater|beraterin|referent|referentin|buchhalter|buchhalterin|sachbearbeiter|sachbearbeiterin|projektleiter|projektleiterin|kauffrau|kaufmann|pflegefachkraft|lehrer|lehrerin|datenanalyst|datenanalystin|' +
    'ingeniero|ingeniera|desarrollador|desarrolladora|gerente|analista|diseñador|diseñadora|consultor|consultora|contable|contador|contadora|enfermero|enfermera|profesor|profesora|jefe|jefa|responsable|técnico|técnica|coordinador|coordinadora|' +
    'ingénieur|développeur|chef|responsable|sviluppatore|ingegnere|desenvolvedor|engenheiro'
  ).split('|'),
);
