import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { nodeBuiltin } from '../../lib/vocabulary/node-builtin.js';
import { NodeOnlyError } from '../../lib/errors/node-only.error.js';
import { clientAddressResolver } from '../../lib/server/transports/http/entry/trust-proxy.js';
import { skills } from '../../lib/extensions/skills/skills-extension.js';

/** Runs `body` as on a runtime without `process.getBuiltinModule` (Vercel Edge), restoring it after. */
function withoutBuiltins<T>(body: () => T): T {
  const saved = Object.getOwnPropertyDescriptor(process, 'getBuiltinModule');
  Object.defineProperty(process, 'getBuiltinModule', { value: undefined, configurable: true, writable: true });
  try {
    return body();
  } finally {
    if (saved) Object.defineProperty(process, 'getBuiltinModule', saved);
  }
}

describe('vocabulary/node-builtin', () => {
  it('gives the Node module where the runtime has it', () => {
    expect(nodeBuiltin('node:fs', () => new Error('none')).readFileSync).to.equal(readFileSync);
  });

  it('raises the error it is given where the runtime has no such module', () => {
    expect(() => withoutBuiltins(() => nodeBuiltin('node:fs', () => new NodeOnlyError('a feature', 'node:fs', 'Use another.')))).to.throw(NodeOnlyError, "a feature needs Node's node:fs");
  });

  it('the Node-only features name themselves there: trustProxy, skill folders', () => {
    expect(() => withoutBuiltins(() => clientAddressResolver('loopback'))).to.throw(NodeOnlyError, /^trustProxy needs Node's node:net.*Leave trustProxy unset/);
    expect(() => withoutBuiltins(() => skills({ folders: ['skills/notes'] }))).to.throw(NodeOnlyError, /^skills\(\{ folders \}\) needs Node's node:path.*@Skill/);
    // Off, trustProxy needs nothing.
    expect(withoutBuiltins(() => clientAddressResolver(undefined))).to.equal(undefined);
  });
});
