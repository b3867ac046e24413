/** Toasts of the screens that preview in this browser before publishing (home layout, site settings). */
export const PREVIEW_TOASTS = {
  previewed: 'Preview saved in this browser',
  previewedDescription: 'Open the site in this browser to see it; visitors still see the published version.',
  cleared: 'Preview cleared',
} as const;
