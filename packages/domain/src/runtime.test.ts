import { describe, expect, it } from 'vitest';

describe('the runtime', () => {
  it('is Node.js 24 or later: npm runs the tests on the Node that npm ci installed', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
