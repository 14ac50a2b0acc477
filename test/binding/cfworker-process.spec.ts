import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RawStdio } from '../support/raw-stdio.js';
import { CORPUS } from '../fixtures/validator-corpus.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../fixtures');
const fixture = join(fixtures, 'validator-stdio.js');

/** Which heavy dependencies a load-tracking scenario loads in a fresh process that refuses code generation. */
function loadedWithoutCodeGeneration(scenario: string): string[] {
  const tracking = join(fixtures, 'load-tracking');
  return JSON.parse(execFileSync(process.execPath, ['--disallow-code-generation-from-strings', join(tracking, 'run.js'), join(tracking, scenario)], { encoding: 'utf8' })) as string[];
}
const stateless = { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } };

// Every answer of one process to the corpus (tools/call on a session revision and on 2026-07-28) and to prompts/get.
async function answersOf(server: RawStdio): Promise<unknown[]> {
  await server.initialize('2025-11-25');
  const out: unknown[] = [];
  for (const { tool, args } of CORPUS) {
    out.push((await server.request('tools/call', { name: tool, arguments: args as never })).result ?? 'no result');
    const answer = await server.request('tools/call', { name: tool, arguments: args as never, ...stateless });
    out.push(answer.result ?? answer.error);
  }
  for (const args of [{ name: 'Ada' }, { name: '' }, { name: 'ada' }, { name: 'Adalovelace!' }, {}, { name: 'Ada', extra: 'x' }]) {
    const answer = await server.request('prompts/get', { name: 'greet', arguments: args as never });
    out.push(answer.result ?? answer.error);
  }
  return out;
}

describe('binding/cfworker-process: a server in a process that refuses code generation from strings', () => {
  const servers: RawStdio[] = [];
  after(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it('validates with @cfworker/json-schema there, answering tools/call and prompts/get as the process with Ajv does', async function () {
    this.timeout(60_000);
    const plain = new RawStdio(process.execPath, [fixture]);
    const refusing = new RawStdio(process.execPath, ['--disallow-code-generation-from-strings', fixture]);
    servers.push(plain, refusing);
    const [expected, actual] = await Promise.all([answersOf(plain), answersOf(refusing)]);
    const engine = async (server: RawStdio) => JSON.stringify((await server.request('tools/call', { name: 'engine', arguments: {} })).result);
    expect(await engine(plain)).to.include('ajv');
    expect(await engine(refusing)).to.include('cfworker');
    // Not vacuous: the corpus has accepted and refused calls, and a prompt answered.
    const texts = JSON.stringify(expected);
    expect(texts).to.include('a@example.com').and.include('Invalid arguments for tool order').and.include('Hello Ada').and.include('-32602');
    expect(actual).to.deep.equal(expected);
    expect(refusing.stdoutNoise).to.deep.equal([]);
    expect(refusing.stderr).to.not.include('disallowed');
  });

  it('switches to @cfworker/json-schema when code generation is refused only after the server was built (workerd refuses it while serving)', async function () {
    this.timeout(60_000);
    const plain = new RawStdio(process.execPath, [fixture]);
    const late = new RawStdio(process.execPath, [fixture, '--late-refusal']);
    servers.push(plain, late);
    const [expected, actual] = await Promise.all([answersOf(plain), answersOf(late)]);
    expect(actual).to.deep.equal(expected);
    expect(JSON.stringify((await late.request('tools/call', { name: 'engine', arguments: {} })).result)).to.include('cfworker');
    expect(late.stdoutNoise).to.deep.equal([]);
  });

  it('loads @cfworker/json-schema there only when a schema is first checked, and never loads Ajv', function () {
    this.timeout(30_000);
    expect(loadedWithoutCodeGeneration('plain-tools.js')).to.deep.equal([]);
    expect(loadedWithoutCodeGeneration('dto-call.js')).to.have.members(['class-validator', 'class-transformer', 'ajv-formats', '@cfworker/json-schema', '@modelcontextprotocol/server']);
  });
});
