// The release path (issue 25), as walk-release-path.mjs walks it. Budgets: the path <= 4 min; the
// production install <= 60 MB with no database, PostgREST, Deno, esbuild or Vite in it.
import { FORBIDDEN_IN_PRODUCTION, walkReleasePath } from '../release/walk-release-path.mjs';
import { mark } from './support/figures.mjs';

const BUDGET_S = 240;
const BUDGET_MB = 60;

const result = await walkReleasePath({ log: () => {} });
const mb = result.productionBytes / 1e6;
const { ci, build, prune, serve, total } = result.seconds;
const checks = [
  [total <= BUDGET_S, `release path ${total.toFixed(0)} s (npm ci ${ci.toFixed(0)} s, build ${build.toFixed(0)} s, prune ${prune.toFixed(0)} s, serve answers ${serve.toFixed(1)} s; budget <= ${BUDGET_S} s)`],
  [mb <= BUDGET_MB, `page server's production install ${mb.toFixed(1)} MB in ${result.productionPackages} packages (budget <= ${BUDGET_MB} MB)`],
  [result.forbiddenPresent.length === 0, `none of ${FORBIDDEN_IN_PRODUCTION.join(', ')} in it${result.forbiddenPresent.length ? `: found ${result.forbiddenPresent.join(', ')}` : ''}`],
  [result.health === 200 && result.home === 200 && result.missingHomeTexts.length === 0, `/healthz ${result.health}, / ${result.home} server-rendered with its data`],
];
console.log('Release path (scratch copy of this checkout)');
for (const [ok, line] of checks) console.log(`  ${mark(ok)} ${line}`);
