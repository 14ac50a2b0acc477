import { expect } from 'chai';
import { IsNumber, IsString } from 'class-validator';
import { Field, Int, Param, RateLimit, Tool, audio, embeddedResource, image, resourceLink, text, toolResult, type ContentBlock } from '../../../lib/index.js';
import type { McpExtension, ToolRunOutcome } from '../../../lib/extensions/index.js';
import { REVISIONS, closeServers, errorOf, resultOf, serve, session } from '../serve.js';

class Sum {
  @IsNumber() @Field({ description: 'The total' }) total!: number;
  @IsString() label!: string;
}

const ICON = { src: 'https://example.com/calc.png', mimeType: 'image/png', sizes: ['32x32'] };

class Calculator {
  @Tool({
    title: 'Add numbers',
    description: 'Adds two numbers',
    annotations: { readOnlyHint: true, openWorldHint: false },
    icons: [ICON],
    _meta: { 'example.com/tier': 'free' },
    output: Sum,
  })
  add(@Param('a') a: number, @Param('b') b: number): Sum {
    return { total: a + b, label: `${a}+${b}` };
  }

  @Tool({ output: Sum })
  wrongOutput(): Sum {
    return { total: 'many', label: 3 } as unknown as Sum;
  }

  @Tool()
  repeat(@Param('word') word: string, @Param('times', { type: () => Int, minimum: 1, maximum: 5 }) times: number, @Param('loud', { optional: true }) loud?: boolean): string {
    const out = Array.from({ length: times }, () => word).join(' ');
    return loud ? out.toUpperCase() : out;
  }

  @Tool()
  explode(): string {
    throw new Error('boom');
  }

  @Tool()
  rejectLater(): Promise<string> {
    return Promise.reject(new TypeError('later boom'));
  }

  @Tool()
  media(): ContentBlock[] {
    return [
      text('hello'),
      image('aW1n', 'image/png'),
      audio('YXVkaW8=', 'audio/wav'),
      resourceLink('notes://work/42', 'notes', { title: 'Meeting notes', mimeType: 'text/plain', description: 'Monday' }),
      embeddedResource({ uri: 'notes://work/1', mimeType: 'text/plain', text: 'inline' }),
    ];
  }

  @Tool()
  nothing(): void {
    return undefined;
  }

  @Tool()
  plainObject(): { a: number } {
    return { a: 1 };
  }

  @Tool()
  flagged(): unknown {
    return toolResult({ content: [text('refused')], isError: true });
  }

  @Tool()
  hang(): Promise<string> {
    return new Promise<string>(() => undefined);
  }
}

const tools = (result: any): any[] => result.tools;

describe('server/methods/tools', () => {
  afterEach(closeServers);

  describe('tools/list', () => {
    const expectedKeys: Record<(typeof REVISIONS)[number], string[]> = {
      '2024-11-05': ['name', 'description', 'inputSchema'],
      '2025-03-26': ['name', 'description', 'inputSchema', 'annotations'],
      '2025-06-18': ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta'],
      '2025-11-25': ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'icons', '_meta'],
    };
    for (const revision of REVISIONS) {
      it(`describes a fully declared tool with exactly the keys of ${revision}`, async () => {
        const raw = await session(serve([Calculator]), revision);
        const add = tools(resultOf(await raw.request('tools/list'))).find((t) => t.name === 'add');
        expect(Object.keys(add).sort()).to.deep.equal([...expectedKeys[revision]].sort());
        expect(add.description).to.equal('Adds two numbers');
        expect(add.inputSchema).to.deep.include({ type: 'object', required: ['a', 'b'] });
        expect(add.inputSchema.properties).to.deep.equal({ a: { type: 'number' }, b: { type: 'number' } });
        // 2025-03-26 has no top-level title: the tool's title travels in annotations.title there.
        if (revision === '2025-03-26') expect(add.annotations).to.deep.equal({ title: 'Add numbers', readOnlyHint: true, openWorldHint: false });
        else if (revision !== '2024-11-05') expect(add.annotations).to.deep.equal({ readOnlyHint: true, openWorldHint: false });
        if (revision >= '2025-06-18') {
          expect(add.title).to.equal('Add numbers');
          expect(add._meta).to.deep.equal({ 'example.com/tier': 'free' });
          expect(add.outputSchema).to.deep.include({ type: 'object', required: ['total', 'label'] });
          expect(add.outputSchema.properties).to.deep.equal({ total: { type: 'number', description: 'The total' }, label: { type: 'string' } });
        }
        if (revision === '2025-11-25') expect(add.icons).to.deep.equal([ICON]);
      });
    }

    it('lists every tool in declaration order', async () => {
      const raw = await session(serve([Calculator]), '2025-06-18');
      expect(tools(resultOf(await raw.request('tools/list'))).map((t) => t.name)).to.deep.equal([
        'add', 'wrong_output', 'repeat', 'explode', 'reject_later', 'media', 'nothing', 'plain_object', 'flagged', 'hang',
      ]);
    });
  });

  describe('tools/call', () => {
    for (const revision of REVISIONS) {
      it(`answers an unknown tool with -32602 at ${revision}`, async () => {
        const raw = await session(serve([Calculator]), revision);
        const error = errorOf(await raw.request('tools/call', { name: 'nope', arguments: {} }));
        expect(error).to.deep.equal({ code: -32602, message: 'Unknown tool: nope' });
      });
    }

    it('answers a call without a name with -32602', async () => {
      const raw = await session(serve([Calculator]), '2025-06-18');
      expect(errorOf(await raw.request('tools/call', { arguments: {} })).code).to.equal(-32602);
    });

    for (const revision of ['2024-11-05', '2025-03-26', '2025-06-18'] as const) {
      it(`answers invalid arguments with a -32602 error listing every failing field at ${revision}`, async () => {
        const raw = await session(serve([Calculator]), revision);
        const response = await raw.request('tools/call', { name: 'repeat', arguments: { times: 9, loud: 'yes' } });
        const error = errorOf(response);
        expect(error.code).to.equal(-32602);
        expect(error.message).to.match(/^Invalid arguments for tool repeat: /);
        for (const field of ['word', 'times', 'loud']) expect(error.message).to.contain(field);
        expect(error.data.issues.map((i: { path: string }) => i.path).sort()).to.deep.equal(['loud', 'times', 'word']);
        expect(response).to.not.have.property('result');
      });
    }

    it('answers invalid arguments with an isError result naming every failing field at 2025-11-25', async () => {
      const raw = await session(serve([Calculator]), '2025-11-25');
      const response = await raw.request('tools/call', { name: 'repeat', arguments: { times: 9, loud: 'yes' } });
      const result = resultOf(response);
      expect(result.isError).to.equal(true);
      expect(result.content).to.have.length(1);
      expect(result.content[0].type).to.equal('text');
      expect(result.content[0].text).to.match(/^Invalid arguments for tool repeat: /);
      for (const field of ['word', 'times', 'loud']) expect(result.content[0].text).to.contain(field);
      expect(response).to.not.have.property('error');
    });

    it('binds and converts valid arguments', async () => {
      const raw = await session(serve([Calculator]), '2025-06-18');
      const result = resultOf(await raw.request('tools/call', { name: 'repeat', arguments: { word: 'hi', times: 3, loud: true } }));
      expect(result).to.deep.equal({ content: [{ type: 'text', text: 'HI HI HI' }] });
    });

    for (const revision of REVISIONS) {
      it(`turns a thrown Error into an isError result with its message only at ${revision}`, async () => {
        const raw = await session(serve([Calculator]), revision);
        const response = await raw.request('tools/call', { name: 'explode', arguments: {} });
        expect(response.result).to.deep.equal({ content: [{ type: 'text', text: 'boom' }], isError: true });
        const wire = JSON.stringify(response);
        expect(wire).to.not.match(/\bat /);
        expect(wire).to.not.contain('.js:');
      });
    }

    it('turns a rejected promise into an isError result', async () => {
      const raw = await session(serve([Calculator]), '2025-06-18');
      const response = await raw.request('tools/call', { name: 'reject_later', arguments: {} });
      expect(response.result).to.deep.equal({ content: [{ type: 'text', text: 'later boom' }], isError: true });
      expect(JSON.stringify(response)).to.not.match(/\bat /);
    });

    for (const revision of REVISIONS) {
      const structured = revision >= '2025-06-18';
      it(`returns a value of the output type as ${structured ? 'structuredContent plus ' : ''}JSON text at ${revision}`, async () => {
        const raw = await session(serve([Calculator]), revision);
        const result = resultOf(await raw.request('tools/call', { name: 'add', arguments: { a: 2, b: 3 } }));
        const json = { total: 5, label: '2+3' };
        expect(result.content).to.deep.equal([{ type: 'text', text: JSON.stringify(json) }]);
        expect(JSON.parse(result.content[0].text)).to.deep.equal(json);
        if (structured) expect(result).to.deep.equal({ content: result.content, structuredContent: json });
        else expect(result).to.deep.equal({ content: result.content });
      });
    }

    it('turns an output that does not match the output schema into an isError result', async () => {
      const raw = await session(serve([Calculator]), '2025-06-18');
      const result = resultOf(await raw.request('tools/call', { name: 'wrong_output', arguments: {} }));
      expect(result.isError).to.equal(true);
      expect(result).to.not.have.property('structuredContent');
      expect(result.content).to.have.length(1);
      expect(result.content[0].text).to.match(/^Tool wrong_output returned a result that does not match its output schema: /);
      expect(result.content[0].text).to.contain('total').and.to.contain('label');
    });

    it('checks the output at 2024-11-05 too, where there is no structuredContent', async () => {
      const raw = await session(serve([Calculator]), '2024-11-05');
      const result = resultOf(await raw.request('tools/call', { name: 'wrong_output', arguments: {} }));
      expect(result.isError).to.equal(true);
    });

    it('sends audio and resource links as text at 2024-11-05', async () => {
      const raw = await session(serve([Calculator]), '2024-11-05');
      const result = resultOf(await raw.request('tools/call', { name: 'media', arguments: {} }));
      expect(result.content).to.deep.equal([
        { type: 'text', text: 'hello' },
        { type: 'image', data: 'aW1n', mimeType: 'image/png' },
        { type: 'text', text: '[audio (audio/wav, 8 base64 characters) omitted: this client\'s protocol revision 2024-11-05 cannot carry audio]' },
        { type: 'text', text: 'Resource: Meeting notes <notes://work/42> (text/plain) - Monday' },
        { type: 'resource', resource: { uri: 'notes://work/1', mimeType: 'text/plain', text: 'inline' } },
      ]);
      expect(JSON.stringify(result)).to.not.contain('"type":"audio"').and.to.not.contain('"type":"resource_link"');
    });

    it('sends audio natively but resource links as text at 2025-03-26', async () => {
      const raw = await session(serve([Calculator]), '2025-03-26');
      const result = resultOf(await raw.request('tools/call', { name: 'media', arguments: {} }));
      expect(result.content.map((c: { type: string }) => c.type)).to.deep.equal(['text', 'image', 'audio', 'text', 'resource']);
      expect(result.content[2]).to.deep.equal({ type: 'audio', data: 'YXVkaW8=', mimeType: 'audio/wav' });
      expect(result.content[3]).to.deep.equal({ type: 'text', text: 'Resource: Meeting notes <notes://work/42> (text/plain) - Monday' });
    });

    for (const revision of ['2025-06-18', '2025-11-25'] as const) {
      it(`sends audio and resource links natively at ${revision}`, async () => {
        const raw = await session(serve([Calculator]), revision);
        const result = resultOf(await raw.request('tools/call', { name: 'media', arguments: {} }));
        expect(result).to.deep.equal({
          content: [
            { type: 'text', text: 'hello' },
            { type: 'image', data: 'aW1n', mimeType: 'image/png' },
            { type: 'audio', data: 'YXVkaW8=', mimeType: 'audio/wav' },
            { type: 'resource_link', uri: 'notes://work/42', name: 'notes', title: 'Meeting notes', description: 'Monday', mimeType: 'text/plain' },
            { type: 'resource', resource: { uri: 'notes://work/1', mimeType: 'text/plain', text: 'inline' } },
          ],
        });
      });
    }

    it('maps undefined to empty content and a plain object to JSON text', async () => {
      const raw = await session(serve([Calculator]), '2025-06-18');
      expect(resultOf(await raw.request('tools/call', { name: 'nothing', arguments: {} }))).to.deep.equal({ content: [] });
      expect(resultOf(await raw.request('tools/call', { name: 'plain_object', arguments: {} }))).to.deep.equal({ content: [{ type: 'text', text: '{"a":1}' }] });
    });

    it('passes a toolResult flagged as an error through', async () => {
      const raw = await session(serve([Calculator]), '2025-06-18');
      expect(resultOf(await raw.request('tools/call', { name: 'flagged', arguments: {} }))).to.deep.equal({ content: [{ type: 'text', text: 'refused' }], isError: true });
    });

    it('ends a call that outlives toolTimeoutMs in an isError result that says it timed out', async () => {
      const raw = await session(serve([Calculator], { toolTimeoutMs: 50 }), '2025-06-18');
      const result = resultOf(await raw.request('tools/call', { name: 'hang', arguments: {} }));
      expect(result).to.deep.equal({ content: [{ type: 'text', text: 'Tool hang timed out after 50 ms.' }], isError: true });
      expect(result.content[0].text).to.contain('timed out');
    });
  });

  describe('a tool offered to an extension', () => {
    class Counted {
      runs = 0;
      @RateLimit({ points: 1, duration: 60 })
      @Tool({ name: 'counted', description: 'Counts its runs', task: 'optional' })
      count(): string {
        return `run ${++this.runs}`;
      }
    }
    /** A user-written extension that runs every offered call twice and answers with both outcomes. */
    const twice: McpExtension = {
      id: 'test.example/twice',
      executeTool: async (execution) => {
        const outcomes: ToolRunOutcome[] = [await execution.run(), await execution.run()];
        return { content: [{ type: 'text', text: JSON.stringify(outcomes) }] };
      },
    };

    it('is admitted once: a second run the extension starts is admitted again and charged to the rate limit', async () => {
      const counted = new Counted();
      const raw = await session(serve([counted], { extensions: [twice] }), '2025-06-18');
      const outcomes = JSON.parse(resultOf(await raw.request('tools/call', { name: 'counted', arguments: {} })).content[0].text) as ToolRunOutcome[];
      expect(counted.runs).to.equal(1);
      expect(outcomes[0]).to.deep.equal({ kind: 'result', result: { content: [{ type: 'text', text: 'run 1' }] }, toolError: false });
      const second = outcomes[1] as unknown as { kind: 'result'; result: { isError?: boolean; content: { text: string }[] }; toolError: boolean };
      expect(second.kind).to.equal('result');
      expect(second.toolError).to.equal(true);
      expect(second.result.isError).to.equal(true);
      expect(second.result.content[0]!.text).to.match(/rate limit/i);
    });
  });
});
