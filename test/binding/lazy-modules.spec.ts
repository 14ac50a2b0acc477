import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ajv, classTransformer, classValidator } from '../../lib/binding/lazy-modules.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/load-tracking');

/** Which heavy dependencies a scenario loads, seen from module resolution in a fresh process. */
function loadedBy(scenario: string): string[] {
  const out = execFileSync(process.execPath, [join(fixtures, 'run.js'), join(fixtures, scenario)], { encoding: 'utf8' });
  return JSON.parse(out) as string[];
}

describe('binding/lazy-modules', () => {
  it('gives the same modules an import gives (one class-validator metadata store)', async () => {
    const imported = await import('class-validator');
    expect(classValidator().getMetadataStorage()).to.equal(imported.getMetadataStorage());
    expect(classTransformer().plainToInstance).to.equal((await import('class-transformer')).plainToInstance);
    expect(new (ajv().Ajv2020)().compile({ type: 'string' })('x')).to.equal(true);
  });

  it('loads none of class-validator, class-transformer, Ajv, the SDK, OpenTelemetry, jose or rate-limiter-flexible (nor js-yaml, ioredis or better-sqlite3) for a server of plain tools', function () {
    this.timeout(20_000);
    expect(loadedBy('plain-tools.js')).to.deep.equal([]);
  });

  it('loads them once something needs them: a DTO tool called in memory', function () {
    this.timeout(20_000);
    // class-transformer's metadata store is read at scan (does the DTO use @Type, @Transform…?).
    expect(loadedBy('dto-call.js')).to.have.members(['class-validator', 'class-transformer', 'ajv', 'ajv-formats', '@modelcontextprotocol/server']);
  });

  it('loads rate-limiter-flexible for a declared limit and jose with the first token, but no OpenTelemetry while no SDK is registered', function () {
    this.timeout(20_000);
    // Ajv compiles the tool's schema on its first call.
    expect(loadedBy('policies.js')).to.have.members(['ajv', 'ajv-formats', 'rate-limiter-flexible', 'jose']);
  });
});
