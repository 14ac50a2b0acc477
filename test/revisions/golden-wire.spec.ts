import { expect } from 'chai';
import { IsNumber, IsString } from 'class-validator';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ctx, Param, Prompt, Resource, ResourceTemplate, Tool, ToolError, audio, createServer, embeddedResource, image, message, resourceLink, text, type McpContext } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { openRawSession, type RawMessage, type RawSession } from '../support/raw-session.js';
import { envelope } from '../support/wire.js';

// Golden wire fixtures: every list and result kind, exactly as each revision puts it on the wire.
// UPDATE_GOLDEN=1 npm test rewrites them (review the diff: the wire is a contract).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURES = join(root, 'test/revisions/fixtures');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;
const STATELESS = '2026-07-28';

class Reading {
  @IsNumber() celsius!: number;
  @IsString() where!: string;
}

class Confirm {
  @IsString() answer!: string;
}

const icon = { src: 'https://example.com/icon.png', mimeType: 'image/png', sizes: ['16x16'] };

class GoldenTools {
  @Tool({ title: 'Read the weather', description: 'Reads a temperature', annotations: { readOnlyHint: true, openWorldHint: false }, icons: [icon], _meta: { 'example.com/kind': 'sensor' }, output: Reading })
  read(@Param('where', { description: 'Place', minLength: 1 }) where: string): Reading {
    return { celsius: where.length, where };
  }

  @Tool({ description: 'Says hello' })
  hello(@Param('name') name: string, @Param('times', { optional: true, minimum: 1 }) times?: number): string {
    return `hello ${name}${times ? ` ×${times}` : ''}`;
  }

  @Tool({ description: 'Every kind of content' })
  media(): unknown {
    return [
      text('caption', { annotations: { audience: ['user'], priority: 0.5 } }),
      image('aW1hZ2U=', 'image/png'),
      audio('YXVkaW8=', 'audio/wav'),
      resourceLink('docs://readme', 'readme', { title: 'Readme', mimeType: 'text/plain', description: 'The readme' }),
      embeddedResource({ uri: 'docs://inline', mimeType: 'text/plain', text: 'inline' }),
    ];
  }

  @Tool({ description: 'Refuses' })
  refuse(): string {
    throw new ToolError('No, and here is why.');
  }

  @Tool({ description: 'Reports progress' })
  async steps(@Ctx() ctx: McpContext): Promise<string> {
    await ctx.progress(1, 2, 'half');
    return 'done';
  }

  @Tool({ description: 'Asks first' })
  async ask(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(Confirm, 'Really?', { key: 'confirm' });
    return answer.action;
  }

  @Resource('docs://readme', { title: 'Readme', description: 'The readme', mimeType: 'text/plain', size: 6, annotations: { audience: ['user'], priority: 0.8, lastModified: '2026-11-30T00:00:00Z' }, icons: [icon], _meta: { 'example.com/v': 1 } })
  readme(): string {
    return 'readme';
  }

  @Resource('docs://logo', { mimeType: 'image/png' })
  logo(): Uint8Array {
    return new Uint8Array([1, 2, 3]);
  }

  @ResourceTemplate('docs://pages/{page}', { title: 'Page', description: 'One page', mimeType: 'text/plain', icons: [icon] })
  page(@Param('page', { complete: ['intro', 'install', 'usage'] }) page: string): string {
    return `page ${page}`;
  }

  @Prompt({ title: 'Review', description: 'Reviews code', icons: [icon], _meta: { 'example.com/p': true } })
  review(@Param('code', { description: 'The code' }) code: string, @Param('style', { optional: true, complete: ['terse', 'kind'] }) style?: string): unknown {
    return [message('user', `Review ${code} (${style ?? 'plain'})`), message('assistant', image('aW1n', 'image/png'))];
  }
}

const META = envelope({ revision: STATELESS, capabilities: { elicitation: {} }, clientInfo: { name: 'golden', version: '1' } });

/** The cases: a method, its params, and the fixture it is compared with. */
const CASES: readonly { readonly fixture: string; readonly method: string; readonly params: Record<string, unknown>; readonly progress?: boolean }[] = [
  { fixture: 'tools-list/golden', method: 'tools/list', params: {} },
  { fixture: 'resources-list/golden', method: 'resources/list', params: {} },
  { fixture: 'resources-templates-list/golden', method: 'resources/templates/list', params: {} },
  { fixture: 'prompts-list/golden', method: 'prompts/list', params: {} },
  { fixture: 'tools-call/structured', method: 'tools/call', params: { name: 'read', arguments: { where: 'Oslo' } } },
  { fixture: 'tools-call/text', method: 'tools/call', params: { name: 'hello', arguments: { name: 'Ada', times: 2 } } },
  { fixture: 'tools-call/content', method: 'tools/call', params: { name: 'media', arguments: {} } },
  { fixture: 'tools-call/tool-error', method: 'tools/call', params: { name: 'refuse', arguments: {} } },
  { fixture: 'tools-call/invalid-arguments', method: 'tools/call', params: { name: 'hello', arguments: { times: 0, extra: 1 } } },
  { fixture: 'tools-call/unknown-tool', method: 'tools/call', params: { name: 'nope', arguments: {} } },
  { fixture: 'tools-call/progress', method: 'tools/call', params: { name: 'steps', arguments: {}, _meta: { progressToken: 'p1' } }, progress: true },
  { fixture: 'resources-read/text', method: 'resources/read', params: { uri: 'docs://readme' } },
  { fixture: 'resources-read/blob', method: 'resources/read', params: { uri: 'docs://logo' } },
  { fixture: 'resources-read/template', method: 'resources/read', params: { uri: 'docs://pages/intro' } },
  { fixture: 'resources-read/not-found', method: 'resources/read', params: { uri: 'docs://missing' } },
  { fixture: 'prompts-get/messages', method: 'prompts/get', params: { name: 'review', arguments: { code: 'x = 1' } } },
  { fixture: 'prompts-get/invalid-arguments', method: 'prompts/get', params: { name: 'review', arguments: {} } },
  { fixture: 'completion-complete/template', method: 'completion/complete', params: { ref: { type: 'ref/resource', uri: 'docs://pages/{page}' }, argument: { name: 'page', value: 'in' } } },
  { fixture: 'completion-complete/prompt', method: 'completion/complete', params: { ref: { type: 'ref/prompt', name: 'review' }, argument: { name: 'style', value: '' }, context: { arguments: { code: 'x' } } } },
];

/** The sealed state changes with time and secret: the fixture keeps its place, not its value. */
function stable(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) => (key === 'requestState' && typeof v === 'string' ? '<sealed>' : v));
}

function compare(revision: string, fixture: string, actual: unknown): void {
  const file = join(FIXTURES, revision, `${fixture}.json`);
  const json = `${JSON.stringify(stable(actual), null, 2)}\n`;
  if (UPDATE || !existsSync(file)) {
    if (!UPDATE) throw new Error(`missing golden fixture ${file}; run UPDATE_GOLDEN=1 npm test and review it`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, json);
    return;
  }
  expect(JSON.parse(json), `${revision} ${fixture}`).to.deep.equal(JSON.parse(readFileSync(file, 'utf8')));
}

describe('revisions/golden-wire: every list and result kind on every revision', () => {
  for (const revision of REVISIONS) {
    describe(revision, () => {
      let raw: RawSession;

      const server = (): ReturnType<typeof createServer> =>
        createServer({ name: 'golden', version: '1.0.0', title: 'Golden', description: 'Fixture server', websiteUrl: 'https://example.com', icons: [icon], instructions: 'Use it well.', classes: [GoldenTools], diagnostics: silentDiagnostics, stateSecret: 'golden' });
      const ask = async (method: string, params: Record<string, unknown>): Promise<RawMessage> => {
        const withMeta = revision === STATELESS ? { ...params, _meta: { ...META, ...((params._meta as object | undefined) ?? {}) } } : params;
        return raw.request(method, withMeta);
      };
      let opened: ReturnType<typeof createServer>;
      before(async () => {
        opened = server();
        raw = await openRawSession(opened);
        if (revision !== STATELESS) {
          const init = await raw.request('initialize', { protocolVersion: revision, capabilities: { elicitation: {} }, clientInfo: { name: 'golden', version: '1' } });
          compare(revision, 'initialize/golden', init.result);
          await raw.notify('notifications/initialized');
        } else {
          compare(revision, 'server-discover/golden', (await ask('server/discover', {})).result);
        }
      });
      after(async () => {
        await raw.close();
        await opened.close();
      });

      for (const c of CASES) {
        it(c.fixture, async () => {
          const response = await ask(c.method, c.params);
          compare(revision, c.fixture, 'error' in response && response.error ? { error: response.error } : { result: response.result });
          if (c.progress) {
            const progress = raw.received.filter((m) => m.method === 'notifications/progress').map((m) => m.params);
            compare(revision, `${c.fixture}-notifications`, progress);
          }

        });
      }

      it('tools-call/elicitation (a request to the client, or an input-required result)', async () => {
        if (revision !== STATELESS) {
          const answered = revision === '2024-11-05' || revision === '2025-03-26' ? [] : ['elicitation/create'];
          raw.onRequest('elicitation/create', () => ({ action: 'accept', content: { answer: 'yes' } }));
          const response = await ask('tools/call', { name: 'ask', arguments: {} });
          const asked = raw.received.filter((m) => m.method === 'elicitation/create');
          expect(asked.map((m) => m.method)).to.deep.equal(answered);
          compare(revision, 'tools-call/elicitation', { result: response.result, requests: asked.map((m) => m.params) });
          return;
        }
        const first = await ask('tools/call', { name: 'ask', arguments: {} });
        compare(revision, 'tools-call/input-required', { result: first.result });
        const state = (first.result as { requestState: string }).requestState;
        const second = await ask('tools/call', { name: 'ask', arguments: {}, requestState: state, inputResponses: { confirm: { action: 'accept', content: { answer: 'yes' } } } });
        compare(revision, 'tools-call/input-answered', { result: second.result });
      });
    });
  }
});
