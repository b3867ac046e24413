// `npm test`'s release step: fails when a step of the release path fails, or when the production
// install holds the development backend or build tools.
import { walkReleasePath } from './release/walk-release-path.mjs';

const result = await walkReleasePath();
const problems = [
  result.forbiddenPresent.length > 0 && `the production install holds ${result.forbiddenPresent.join(', ')}`,
  result.health !== 200 && `/healthz answered ${result.health}`,
  result.home !== 200 && `/ answered ${result.home}`,
  result.missingHomeTexts.length > 0 && `the served home page lacks ${result.missingHomeTexts.map((text) => `"${text}"`).join(', ')}`,
  !result.stoppedBySigterm && 'the page server did not stop on SIGTERM within 15 s',
].filter(Boolean);
console.log(`  production install: ${(result.productionBytes / 1e6).toFixed(1)} MB in ${result.productionPackages} packages; /healthz ${result.health}, / ${result.home}`);
if (problems.length) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  console.error(`The page server said:\n${result.serverOutput}`);
  process.exit(1);
}
