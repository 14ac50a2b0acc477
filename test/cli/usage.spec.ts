import { expect } from 'chai';
import { DEV_USAGE, INIT_USAGE, INSPECT_USAGE, MANIFEST_USAGE, SERVE_USAGE, USAGE } from '../../lib/cli/usage.js';

describe('cli/usage', () => {
  it('lists every command, and says what running a module runs', () => {
    for (const command of ['init [dir]', 'dev <module>', 'serve <module>', 'inspect <module>', 'manifest <module> [--revision <rev>]', 'manifest <module> --diff']) expect(USAGE).to.include(command);
    for (const text of [USAGE, SERVE_USAGE, MANIFEST_USAGE, INSPECT_USAGE]) expect(text).to.include('Importing it runs its top level').and.include('no handler is called');
  });

  it('names the options each command takes', () => {
    expect(DEV_USAGE).to.include('--build <command>').and.include('--watch <dir>');
    expect(MANIFEST_USAGE).to.include('--diff <file>').and.include('exits 1 when any is');
    expect(INIT_USAGE).to.include('npm install && npm test').and.include('packed into dir/vendor/').and.include('--registry');
    expect(SERVE_USAGE).to.include('{ "command": "/abs/path/node_modules/.bin/mcp-decorators", "args": ["serve", "/abs/path/dist/server.js"] }');
  });
});
