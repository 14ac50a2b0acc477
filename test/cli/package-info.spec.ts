import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageInfo } from '../../lib/cli/package-info.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('cli/package-info', () => {
  it('reads this package\'s version and dependency ranges from its package.json', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; peerDependencies: object; devDependencies: object };
    const info = packageInfo();
    expect(info.version).to.equal(pkg.version);
    expect(info.peerDependencies).to.deep.equal(pkg.peerDependencies);
    expect(info.devDependencies).to.deep.equal(pkg.devDependencies);
  });
});
