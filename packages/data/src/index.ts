// Public face of @vaani/data: the one Supabase client, the shared query cache and every call of
// the site spec, grouped by feature. Nothing here ever holds a server secret.

export { SEEN_BY_VISITORS } from './query/seen-by-visitors.ts';
export type { QueryResult } from './query/use-query.ts';
export type { MutationResult } from './query/use-mutation.ts';

export * from './leads.ts';

export { useSession } from './features/auth/api/use-session.ts';
export { signInWithPassword } from './features/auth/api/sign-in-with-password.ts';
export { signOut } from './features/auth/api/sign-out.ts';
export { requestPasswordReset, setPassword } from './features/auth/api/email-link-actions.ts';
export { STAFF_ROLES, useStaffRole, type StaffRole } from './features/auth/api/get-staff-role.ts';
export { can, type Action } from './features/auth/permissions.ts';

export {
  CASE_STUDY_MESSAGES,
  type CaseStudy,
  type CaseStudyInput,
  type CaseStudyStatus,
  type CaseStudyWithStatus,
  type PublicCaseStudy,
  type StaffCaseStudy,
} from './features/case-studies/api/case-study-types.ts';
// Staff-only operations load on first use (their hooks import them), so visitors' pages do not carry them.
export { useStaffCaseStudies } from './features/case-studies/api/use-staff-case-studies.ts';
export type { StatusChange } from './features/case-studies/api/set-case-study-status.ts';
export { useSetCaseStudyStatus } from './features/case-studies/api/use-set-case-study-status.ts';
export { usePublicCaseStudies } from './features/case-studies/api/list-public-case-studies.ts';
export { useCaseStudy } from './features/case-studies/api/get-case-study.ts';
export { caseStudyHead, useCaseStudyRoute } from './features/case-studies/api/case-study-route.ts';
export { useCreateCaseStudy } from './features/case-studies/api/create-case-study.ts';
export { useUpdateCaseStudy } from './features/case-studies/api/update-case-study.ts';
export { useDeleteCaseStudy } from './features/case-studies/api/delete-case-study.ts';
export { useCaseStudyRedirects, useRemoveCaseStudyRedirect, type CaseStudyRedirect } from './features/case-studies/api/case-study-redirects-admin.ts';

export {
  DEFAULT_DEMO_VIDEO_PATH,
  DEMO_VIDEO_USE_CASE,
  MEDIA_ALT_TEXT_LIMIT,
  MEDIA_MESSAGES,
  type MediaFile,
} from './features/media/api/media-types.ts';
export { describeUploadError, useUploadMedia } from './features/media/api/upload-media.ts';
export { useAgentImage } from './features/media/api/get-agent-image.ts';
export { useDeleteMedia, useMediaLibrary, useSetMediaActive } from './features/media/api/media-library.ts';

export {
  KEY_FEATURE_ICONS,
  KEY_FEATURE_MESSAGES,
  type KeyFeature,
  type KeyFeatureIcon,
} from './features/key-features/api/key-feature-types.ts';
export {
  useAllKeyFeatures,
  useDeleteKeyFeature,
  useKeyFeatures,
  useKeyFeaturesSection,
  useSaveKeyFeature,
  useUpdateKeyFeaturesSection,
  type KeyFeatureInput,
} from './features/key-features/api/key-features.ts';

export { TESTIMONIAL_MESSAGES, type Testimonial } from './features/testimonials/api/testimonial-types.ts';
export {
  useDeleteTestimonial,
  useSaveTestimonial,
  useTestimonials,
  useTestimonialsSection,
  useUpdateTestimonialsSection,
  type TestimonialInput,
} from './features/testimonials/api/testimonials.ts';
export { useMoveInOrder } from './features/ordered-content/api/move-in-order.ts';

export { SITE_PAGE_MESSAGES, type SitePageSlug } from './features/site-pages/api/site-page-types.ts';
export { sitePageHead, useSitePage } from './features/site-pages/api/get-site-page.ts';
export { useUpdateSitePage, type SitePageInput } from './features/site-pages/api/update-site-page.ts';

export { PUBLISH_MESSAGES, usePublishSiteSettings } from './features/site-settings/api/publish-site-settings.ts';

// The bundle's own copy of the cache for the host's server to drive (each remote's generated server entry re-exports it).
export { serverRender } from './query/server-render.ts';

export {
  FORWARD_STATUSES,
  LEAD_ADMIN_MESSAGES,
  LEAD_FORMS,
  LEADS_PAGE_SIZE,
  UNKNOWN_CALLING_FORM,
  type AdminLead,
  type ExportedLead,
  type ForwardStatus,
  type LeadFilter,
  type LeadForm,
} from './features/leads-admin/api/lead-admin-types.ts';
export { useLeads } from './features/leads-admin/api/list-leads.ts';
export { useErasePersonLeads, useForwardLeadsAgain, useMarkLeadSpam } from './features/leads-admin/api/lead-actions.ts';
export { exportLeads } from './features/leads-admin/api/export-leads.ts';
export { useLead, type LeadDetail } from './features/leads-admin/api/get-lead.ts';
export { useLeadCounts, type LeadCounts } from './features/leads-admin/api/lead-counts.ts';
export {
  LEAD_SOURCES,
  useLeadSources,
  type LeadSource,
  type LeadSourceDay,
  type LeadSourceSummary,
} from './features/leads-admin/api/lead-sources.ts';
export { useVisitorErrors, type VisitorErrorGroup } from './features/visitor-errors/api/visitor-errors-last-day.ts';

export {
  CHANGE_KINDS,
  type ChangeAction,
  type ChangeEntry,
  type ChangeKind,
  type ChangeLogFilter,
  type ChangePerson,
  type ChangeSummary,
} from './features/change-log/api/change-log-types.ts';
export { HISTORY_LENGTH, useChange, useChangeLog, useChangePeople, useItemHistory } from './features/change-log/api/list-change-log.ts';
export type { RestorableKind } from './features/change-log/api/restore-item-version.ts';
export { useRestoreItemVersion } from './features/change-log/api/use-restore-item-version.ts';
export type { TeamMember } from './features/team/api/team-operations.ts';
export { useChangeTeamRole, useInviteTeamMember, useRemoveTeamMember, useTeam } from './features/team/api/use-team.ts';
export { RETENTION_LIMITS, type RetentionSettings } from './features/retention/api/retention-types.ts';
export { useRetentionSettings, useSaveRetentionSettings } from './features/retention/api/use-retention-settings.ts';
