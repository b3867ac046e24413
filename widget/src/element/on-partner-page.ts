/** True in the script-tag bundles: on partner pages, and on our own site when its federated build is down. */
export const ON_PARTNER_PAGE = import.meta.env.VAANI_STANDALONE !== 'false';

let ownSite = !ON_PARTNER_PAGE;

/** On our own site the elements use its words ("Business Email", not "Email") and link to its contact page. */
export const isOwnSite = () => ownSite;

/** Called by the loader of a script marked `data-site="own"`, before any view renders. */
export function markOwnSite(): void {
  ownSite = true;
}
