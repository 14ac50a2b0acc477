import { expect } from 'chai';
import { createHttpEntry, type HttpEntry } from '../../../lib/http/index.js';
import { createServer, skills } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { SKILLS_EXTENSION } from '../../../lib/extensions/index.js';
import { SKILL_FOLDER } from '../../../samples/everything/server.js';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { post2026 } from '../../support/wire.js';

type Json = { [key: string]: any };

async function call(entry: HttpEntry, method: string, params: Json): Promise<Json> {
  const response = await post2026(entry, method, params, method === 'resources/read' ? {} : { headers: { 'mcp-name': null } });
  return (await response.json()) as Json;
}

describe('extensions/skills/skills-extension', () => {
  let entry: HttpEntry;
  beforeEach(() => {
    entry = createHttpEntry(createServer({ name: 's', version: '1', classes: [], extensions: [skills({ folders: [SKILL_FOLDER] })], diagnostics: silentDiagnostics }));
  });
  afterEach(() => entry.close());

  it('answers a read of a changed, swapped or gone skill file with an error that names its URI, never a path on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpd-skills-'));
    try {
      const folder = join(dir, 'notes');
      mkdirSync(folder);
      writeFileSync(join(folder, 'SKILL.md'), '---\nname: notes\ndescription: d\n---\n');
      writeFileSync(join(folder, 'a.md'), 'a');
      writeFileSync(join(folder, 'b.md'), 'b');
      writeFileSync(join(folder, 'c.md'), 'c');
      const own = createHttpEntry(createServer({ name: 's', version: '1', classes: [], extensions: [skills({ folders: [folder] })], diagnostics: silentDiagnostics }));
      try {
        writeFileSync(join(folder, 'a.md'), 'a, grown after start-up');
        unlinkSync(join(folder, 'b.md'));
        execFileSync('mkfifo', [join(folder, 'b.md')]);
        unlinkSync(join(folder, 'c.md'));
        const reasons = ['it changed since the server started', 'it is no longer a regular file', 'it can no longer be read (ENOENT)'];
        for (const [file, reason] of [['a.md', reasons[0]], ['b.md', reasons[1]], ['c.md', reasons[2]]] as const) {
          const answer = await call(own, 'resources/read', { uri: `skill://notes/${file}` });
          expect(answer.error.code).to.equal(-32603);
          expect(answer.error.message).to.contain(`Skill file skill://notes/${file} cannot be served: ${reason}`);
          expect(JSON.stringify(answer)).to.not.contain(dir);
        }
      } finally {
        await own.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('declares the extension with directoryRead, and the resources capability it depends on', async () => {
    const capabilities = (await call(entry, 'server/discover', {})).result.capabilities;
    expect(capabilities.extensions[SKILLS_EXTENSION]).to.deep.equal({ directoryRead: true });
    expect(capabilities.resources).to.be.an('object');
  });

  it('lists and gets the skill with caching hints; an unknown skill is -32602', async () => {
    const list = (await call(entry, 'skills/list', {})).result;
    expect(list).to.include.keys('ttlMs', 'cacheScope');
    expect(list.skills.map((s: Json) => s.uri)).to.deep.equal(['skill://task-fixtures/SKILL.md']);
    const got = (await call(entry, 'skills/get', { uri: 'skill://task-fixtures/SKILL.md' })).result;
    expect(got.skill).to.deep.equal(list.skills[0]);
    expect(got).to.not.have.property('nextCursor');
    expect((await call(entry, 'skills/get', { uri: 'skill://nope/SKILL.md' })).error.code).to.equal(-32602);
    expect((await call(entry, 'skills/list', { cursor: 'x' })).error.code).to.equal(-32602);
  });

  it('reads the files by URI (SKILL.md as markdown), lists directories, and serves nothing outside the folder', async () => {
    const read = (await call(entry, 'resources/read', { uri: 'skill://task-fixtures/SKILL.md' })).result.contents[0];
    expect(read.mimeType).to.equal('text/markdown');
    expect(read.text).to.match(/^---\nname: task-fixtures\n/);
    const root = (await call(entry, 'resources/directory/read', { uri: 'skill://task-fixtures' })).result.resources;
    expect(root.map((r: Json) => [r.uri, r.mimeType])).to.deep.equal([
      ['skill://task-fixtures/references', 'inode/directory'],
      ['skill://task-fixtures/templates', 'inode/directory'],
      ['skill://task-fixtures/SKILL.md', 'text/markdown'],
    ]);
    expect((await call(entry, 'resources/directory/read', { uri: 'skill://task-fixtures/references' })).result.resources.map((r: Json) => r.uri)).to.deep.equal(['skill://task-fixtures/references/fixtures.md']);
    expect((await call(entry, 'resources/directory/read', { uri: 'skill://task-fixtures/SKILL.md' })).error.code).to.equal(-32602);
    for (const uri of ['skill://task-fixtures/../../../package.json', 'skill://task-fixtures/references/../../server.ts', 'skill://task-fixtures/%2e%2e/x']) {
      expect((await call(entry, 'resources/read', { uri })).error.code, uri).to.equal(-32602);
    }
  });
});
