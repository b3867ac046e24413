/**
 * True in the script-tag bundles, which partner pages load (and our own site, when its federated
 * build is down). The federated build for our own site sets VAANI_STANDALONE to 'false' (vite.config.ts).
 */
export const ON_PARTNER_PAGE = import.meta.env.VAANI_STANDALONE !== 'false';

let ownSite = !ON_PARTNER_PAGE;

/**
 * On our own site the elements use its words ("Business Email", where partner pages get "Email")
 * and link to its pages (the contact page); also with the script-tag bundle, which the site loads
 * when its federated build is down, marking that script `data-site="own"`.
 */
export const isOwnSite = () => ownSite;

/** Called by the loader of a script marked `data-site="own"`, before any view renders. */
export function markOwnSite(): void {
  ownSite = true;
}
