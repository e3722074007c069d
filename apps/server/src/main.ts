import { runtimeProblem } from './runtime';

/*
 * The entry point checks the runtime before anything else is loaded: the server's own modules
 * and its dependencies are imported only once the Node.js version is known to be one they run
 * on (src/runtime.ts).
 */
const problem = runtimeProblem(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
// A name, not a literal, so the bundle keeps the server in its own file, loaded after the check.
const server = './server.js';
await import(server);
