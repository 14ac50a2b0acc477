import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectClient } from '../../../lib/testing/index.js';
import { createDocsServer } from '../../../docs/examples/skills.js';

// The skills guide's example (docs/examples/skills.ts), built in a folder that holds the two skill folders it names
// (relative paths resolve against the working directory when the server is built).
describe('docs/examples/skills', () => {
  let folder: string;
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'docs-skills-'));
    for (const name of ['pdf-processing', 'refunds']) {
      mkdirSync(join(folder, 'skills', name), { recursive: true });
      writeFileSync(join(folder, 'skills', name, 'SKILL.md'), `---\nname: ${name}\ndescription: The ${name} skill\n---\n# ${name}\n`);
    }
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('serves the two folders (one under acme/billing) and the @Skill method with its extra file', async () => {
    const cwd = process.cwd();
    process.chdir(folder);
    let server;
    try {
      server = createDocsServer();
    } finally {
      process.chdir(cwd);
    }
    const session = await connectClient({ revision: '2025-11-25', client: 'v2', transport: 'memory', server: () => server });
    try {
      const uris = ((await session.listResources()).resources as { uri: string }[]).map((r) => r.uri);
      expect(uris).to.include.members(['skill://pdf-processing/SKILL.md', 'skill://acme/billing/refunds/SKILL.md', 'skill://release-notes/SKILL.md']);
      const body = (await session.readResource('skill://release-notes/templates/notes.md')).contents as { text: string }[];
      expect(body[0]!.text).to.equal('# Release …');
    } finally {
      await session.close();
    }
  });
});
