/**
 * Hard skills the critique recognises: the name shown, other spellings, and whether case matters
 * (short or common words such as "Go", "R" or "Excel" only count written as a product name).
 */
export type SkillEntry = {
  name: string;
  aliases?: string[];
  caseSensitive?: boolean;
  /** A hand-made pattern where word edges are not enough. */
  pattern?: RegExp;
}

const plain = (names: string): SkillEntry[] => names.split('|').map((name) => ({ name }));

export const SKILLS: SkillEntry[] = [
  // Software and data
  ...plain('Python|Java|JavaScript|TypeScript|Kotlin|Scala|PHP|Ruby|C#|C++|SQL|PostgreSQL|MySQL|MongoDB|Redis|GraphQL|REST APIs|Node.js|Vue.js|Django|Flask|Spring Boot|.NET|HTML|CSS|Docker|Kubernetes|Terraform|Ansible|Jenkins|GitHub Actions|CI/CD|Linux|Bash|Git|AWS|Azure|Google Cloud|Microservices|Kafka|Hadoop|Airflow|dbt|Snowflake|BigQuery|Tableau|Power BI|Looker|pandas|NumPy|scikit-learn|TensorFlow|PyTorch|Machine Learning|Deep Learning|NLP|Computer Vision|Data Modeling|ETL|Data Warehousing|Statistics|A/B Testing|Jira|Confluence|Selenium|Cypress|Unit Testing|Test Automation|Agile|Scrum|Kanban|DevOps|SRE|Prometheus|Grafana|Figma|Adobe XD|Photoshop|InDesign|UX Research|Wireframing|Prototyping|Usability Testing'),
  { name: 'Go', pattern: /(?<![\p{L}\p{N}])(?:Go|Golang)(?![\p{L}\p{N}'’-])/gu },
  { name: 'R', pattern: /(?<=^|[\s,;:(|/])R(?=[\s,;)|/]|$)/gmu },
  ...'Lean|Spark|Sketch|Swift|Rust|React|Angular|Illustrator|Teaching|Pricing'.split('|').map((name) => ({ name, caseSensitive: true })),
  { name: 'Excel', aliases: ['Microsoft Excel', 'MS Excel'], caseSensitive: true },
  { name: 'VBA', caseSensitive: true },
  // Business, finance, marketing, sales
  ...plain('SAP|SAP FI|SAP MM|Salesforce|HubSpot|Marketo|Google Analytics|Google Ads|SEO|SEM|Content Marketing|Email Marketing|Social Media Marketing|Copywriting|Market Research|Brand Management|CRM|Lead Generation|Account Management|Negotiation|Forecasting|Budgeting|Financial Modeling|Financial Reporting|IFRS|US GAAP|HGB|Accounts Payable|Accounts Receivable|Payroll|Auditing|Tax Accounting|QuickBooks|DATEV|Risk Management|Compliance|Procurement|Supply Chain Management|Logistics|Inventory Management|Six Sigma|Project Management|PMP|PRINCE2|Stakeholder Management|Change Management|Business Analysis|Requirements Engineering|Process Improvement|Recruiting|Onboarding|Employee Relations|Workday|Talent Management|Performance Management|Customer Service|Zendesk|Cold Calling|Key Account Management|Merchandising'),
  // Engineering, health, other trades
  ...plain('AutoCAD|SolidWorks|CATIA|MATLAB|Simulink|PLC|Siemens S7|FMEA|CAD|Finite Element Analysis|Quality Assurance|ISO 9001|Patient Care|Electronic Health Records|Phlebotomy|Pharmacology|Wound Care|CPR|Curriculum Design|Classroom Management|Translation|Technical Writing'),
];

/** The lexicon as the critique uses it: every spelling, with the name it stands for. */
export type SkillPattern = {
  name: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export const SKILL_PATTERNS: SkillPattern[] = SKILLS.flatMap((skill) =>
  skill.pattern ? [{ name: skill.name, pattern: skill.pattern }] : [skill.name, ...(skill.aliases ?? [])].map((spelling) => ({
    name: skill.name,
    // Word edges that also work for C#, C++, .NET and Node.js.
    pattern: new RegExp(`(?<![\\p{L}\\p{N}#+.])${escape(spelling)}(?![\\p{L}\\p{N}#+&]|\\.[\\p{L}])`, skill.caseSensitive ? 'gu' : 'giu'),
  })),
);
