import { expect } from 'chai';
import { skillEntry } from '../../../lib/extensions/skills/served-skill.js';
import { skillFromFiles } from '../../../lib/extensions/skills/skill-folder.js';
import { indexSkills, skillMethods } from '../../../lib/extensions/skills/skill-methods.js';
import type { CachePolicy } from '../../../lib/revisions/wire-types.js';
import type { ExtensionMethod, ExtensionRequest } from '../../../lib/server/contracts/extension.js';
import { ProtocolError } from '../../../lib/server/protocol/protocol-error.js';

const notes = skillFromFiles('notes', { name: 'notes', description: 'Take notes' }, new Map([
  ['SKILL.md', Buffer.from('# notes')],
  ['scripts/run.py', Buffer.from('print(1)')],
  ['scripts/lib/util.py', Buffer.from('x = 1')],
  ['README.txt', Buffer.from('read me')],
]));
const cache: CachePolicy = { discover: { ttlMs: 1, cacheScope: 'public' }, lists: { ttlMs: 300_000, cacheScope: 'public' }, reads: { ttlMs: 0, cacheScope: 'private' } };

function call(methods: readonly ExtensionMethod[], method: string, params: object, era: 'session' | 'stateless' = 'session') {
  return methods.find((m) => m.method === method)!.handle({ params, era } as unknown as ExtensionRequest);
}

async function refusal(promise: Promise<unknown>): Promise<ProtocolError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).to.be.instanceOf(ProtocolError);
  return error as ProtocolError;
}

describe('extensions/skills/skill-methods', () => {
  const index = indexSkills([notes]);

  it('indexes skills by URI and every directory by its skill:// URI', () => {
    expect([...index.byUri.keys()]).to.deep.equal(['skill://notes/SKILL.md']);
    expect([...index.directories.keys()].sort()).to.deep.equal(['skill://notes', 'skill://notes/scripts', 'skill://notes/scripts/lib']);
  });

  it('lists and gets skills, with the list cache hints only on the stateless era', async () => {
    const methods = skillMethods(index, () => cache, false);
    expect(methods.map((m) => m.method)).to.deep.equal(['skills/list', 'skills/get']);
    expect(await call(methods, 'skills/list', {})).to.deep.equal({ skills: [skillEntry(notes)] });
    expect(await call(methods, 'skills/list', { cursor: '' }, 'stateless')).to.deep.equal({ skills: [skillEntry(notes)], ttlMs: 300_000, cacheScope: 'public' });
    expect(await call(methods, 'skills/get', { uri: 'skill://notes/SKILL.md' })).to.deep.equal({ skill: skillEntry(notes) });
  });

  it('refuses a cursor, a missing URI and a URI no skill has, with -32602', async () => {
    const methods = skillMethods(index, () => cache, false);
    expect((await refusal(call(methods, 'skills/list', { cursor: 'abc' }))).message).to.equal('Invalid cursor for skills/list: this server answers in one page; call it without a cursor');
    expect((await refusal(call(methods, 'skills/get', {}))).message).to.equal('skills/get needs params.uri');
    const unknown = await refusal(call(methods, 'skills/get', { uri: 'skill://other/SKILL.md' }));
    expect([unknown.rpcCode, unknown.data]).to.deep.equal([-32602, { uri: 'skill://other/SKILL.md' }]);
    expect((await refusal(call(methods, 'skills/get', Object.create({ uri: 'skill://notes/SKILL.md' })))).message).to.equal('skills/get needs params.uri');
  });

  it('reads a directory one level deep, folders first, when directory reads are on', async () => {
    const methods = skillMethods(index, () => cache, true);
    const root = (await call(methods, 'resources/directory/read', { uri: 'skill://notes' })) as { resources: { name: string; mimeType: string; size?: number }[] };
    expect(root.resources.map((r) => [r.name, r.mimeType])).to.deep.equal([['scripts', 'inode/directory'], ['SKILL.md', 'text/markdown'], ['README.txt', 'text/plain']]);
    const scripts = (await call(methods, 'resources/directory/read', { uri: 'skill://notes/scripts' })) as { resources: { uri: string; name: string; size?: number }[] };
    expect(scripts.resources).to.deep.equal([
      { uri: 'skill://notes/scripts/lib', name: 'lib', mimeType: 'inode/directory' },
      { uri: 'skill://notes/scripts/run.py', name: 'run.py', mimeType: 'text/x-python', size: 8 },
    ]);
    const missing = await refusal(call(methods, 'resources/directory/read', { uri: 'skill://notes/SKILL.md' }));
    expect(missing.message).to.contain('is not a directory resource of this server');
  });
});
