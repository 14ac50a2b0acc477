import { expect } from 'chai';
import { createServer as createNodeServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Param, ResourceTemplate, createServer } from '../../lib/index.js';
import { createHttpEntry, nodeHandler } from '../../lib/http/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { parseUriTemplate } from '../../lib/metadata/uri-template.js';
import { uriTemplateMatcher, uriTemplateMatchSteps } from '../../lib/metadata/uri-template-matcher.js';
import { STATELESS, closeHostile, envelope, stdioPeer } from './support.js';
import { prng } from '../support/prng.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_201);

/**
 * A URI that nearly fits `template`: each expression's lead and a long run that repeats the template's own separators
 * (the text a backtracking matcher splits every way), then one character that no expression may hold before the end.
 */
function nearMiss(template: string, length: number, random: () => number): string {
  const parsed = parseUriTemplate(template);
  const literals = parsed.parts.filter((p): p is string => typeof p === 'string').join('');
  const alphabet = [...new Set([...literals.replace(/[a-z:]/g, ''), 'a', '.', '-', ',', '/', ';', '='])];
  const runs = parsed.parts.filter((p) => typeof p !== 'string').length;
  let uri = '';
  for (const part of parsed.parts) {
    if (typeof part === 'string') {
      uri += part;
      continue;
    }
    if (part.operator !== '' && part.operator !== '+') uri += part.operator;
    const run = Math.floor(length / runs);
    let chunk = '';
    while (chunk.length < 16) chunk += alphabet[Math.floor(random() * alphabet.length)]!;
    uri += chunk.repeat(Math.ceil(run / chunk.length));
  }
  // `#` ends every expression but a fragment's, so the URI misses only at its last characters (a fragment may take them).
  return `${uri}#x`;
}

class Splits {
  @ResourceTemplate('files://{name}.{ext}', { mimeType: 'text/plain' })
  file(@Param('name') name: string, @Param('ext') ext: string): string {
    return `${name}.${ext}`;
  }

  @ResourceTemplate('dash://{a}-{b}-{c}', { mimeType: 'text/plain' })
  dash(@Param('a') a: string, @Param('b') b: string, @Param('c') c: string): string {
    return [a, b, c].join('|');
  }

  @ResourceTemplate('comma://{a},{b},{c},{d}', { mimeType: 'text/plain' })
  comma(@Param('a') a: string, @Param('b') b: string, @Param('c') c: string, @Param('d') d: string): string {
    return [a, b, c, d].join('|');
  }
}

const TEMPLATES = ['files://{name}.{ext}', 'dash://{a}-{b}-{c}', 'comma://{a},{b},{c},{d}'];

/** The steps `work` took in every URI-template matcher of this process. */
async function stepsOf(work: () => Promise<unknown> | unknown): Promise<number> {
  const before = uriTemplateMatchSteps();
  await work();
  return uriTemplateMatchSteps() - before;
}

describe(`hostile/uri-templates: matching work is linear in the URI (seed ${SEED})`, function () {
  afterEach(closeHostile);

  it('random templates × near-miss URIs: steps ≤ 3 × template length × (URI length + 1)', async () => {
    const random = prng(SEED);
    const operators = ['', '', '', '+', '#', '.', '/', ';', '?', '&'];
    const separators = ['', '.', '-', ',', '/', ';', '=', '.x-', ',,'];
    let checked = 0;
    for (let t = 0; t < 60; t++) {
      let template = 'h://';
      for (let v = 0, vars = 1 + Math.floor(random() * 5); v < vars; v++) template += `{${operators[Math.floor(random() * operators.length)]}v${v}}${separators[Math.floor(random() * separators.length)]}`;
      const match = uriTemplateMatcher(parseUriTemplate(template));
      for (const length of [1_000, 16_000, 64_000]) {
        const uri = nearMiss(template, length, random);
        const steps = await stepsOf(() => match(uri));
        expect(steps, `${template} ← ${JSON.stringify(uri.slice(0, 80))}…`).to.be.at.most(3 * template.length * (uri.length + 1));
        checked++;
      }
    }
    for (const template of TEMPLATES) {
      const match = uriTemplateMatcher(parseUriTemplate(template));
      const uri = nearMiss(template, 1 << 20, random);
      const steps = await stepsOf(() => expect(match(uri)).to.equal(undefined));
      expect(steps, template).to.be.at.most(3 * template.length * (uri.length + 1));
      checked++;
    }
    expect(checked).to.equal(183);
  });

  describe('through the server', () => {
    let node: Server | undefined;
    afterEach(async () => {
      await new Promise<void>((resolve) => (node ? node.close(() => resolve()) : resolve()));
      node = undefined;
    });

    it('a sessionless 2026-07-28 POST with Mcp-Name and a 64 KB near-miss URI is answered not-found after linear work', async () => {
      const server = createServer({ name: 'splits', version: '1', classes: [new Splits()], diagnostics: silentDiagnostics });
      // Node refuses headers over 16 KB by default; an operator may raise it, and the URI then reaches the matcher.
      node = createNodeServer({ maxHeaderSize: 1 << 20 }, nodeHandler(createHttpEntry(server)));
      await new Promise<void>((resolve) => node!.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}/mcp`;
      const random = prng(SEED);
      for (const template of TEMPLATES) {
        const uri = nearMiss(template, 64 * 1024, random);
        let answer: { status: number; body: any } | undefined;
        const steps = await stepsOf(async () => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': STATELESS, 'mcp-method': 'resources/read', 'mcp-name': uri },
            body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'resources/read', params: { uri, _meta: envelope() } }),
          });
          answer = { status: response.status, body: await response.json() };
        });
        expect(answer!.body.id).to.equal(7);
        expect(answer!.body.error.code).to.equal(-32602);
        expect(answer!.body.error.message).to.match(/^Resource not found: /);
        // Three templates tried once each (the literal ends refuse two at once): well under one pass per template char.
        expect(steps).to.be.greaterThan(0);
        expect(steps).to.be.at.most(3 * template.length * (uri.length + 1));
      }
      await server.close();
    });

    it('over stdio at 2025-11-25, a near-miss URI of almost 1 MiB is answered not-found, and the next request right after', async () => {
      const server = createServer({ name: 'splits', version: '1', classes: [new Splits()], diagnostics: silentDiagnostics });
      const peer = await stdioPeer('2025-11-25', server, 2 * 1024 * 1024);
      const uri = nearMiss('comma://{a},{b},{c},{d}', 1_000_000, prng(SEED));
      let got: any;
      const steps = await stepsOf(async () => {
        got = await peer.exchange(JSON.stringify({ jsonrpc: '2.0', id: 'big', method: 'resources/read', params: { uri } }), 'big');
      });
      const answer = got.messages.find((m: any) => m.id === 'big');
      expect(answer.error.code).to.equal(-32002);
      expect(steps).to.be.at.most(3 * 'comma://{a},{b},{c},{d}'.length * (uri.length + 1));
      const ok = await peer.exchange(JSON.stringify({ jsonrpc: '2.0', id: 'ok', method: 'resources/read', params: { uri: 'comma://1,2,3,4' } }), 'ok');
      expect(ok.messages.find((m: any) => m.id === 'ok').result.contents[0].text).to.equal('1|2|3|4');
      await peer.close();
    });
  });
});
