/**
 * The Node.js the server runs on: 24 LTS (Node 20 is past its end of life, and dependencies
 * need 22 or later). `npm start` and every npm script run the Node that the `node` dev
 * dependency installs (docs/decisions/0022-node-24-from-npm.md); this check stops a start by hand on
 * an older one (`node apps/server/dist/main.js` with the machine's Node 20) with a clear message
 * instead of a failure deep in a dependency.
 */
export const REQUIRED_NODE_MAJOR = 24;

/** What to tell someone starting the server on `version` (process.versions.node), or null. */
export function runtimeProblem(version: string): string | null {
  const major = Number(version.split('.')[0]);
  if (Number.isInteger(major) && major >= REQUIRED_NODE_MAJOR) {
    return null;
  }
  return [
    `This server needs Node.js ${REQUIRED_NODE_MAJOR} or later; it was started with Node.js ${version}.`,
    'Start it with `npm start`, which runs the Node.js 24 that `npm ci` installed, or run that',
    'binary directly: node_modules/.bin/node apps/server/dist/main.js',
  ].join('\n');
}

/** The runtime as the first log line names it. */
export function runtimeName(): string {
  return `node ${process.versions.node}`;
}
