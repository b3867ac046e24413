// Who may do what through the API, declared once: for each table the operations each API role is
// granted and the named policies that decide which rows, and for each function who may call it.
// access-rules.test.ts holds the database (grants, routine privileges, pg_policies) to this table;
// access-matrix.test.ts checks the same rules by what each role actually sees.

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export type Operation = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface Policy {
  name: string;
  operation: Operation;
  roles: ApiRole[];
}

export interface TableRules {
  /** What each role is granted; a role left out is granted nothing. */
  grants: Partial<Record<ApiRole, Operation[]>>;
  policies: Policy[];
}

const ALL: Operation[] = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];
/** The service role (the operator's key: edge functions, scripts) reads and writes every table. */
const SERVICE = { service_role: ALL };
const VISITORS: ApiRole[] = ['anon', 'authenticated'];

/**
 * Public content: visitors read it, staff edit it (every signed-in user is granted, the policies let
 * admins and editors through; site settings and the home layout admins only).
 */
function content(read: { name: string; roles: ApiRole[] }, what: string, editors: 'Admins' | 'Admins and editors' = 'Admins and editors'): TableRules {
  const policies: Policy[] = [
    { name: read.name, operation: 'SELECT', roles: read.roles },
    { name: `${editors} add ${what}`, operation: 'INSERT', roles: ['authenticated'] },
    { name: `${editors} edit ${what}`, operation: 'UPDATE', roles: ['authenticated'] },
    { name: `${editors} delete ${what}`, operation: 'DELETE', roles: ['authenticated'] },
  ];
  return { grants: { ...SERVICE, authenticated: ALL, ...(read.roles.includes('anon') ? { anon: ['SELECT'] } : {}) }, policies };
}

const withPolicy = (rules: TableRules, policy: Policy): TableRules => ({ ...rules, policies: [...rules.policies, policy] });

export const TABLES: Record<string, TableRules> = {
  // Visitors read published case studies only; staff read drafts and scheduled ones too.
  case_studies: withPolicy(content({ name: 'Visitors read published case studies', roles: VISITORS }, 'case studies'), {
    name: 'Admins and editors read drafts',
    operation: 'SELECT',
    roles: ['authenticated'],
  }),
  media_files: content({ name: 'Signed-in users read active media', roles: ['authenticated'] }, 'media'),
  key_features: content({ name: 'Visitors read active key features', roles: VISITORS }, 'key features'),
  key_features_section: content({ name: 'Visitors read the key features heading', roles: VISITORS }, 'the key features heading'),
  testimonials: content({ name: 'Visitors read active testimonials', roles: VISITORS }, 'testimonials'),
  testimonials_section: content({ name: 'Visitors read the testimonials heading', roles: VISITORS }, 'the testimonials heading'),
  site_pages: content({ name: 'Visitors read site pages', roles: VISITORS }, 'site pages'),
  site_settings: content({ name: 'Visitors read site settings', roles: VISITORS }, 'site settings', 'Admins'),
  user_roles: {
    grants: { ...SERVICE, authenticated: ALL },
    policies: [
      { name: 'Users read their own roles', operation: 'SELECT', roles: ['authenticated'] },
      { name: 'Admins read every role', operation: 'SELECT', roles: ['authenticated'] },
      { name: 'Admins grant roles', operation: 'INSERT', roles: ['authenticated'] },
      { name: 'Admins change roles', operation: 'UPDATE', roles: ['authenticated'] },
      { name: 'Admins remove roles', operation: 'DELETE', roles: ['authenticated'] },
    ],
  },
  leads: {
    grants: { ...SERVICE, authenticated: ['SELECT'] },
    policies: [{ name: 'Admins and sales read every lead', operation: 'SELECT', roles: ['authenticated'] }],
  },
  // Written by record_lead_forward alone (the service path); staff who read leads read them.
  lead_forward_attempts: {
    grants: { service_role: ['SELECT'], authenticated: ['SELECT'] },
    policies: [{ name: 'Admins and sales read forward attempts', operation: 'SELECT', roles: ['authenticated'] }],
  },
  rate_limits: { grants: SERVICE, policies: [] },
  // Stored by the visitor-error function (the service path), pruned by its trigger; admins read them.
  visitor_errors: {
    grants: { service_role: ['SELECT', 'INSERT', 'DELETE'], authenticated: ['SELECT'] },
    policies: [{ name: 'Admins read visitor errors', operation: 'SELECT', roles: ['authenticated'] }],
  },
  case_study_redirects: {
    grants: { ...SERVICE, anon: ['SELECT'], authenticated: ['SELECT', 'DELETE'] },
    policies: [
      { name: 'Visitors read redirects of visible case studies', operation: 'SELECT', roles: VISITORS },
      { name: 'Admins and editors delete case study redirects', operation: 'DELETE', roles: ['authenticated'] },
    ],
  },
  // One counter, moved by triggers on public content; page servers read it to drop their cache.
  content_version: {
    grants: { service_role: ['SELECT'], anon: ['SELECT'], authenticated: ['SELECT'] },
    policies: [{ name: 'Visitors read the content version', operation: 'SELECT', roles: VISITORS }],
  },
  // How long data is kept: admins read and change it, apply_retention() (the daily job) applies it.
  retention_settings: {
    grants: { service_role: ['SELECT'], authenticated: ['SELECT', 'UPDATE'] },
    policies: [
      { name: 'Admins read retention settings', operation: 'SELECT', roles: ['authenticated'] },
      { name: 'Admins edit retention settings', operation: 'UPDATE', roles: ['authenticated'] },
    ],
  },
  // Append-only, written by triggers alone: nobody writes it through the API, the service key included.
  change_log: {
    grants: { service_role: ['SELECT'], authenticated: ['SELECT'] },
    policies: [
      { name: 'Admins read the change log', operation: 'SELECT', roles: ['authenticated'] },
      { name: 'Editors read the history of content', operation: 'SELECT', roles: ['authenticated'] },
    ],
  },
};

/** Storage objects: the platform grants the table; these policies are the project's. */
export const STORAGE_OBJECT_POLICIES: Policy[] = [
  { name: 'Visitors read media objects', operation: 'SELECT', roles: VISITORS },
  { name: 'Admins and editors upload media objects', operation: 'INSERT', roles: ['authenticated'] },
  { name: 'Admins and editors replace media objects', operation: 'UPDATE', roles: ['authenticated'] },
  { name: 'Admins and editors delete media objects', operation: 'DELETE', roles: ['authenticated'] },
];

/** Functions in `public` by signature, and who may execute them; a function left out is callable by nobody. */
export const FUNCTIONS: Record<string, ApiRole[]> = {
  'has_role(uuid,app_role)': ['anon', 'authenticated', 'service_role'],
  'has_any_role(app_role[])': ['anon', 'authenticated', 'service_role'],
  'keep_last_admin()': [],
  'record_change()': [],
  'refuse_change_log_edits()': [],
  'change_log_people()': ['authenticated'],
  'team_members()': ['authenticated'],
  'set_team_role(uuid,app_role)': ['authenticated'],
  'get_public_case_studies()': ['anon', 'authenticated'],
  'get_public_media(text,text)': ['anon', 'authenticated'],
  'consume_rate_limit(text,integer,integer)': ['service_role'],
  'store_lead(text,jsonb,uuid,integer,text,jsonb,jsonb,text,text,integer)': ['service_role'],
  'forward_leads_again(uuid[])': ['authenticated'],
  'erase_person_leads(text)': ['authenticated'],
  'mark_lead_spam(uuid,boolean)': ['authenticated'],
  'lead_people()': ['authenticated'],
  'same_person_leads(leads)': ['authenticated'],
  'earlier_lead_of(text,text,timestamp with time zone,uuid)': [],
  'link_returning_lead()': [],
  'record_lead_review()': [],
  'lead_sources_by_day(text)': ['authenticated'],
  'claim_due_leads(integer,integer)': ['service_role'],
  'record_lead_forward(uuid,text,integer,integer,integer)': ['service_role'],
  'operations_status()': ['service_role'],
  'prune_visitor_errors()': [],
  'visitor_errors_last_day()': ['authenticated'],
  'touch_updated_at()': [],
  'site_settings_problem(jsonb)': [],
  'is_web_address(text)': ['authenticated', 'service_role'],
  'check_site_settings()': [],
  'key_feature_colour(text,text)': [],
  'key_features_colours()': [],
  'keep_case_study_redirect()': [],
  'settle_case_study_schedule()': [],
  'publish_due_case_studies()': ['service_role'],
  'bump_content_version()': [],
  'apply_retention()': ['service_role'],
};
