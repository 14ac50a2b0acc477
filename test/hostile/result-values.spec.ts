import { expect } from 'chai';
import { Param, Prompt, Resource, Tool, createServer, message, text, toolResult } from '../../lib/index.js';
import type { Diagnostics } from '../../lib/observability/index.js';
import { ALL_REVISIONS, expectClean, request, stdioPeer, theAnswer } from './support.js';

class Parts {
  @Tool({ description: 'Returns a toolResult whose structured part JSON cannot carry' })
  tagged(): unknown {
    return toolResult({ content: [text('ok')], structured: { tags: new Set(['a']) } as never });
  }

  @Tool({ description: 'Returns a result whose toJSON returns a Date' })
  dated(): unknown {
    return { when: { toJSON: () => new Date(0) }, query: new URLSearchParams('secret=1') };
  }

  @Resource('parts://meta') meta(): unknown { return { uri: 'parts://meta', text: 'x', _meta: { seen: new Map([['secret', 1]]) } }; }

  @Prompt() greet(): unknown { return [message('user', text('hi', { _meta: { n: Number.NaN } }))]; }

  @Prompt() pick(@Param('topic', { complete: () => [{ label: 'secret' }] as never }) topic: string): string { return topic; }
}

class Lossy {
  @Tool({ description: 'Returns what JSON cannot carry exactly' })
  lossy(@Param('kind') kind: string): unknown {
    const values: Record<string, unknown> = {
      map: { byId: new Map([['a', 1]]) },
      set: { tags: new Set(['a']) },
      fn: { rows: [{ id: 1, format: () => 'x' }] },
      nan: { ratio: Number.NaN },
      buffer: { file: Buffer.from('secret') },
    };
    return values[kind];
  }

  @Resource('lossy://set') tags(): unknown { return new Set(['a']); }

  @Prompt() ask(): unknown { return [{ weight: Infinity }]; }
}

const EXPECTED: Record<string, string> = {
  map: 'result.byId is a Map',
  set: 'result.tags is a Set',
  fn: 'result.rows[0].format is a function',
  nan: 'result.ratio is NaN',
  buffer: 'result.file is binary data (Buffer)',
};

describe('hostile/result-values: a result JSON cannot carry exactly is refused, never sent changed', () => {
  for (const revision of ALL_REVISIONS) {
    it(`answers -32603 and names the handler and the path in the diagnostics (stdio, ${revision})`, async () => {
      const logged: string[] = [];
      const diagnostics: Diagnostics = { warn: (m) => void logged.push(m), error: (m) => void logged.push(m) };
      const peer = await stdioPeer(revision, createServer({ name: 'lossy', version: '1', classes: [Lossy], diagnostics }));
      try {
        let id = 0;
        for (const [kind, path] of Object.entries(EXPECTED)) {
          const exchange = await peer.exchange(JSON.stringify(request(revision, ++id, 'tools/call', { name: 'lossy', arguments: { kind } })), id);
          expectClean(exchange.text);
          expect(theAnswer(exchange, id)).to.deep.equal({ jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error while handling tools/call' } });
          expect(exchange.text).to.not.contain('secret').and.not.contain('"{}"');
          expect(logged.at(-1)).to.contain('tool lossy (Lossy.lossy) returned a value JSON cannot carry exactly; answered -32603: ').and.contain(path);
        }
        const read = await peer.exchange(JSON.stringify(request(revision, ++id, 'resources/read', { uri: 'lossy://set' })), id);
        expect((theAnswer(read, id) as { error?: { code: number } }).error?.code).to.equal(-32603);
        expect(logged.at(-1)).to.contain('resource lossy://set (Lossy.tags) returned').and.contain('result is a Set');
        const got = await peer.exchange(JSON.stringify(request(revision, ++id, 'prompts/get', { name: 'ask' })), id);
        expect((theAnswer(got, id) as { error?: { code: number } }).error?.code).to.equal(-32603);
        expect(logged.at(-1)).to.contain('prompt ask (Lossy.ask) returned').and.contain('result[0].weight is Infinity');
      } finally {
        await peer.close();
      }
    });
  }
});

describe('hostile/result-values: every part a handler supplied is checked, and completion values too', () => {
  for (const revision of ALL_REVISIONS) {
    it(`answers -32603 for toolResult parts, toJSON results, resource _meta, message blocks and completion objects (stdio, ${revision})`, async () => {
      const logged: string[] = [];
      const diagnostics: Diagnostics = { warn: (m) => void logged.push(m), error: (m) => void logged.push(m) };
      const peer = await stdioPeer(revision, createServer({ name: 'parts', version: '1', classes: [Parts], diagnostics }));
      try {
        const cases: [string, Record<string, unknown>, string][] = [
          ['tools/call', { name: 'tagged', arguments: {} }, 'tool tagged (Parts.tagged) returned a value JSON cannot carry exactly; answered -32603: result.structured.tags is a Set'],
          ['tools/call', { name: 'dated', arguments: {} }, 'tool dated (Parts.dated) returned a value JSON cannot carry exactly; answered -32603: result.when.toJSON() is a Date with no own enumerable properties'],
          ['resources/read', { uri: 'parts://meta' }, 'resource parts://meta (Parts.meta) returned a value JSON cannot carry exactly; answered -32603: result._meta.seen is a Map'],
          ['prompts/get', { name: 'greet' }, 'prompt greet (Parts.greet) returned a value JSON cannot carry exactly; answered -32603: result[0].content._meta.n is NaN'],
          ['completion/complete', { ref: { type: 'ref/prompt', name: 'pick' }, argument: { name: 'topic', value: '' } }, 'completion of pick (Parts.pick(#0 "topic")) returned a value JSON cannot carry exactly; answered -32603: result[0] is an object, not a completion value'],
        ];
        let id = 0;
        for (const [method, params, diagnostic] of cases) {
          const exchange = await peer.exchange(JSON.stringify(request(revision, ++id, method, params)), id);
          expectClean(exchange.text);
          expect(theAnswer(exchange, id), method).to.deep.equal({ jsonrpc: '2.0', id, error: { code: -32603, message: `Internal error while handling ${method}` } });
          expect(exchange.text).to.not.contain('secret').and.not.contain('structuredContent').and.not.contain('"when"').and.not.contain('[object Object]');
          expect(logged.at(-1)).to.contain(diagnostic);
        }
      } finally {
        await peer.close();
      }
    });
  }
});
