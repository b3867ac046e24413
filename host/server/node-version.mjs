// Every command runs on Node 24 LTS (engines, .nvmrc and the `node` package in node_modules/.bin,
// so npm scripts run on it even where the machine's Node is older). An older Node is refused in
// one line saying how to fix it, before anything else fails less readably.

const NODE_MAJOR = 24;

/**
 * Exits with one line when this process runs on a Node older than NODE_MAJOR.
 * @param {string} fix what to do about it, for the command at hand
 */
export function requireSupportedNode(fix) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= NODE_MAJOR) return;
  console.error(`✖ Node ${process.versions.node} is too old: this project runs on Node ${NODE_MAJOR} LTS. ${fix}`);
  process.exit(1);
}

/** For `npm start`, `npm test`, `npm run build` and `npm run bench`. */
export const FIX_FOR_DEVELOPMENT = `Run it through npm (\`npm install\` puts Node ${NODE_MAJOR} from npm in node_modules/.bin, where npm scripts find it), or install Node ${NODE_MAJOR} (e.g. \`nvm install\`, which reads .nvmrc).`;
