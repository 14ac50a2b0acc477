import { expect } from 'chai';
import { USER_TSCONFIG, initFiles } from '../../lib/cli/init-template.js';
import { readmeTsconfig } from '../support/readme-tsconfig.js';

describe('cli/init-template', () => {
  it('writes the tsconfig the setup guide (docs/guide/setup.md) shows, with types: ["node"] for TypeScript 7', () => {
    expect(readmeTsconfig()).to.deep.equal(USER_TSCONFIG);
    expect(JSON.parse(initFiles('x', { self: '1.0.0', peers: {}, typescript: '^7', typesNode: '^20' })['tsconfig.json']!)).to.deep.equal(USER_TSCONFIG);
    expect(USER_TSCONFIG.compilerOptions.types).to.deep.equal(['node']);
  });

  it('names the setup guide\'s packages in the project it writes', () => {
    const pkg = JSON.parse(initFiles('x', { self: '1.2.3', peers: { 'class-validator': '~0.15.1', 'class-transformer': '^0.5.1', 'reflect-metadata': '^0.2.2', '@modelcontextprotocol/client': '~2.4.0' }, typescript: '^7.0.2', typesNode: '^20.19.0' })['package.json']!);
    expect(pkg.dependencies).to.deep.equal({ 'class-transformer': '^0.5.1', 'class-validator': '~0.15.1', 'mcp-decorators': '^1.2.3', 'reflect-metadata': '^0.2.2' });
    expect(pkg.devDependencies).to.deep.equal({ '@modelcontextprotocol/client': '~2.4.0', '@types/node': '^20.19.0', typescript: '^7.0.2' });
    expect(pkg.type).to.equal('module');
  });
});
