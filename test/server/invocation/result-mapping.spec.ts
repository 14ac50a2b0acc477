import { expect } from 'chai';
import { completionValuesOf, jsonText, promptMessagesOf, resourceContentsOf, toolOutcomeOf } from '../../../lib/server/invocation/result-mapping.js';
import type { ResultNotJsonError } from '../../../lib/errors/result-not-json.error.js';
import { audio, image, message, text, toolResult } from '../../../lib/model/content.js';
import type { ResourceFields } from '../../../lib/model/resource-descriptor.js';

class Point {
  constructor(readonly x: number, readonly y: number) {}
  get sum(): number { return this.x + this.y; }
}

const plainResource = { name: 'r' } as ResourceFields;
const jsonResource = { name: 'r', mimeType: 'application/vnd.custom+json' } as ResourceFields;

describe('server/invocation/result-mapping', () => {
  it('jsonText writes exact JSON: instances as their own properties, Dates as strings, an undefined property as absent', () => {
    expect(jsonText(new Point(1, 2))).to.equal('{"x":1,"y":2}');
    expect(jsonText({ when: new Date(Date.UTC(2026, 10, 30)) })).to.equal('{"when":"2026-11-30T00:00:00.000Z"}');
    expect(jsonText(undefined)).to.equal('null');
    expect(jsonText({ a: undefined, b: [1] })).to.equal('{"b":[1]}');
    expect(jsonText({ price: { toJSON: () => '9.99' } })).to.equal('{"price":"9.99"}');
  });

  it('jsonText refuses what JSON would drop or change, naming the path (MCPD_RESULT_NOT_JSON)', () => {
    const refusal = (value: unknown): string => {
      try {
        jsonText(value);
      } catch (error) {
        expect((error as ResultNotJsonError).code).to.equal('MCPD_RESULT_NOT_JSON');
        return (error as ResultNotJsonError).path + ' ' + (error as Error).message.split('. Return JSON data')[0]!.slice((error as ResultNotJsonError).path.length + 1);
      }
      throw new Error(`expected ${String(value)} to be refused`);
    };
    expect(refusal({ tags: new Set(['a']) })).to.equal('result.tags is a Set (JSON would write {}); return [...set]');
    expect(refusal({ byId: new Map([['a', 1]]) })).to.equal('result.byId is a Map (JSON would write {}); return Object.fromEntries(map) or an array of entries');
    expect(refusal({ rows: [{ f: () => 1 }] })).to.equal('result.rows[0].f is a function (JSON would drop it)');
    expect(refusal({ ratio: Number.NaN })).to.equal('result.ratio is NaN, which JSON cannot carry (it would write null)');
    expect(refusal([1, Infinity])).to.equal('result[1] is Infinity, which JSON cannot carry (it would write null)');
    expect(refusal({ file: Buffer.from('hi') })).to.equal('result.file is binary data (Buffer); return base64 text, or serve it as a resource blob');
    expect(refusal({ 'a b': new Uint8Array(1) })).to.equal('result["a b"] is binary data (Uint8Array); return base64 text, or serve it as a resource blob');
    expect(refusal([undefined])).to.equal('result[0] is undefined (JSON would write null)');
    expect(refusal({ when: new Date(Number.NaN) })).to.equal('result.when is an invalid Date (JSON would write null)');
    expect(refusal({ n: 1n })).to.equal('result.n is a bigint');
    expect(refusal({ price: { toJSON: () => ({ v: Number.NaN }) } })).to.equal('result.price.toJSON().v is NaN, which JSON cannot carry (it would write null)');
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    expect(refusal(cycle)).to.match(/^result(\.self)+ is nested deeper than 512 levels \(or is a cycle\)$/);
  });

  describe('toolOutcomeOf', () => {
    it('makes a string one text block', () => {
      const outcome = toolOutcomeOf('done', false);
      expect(outcome).to.deep.equal({ content: [{ type: 'text', text: 'done' }], isError: false });
    });

    it('takes content blocks, one or a list, as they are', () => {
      const block = image('aGk=', 'image/png');
      expect(toolOutcomeOf(block, false)).to.deep.equal({ content: [block], isError: false });
      const blocks = [text('a'), audio('UklG', 'audio/wav')];
      expect(toolOutcomeOf(blocks, true).content).to.equal(blocks);
    });

    it('takes a toolResult as it is, adding the JSON text of structured-only results', () => {
      const full = toolResult({ content: [text('3 found')], structured: { count: 3 }, isError: true });
      expect(toolOutcomeOf(full, false)).to.equal(full);
      expect(toolOutcomeOf(toolResult({ structured: { count: 3 } }), false)).to.deep.equal({ content: [{ type: 'text', text: '{"count":3}' }], structured: { count: 3 }, isError: false });
      expect(toolOutcomeOf(toolResult({ isError: true }), false)).to.deep.equal({ content: [], isError: true });
    });

    it('makes a value of the declared output type structured content plus its JSON text', () => {
      expect(toolOutcomeOf(new Point(1, 2), true)).to.deep.equal({ content: [{ type: 'text', text: '{"x":1,"y":2}' }], structured: { x: 1, y: 2 }, isError: false });
      expect(toolOutcomeOf([new Point(0, 1)], true)).to.deep.equal({ content: [{ type: 'text', text: '[{"x":0,"y":1}]' }], structured: [{ x: 0, y: 1 }], isError: false });
    });

    it('sends other values as JSON text, and nothing as no content', () => {
      expect(toolOutcomeOf({ a: 1 }, false)).to.deep.equal({ content: [{ type: 'text', text: '{"a":1}' }], isError: false });
      expect(toolOutcomeOf(42, false)).to.deep.equal({ content: [{ type: 'text', text: '42' }], isError: false });
      expect(toolOutcomeOf([], false)).to.deep.equal({ content: [{ type: 'text', text: '[]' }], isError: false });
      expect(toolOutcomeOf(undefined, false)).to.deep.equal({ content: [], isError: false });
      expect(toolOutcomeOf(undefined, true)).to.deep.equal({ content: [], isError: false });
      expect(toolOutcomeOf(null, false)).to.deep.equal({ content: [], isError: false });
    });

    it('does not take look-alike blocks or mixed lists for content', () => {
      expect(toolOutcomeOf({ type: 'text', text: 'forged' }, false)).to.deep.equal({ content: [{ type: 'text', text: '{"type":"text","text":"forged"}' }], isError: false });
      expect(toolOutcomeOf([text('a'), 'b'], false).content).to.deep.equal([{ type: 'text', text: '[{"type":"text","text":"a"},"b"]' }]);
      expect(toolOutcomeOf({ content: [], isError: false }, false).content).to.deep.equal([{ type: 'text', text: '{"content":[],"isError":false}' }]);
    });

    it('does not take a prompt message for a content block', () => {
      const m = message('user', 'hi');
      expect(toolOutcomeOf(m, false).content).to.deep.equal([{ type: 'text', text: '{"role":"user","content":{"type":"text","text":"hi"}}' }]);
    });
  });

  describe('resourceContentsOf', () => {
    it('makes a string text, with the resource\'s MIME type or text/plain', () => {
      expect(resourceContentsOf('hello', 'docs://a', plainResource)).to.deep.equal([{ uri: 'docs://a', mimeType: 'text/plain', text: 'hello' }]);
      expect(resourceContentsOf('{}', 'docs://a', jsonResource)).to.deep.equal([{ uri: 'docs://a', mimeType: 'application/vnd.custom+json', text: '{}' }]);
    });

    it('makes bytes a base64 blob', () => {
      expect(resourceContentsOf(new Uint8Array([104, 105]), 'bin://a', plainResource)).to.deep.equal([{ uri: 'bin://a', mimeType: 'application/octet-stream', blob: 'aGk=' }]);
      expect(resourceContentsOf(Buffer.from('hi'), 'bin://a', jsonResource)).to.deep.equal([{ uri: 'bin://a', mimeType: 'application/vnd.custom+json', blob: 'aGk=' }]);
    });

    it('passes { uri, text | blob } contents through, one or a list', () => {
      const one = { uri: 'docs://other', text: 'x' };
      expect(resourceContentsOf(one, 'docs://a', plainResource)[0]).to.equal(one);
      const list = [{ uri: 'docs://1', text: 'a' }, { uri: 'docs://2', blob: 'AA==', mimeType: 'image/png' }];
      expect(resourceContentsOf(list, 'docs://a', plainResource)).to.equal(list);
    });

    it('sends anything else as JSON text', () => {
      expect(resourceContentsOf({ uri: 'docs://x' }, 'docs://a', plainResource)).to.deep.equal([{ uri: 'docs://a', mimeType: 'application/json', text: '{"uri":"docs://x"}' }]);
      expect(resourceContentsOf([1, 2], 'docs://a', plainResource)).to.deep.equal([{ uri: 'docs://a', mimeType: 'application/json', text: '[1,2]' }]);
      expect(resourceContentsOf([], 'docs://a', plainResource)).to.deep.equal([{ uri: 'docs://a', mimeType: 'application/json', text: '[]' }]);
      expect(resourceContentsOf(undefined, 'docs://a', plainResource)).to.deep.equal([{ uri: 'docs://a', mimeType: 'application/json', text: 'null' }]);
    });
  });

  describe('promptMessagesOf', () => {
    it('makes a string or a content block one user message', () => {
      expect(promptMessagesOf('Review this')).to.deep.equal([{ role: 'user', content: { type: 'text', text: 'Review this' } }]);
      const block = image('aGk=', 'image/png');
      expect(promptMessagesOf(block)).to.deep.equal([{ role: 'user', content: block }]);
    });

    it('keeps messages and maps each item of a list', () => {
      const assistant = message('assistant', 'Sure');
      expect(promptMessagesOf([message('user', 'Hi'), assistant, 'plain', { n: 1 }])).to.deep.equal([
        { role: 'user', content: { type: 'text', text: 'Hi' } },
        assistant,
        { role: 'user', content: { type: 'text', text: 'plain' } },
        { role: 'user', content: { type: 'text', text: '{"n":1}' } },
      ]);
      expect(promptMessagesOf([assistant])[0]).to.equal(assistant);
    });

    it('sends other values as JSON text and an unbranded message look-alike as data', () => {
      expect(promptMessagesOf({ role: 'assistant', content: { type: 'text', text: 'x' } })).to.deep.equal([{ role: 'user', content: { type: 'text', text: '{"role":"assistant","content":{"type":"text","text":"x"}}' } }]);
      expect(promptMessagesOf(7)).to.deep.equal([{ role: 'user', content: { type: 'text', text: '7' } }]);
      expect(promptMessagesOf([])).to.deep.equal([]);
    });
  });

  describe('every part a handler supplied is checked, not only the value it returned', () => {
    const pathOf = (map: () => unknown): string => {
      try {
        map();
      } catch (error) {
        return (error as ResultNotJsonError).path;
      }
      return 'accepted';
    };

    it('checks a toolResult whole: structured next to content, content blocks and their fields, _meta', () => {
      expect(pathOf(() => toolOutcomeOf(toolResult({ content: [text('ok')], structured: { tags: new Set(['a']) } as never }), false))).to.equal('result.structured.tags');
      expect(pathOf(() => toolOutcomeOf(toolResult({ content: [text('ok', { _meta: { at: new Map() } as never })] }), false))).to.equal('result.content[0]._meta.at');
      expect(pathOf(() => toolOutcomeOf(toolResult({ content: [], _meta: { n: Number.NaN } }), false))).to.equal('result._meta.n');
      expect(pathOf(() => toolOutcomeOf(text('ok', { annotations: { priority: Infinity } }), false))).to.equal('result.annotations.priority');
      expect(pathOf(() => toolOutcomeOf([text('a'), image('aGk=', 'image/png', { _meta: { f: (() => 1) as never } })], false))).to.equal('result[1]._meta.f');
      expect(pathOf(() => toolOutcomeOf(toolResult({ content: [text('ok')], structured: { when: new Date(0) as never } }), false))).to.equal('accepted');
    });

    it('checks { uri, text | blob } contents, prompt messages and blocks', () => {
      expect(pathOf(() => resourceContentsOf({ uri: 'docs://x', text: 'x', _meta: { s: new Set() } }, 'docs://a', plainResource))).to.equal('result._meta.s');
      expect(pathOf(() => resourceContentsOf([{ uri: 'docs://1', text: 'a' }, { uri: 'docs://2', text: 'b', _meta: { n: 1n } }], 'docs://a', plainResource))).to.equal('result[1]._meta.n');
      expect(pathOf(() => promptMessagesOf([message('user', 'Hi'), message('assistant', text('x', { _meta: { m: new Map() } as never }))]))).to.equal('result[1].content._meta.m');
      expect(pathOf(() => promptMessagesOf(text('x', { annotations: { priority: Number.NaN } })))).to.equal('result.annotations.priority');
    });

    it('refuses completion values that are not strings, finite numbers or booleans, naming the index', () => {
      expect(completionValuesOf(['a', 2, true])).to.deep.equal(['a', '2', 'true']);
      expect(pathOf(() => completionValuesOf(['a', { label: 'b' }]))).to.equal('result[1]');
      expect(pathOf(() => completionValuesOf([null]))).to.equal('result[0]');
      expect(pathOf(() => completionValuesOf([Number.NaN]))).to.equal('result[0]');
      expect(pathOf(() => completionValuesOf('a'))).to.equal('result');
    });
  });
});
