import { expect } from 'chai';
import * as api from '../../lib/index.js';
import { Param, Prompt, Resource, ResourceTemplate, Tool } from '../../lib/index.js';
import { MEMBER_KINDS, MEMBER_KIND_ORDER, kindOfListKey, type MemberKind } from '../../lib/vocabulary/member-kind.js';
import { scan } from '../../lib/scanner/scan.js';
import { DuplicateNameError } from '../../lib/errors/duplicate-name.error.js';
import { REVISIONS, closeServers, resultOf, serve, session } from '../server/serve.js';

class OneOfEach {
  @Tool() echo(@Param('text') text: string): string {
    return text;
  }
  @Resource('memo://index') index(): string {
    return 'index';
  }
  @ResourceTemplate('memo://{id}') memo(@Param('id') id: string): string {
    return id;
  }
  @Prompt() greet(): string {
    return 'hello';
  }
}

const LIST_METHODS: { readonly [K in MemberKind]: string } = { tool: 'tools/list', resource: 'resources/list', 'resource-template': 'resources/templates/list', prompt: 'prompts/list' };

describe('vocabulary/member-kind', () => {
  afterEach(closeServers);

  it('has one row per member kind, in catalogue order', () => {
    expect(Object.keys(MEMBER_KINDS)).to.deep.equal([...MEMBER_KIND_ORDER]);
    expect(MEMBER_KIND_ORDER).to.deep.equal(['tool', 'resource', 'resource-template', 'prompt']);
    expect(new Set(MEMBER_KIND_ORDER.map((k) => MEMBER_KINDS[k].listKey)).size).to.equal(4);
    expect(new Set(MEMBER_KIND_ORDER.map((k) => MEMBER_KINDS[k].duplicateCode)).size).to.equal(4);
  });

  it('names each kind by the decorator the package exports, and the descriptor scan builds carries that kind and key', () => {
    const model = scan([OneOfEach]);
    const scanned: { readonly [K in MemberKind]: readonly object[] } = { tool: model.tools, resource: model.resources, 'resource-template': model.resourceTemplates, prompt: model.prompts };
    for (const kind of MEMBER_KIND_ORDER) {
      const facts = MEMBER_KINDS[kind];
      expect(typeof (api as Record<string, unknown>)[facts.decorator], facts.decorator).to.equal('function');
      const [descriptor] = scanned[kind] as readonly { readonly kind: string; readonly [key: string]: unknown }[];
      expect(descriptor!.kind).to.equal(kind);
      expect(descriptor![facts.key], `${kind}.${facts.key}`).to.be.a('string');
      // The scanned model holds each kind under its list key, as the list results and manifests do.
      expect((model as unknown as Record<string, unknown>)[facts.listKey]).to.equal(scanned[kind]);
    }
  });

  for (const revision of REVISIONS) {
    it(`lists each kind under its list key on ${revision}`, async () => {
      const client = await session(serve([OneOfEach]), revision);
      for (const kind of MEMBER_KIND_ORDER) {
        const result = resultOf(await client.request(LIST_METHODS[kind]));
        expect(Object.keys(result), kind).to.include(MEMBER_KINDS[kind].listKey);
        expect(result[MEMBER_KINDS[kind].listKey]).to.have.length(1);
      }
    });
  }

  it("announces list changes with each kind's notification (resources and templates share one)", () => {
    expect(MEMBER_KIND_ORDER.map((k) => MEMBER_KINDS[k].listChanged)).to.deep.equal(['notifications/tools/list_changed', 'notifications/resources/list_changed', 'notifications/resources/list_changed', 'notifications/prompts/list_changed']);
    expect(MEMBER_KINDS.resource.listenKey).to.equal(MEMBER_KINDS['resource-template'].listenKey);
  });

  it('gives DuplicateNameError its words and code', () => {
    const error = new DuplicateNameError('resource-template', 'memo://{id}', 'A.one', 'B.two');
    expect(error.message).to.match(/^resource template URI template "memo:\/\/\{id\}" is declared twice: by A\.one and by B\.two/);
    expect(error.code).to.equal('MCPD_DUPLICATE_TEMPLATE');
  });

  it('reads a template call as a resource call, and every other kind as itself', () => {
    expect(MEMBER_KIND_ORDER.map((k) => MEMBER_KINDS[k].invokedAs)).to.deep.equal(['tool', 'resource', 'resource', 'prompt']);
  });

  it('finds the kind of a list key, and nothing for any other value, inherited names included', () => {
    for (const kind of MEMBER_KIND_ORDER) expect(kindOfListKey(MEMBER_KINDS[kind].listKey)).to.equal(kind);
    for (const other of ['tool', '__proto__', 'constructor', 'toString', '', 7, null, undefined, ['tools']]) expect(kindOfListKey(other), String(other)).to.equal(undefined);
  });
});
