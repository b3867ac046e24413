/** Success toasts of the case study screens (the spec leaves their wording to us). */
export const CASE_STUDY_TOASTS = {
  draftSaved: 'Draft saved',
  updated: 'Case study updated',
  deleted: 'Case study deleted',
  redirectRemoved: 'Redirect removed',
  redirectRemoveFailed: 'Failed to remove the redirect',
} as const;
