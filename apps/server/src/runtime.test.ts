import { describe, expect, it } from 'vitest';
import { REQUIRED_NODE_MAJOR, runtimeProblem } from './runtime';

describe('the runtime', () => {
  it('is Node.js 24 or later: the tests run on the Node that npm installed', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(REQUIRED_NODE_MAJOR);
  });

  it('refuses an older Node with what to run instead, and lets 24 and later start', () => {
    const problem = runtimeProblem('20.20.2');
    expect(problem).toContain('needs Node.js 24 or later; it was started with Node.js 20.20.2');
    expect(problem).toContain('node_modules/.bin/node apps/server/dist/main.js');
    expect(runtimeProblem('24.21.0')).toBeNull();
    expect(runtimeProblem('26.0.0')).toBeNull();
    expect(runtimeProblem('not a version')).not.toBeNull();
  });
});
