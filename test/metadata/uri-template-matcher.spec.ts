import { expect } from 'chai';
import { uriTemplateMatcher, uriTemplateMatchSteps, valuesOf } from '../../lib/metadata/uri-template-matcher.js';
import { parseUriTemplate } from '../../lib/metadata/uri-template.js';
import { prng } from '../support/prng.js';

const matcher = (template: string): ((uri: string) => Record<string, string> | undefined) => uriTemplateMatcher(parseUriTemplate(template));

/**
 * The regular expression the matcher replaced (greedy groups, polynomial on a near-miss): the oracle for how a URI
 * splits, run here only on short URIs.
 */
function regexOracle(template: string): (uri: string) => Record<string, string> | undefined {
  const GROUP = { '': '([^/?#&]*)', '+': '([^?#]*)', '#': '(?:#(.*))?', '.': '(?:\\.([^/?#]*))?', '/': '((?:/[^/?#]*)*)', ';': '((?:;[^/?#]*)*)', '?': '(?:\\?([^#]*))?', '&': '(?:&([^#]*))?' };
  const parsed = parseUriTemplate(template);
  let source = '^';
  for (const part of parsed.parts) source += typeof part === 'string' ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : GROUP[part.operator];
  const regex = new RegExp(`${source}$`);
  const expressions = parsed.parts.filter((p) => typeof p !== 'string');
  // Only the split differs from the matcher's: the groups' texts are read into values by the same function.
  return (uri) => {
    const m = regex.exec(uri);
    return m ? valuesOf(expressions, m.slice(1)) : undefined;
  };
}

describe('metadata/uri-template-matcher', () => {
  it('matches simple, reserved, path, query and fragment expressions', () => {
    const simple = matcher('notes://{folder}/{id}');
    expect(simple('notes://work/42')).to.deep.equal({ folder: 'work', id: '42' });
    expect(simple('notes://work/42/extra')).to.equal(undefined);
    expect(matcher('file:///{+path}')('file:///a/b/c.txt')).to.deep.equal({ path: 'a/b/c.txt' });
    const query = matcher('search://items{?q,page}');
    expect(query('search://items?page=2&q=red%20shoes')).to.deep.equal({ q: 'red shoes', page: '2' });
    expect(query('search://items')).to.deep.equal({});
    expect(matcher('x://root{/a,b}')('x://root/one/two')).to.deep.equal({ a: 'one', b: 'two' });
    expect(matcher('x://root{/a}')('x://root/one/two')).to.equal(undefined);
    expect(matcher('doc://page{#section}')('doc://page#intro')).to.deep.equal({ section: 'intro' });
    expect(matcher('doc://page{#section}')('doc://page#in?/tro')).to.deep.equal({ section: 'in?/tro' });
    for (const end of ['\n', '\r', '\u2028', '\u2029']) expect(matcher('doc://page{#section}')(`doc://page#in${end}`)).to.equal(undefined);
    expect(matcher('x://a{;p,q}')('x://a;q=2;p=1')).to.deep.equal({ p: '1', q: '2' });
    expect(matcher('x://{a}{;p,q}')('x://z;q=2;p=1')).to.deep.equal({ a: 'z;q=2;p=1' });
    expect(matcher('x://file{.ext}')('x://file.md')).to.deep.equal({ ext: 'md' });
    expect(matcher('x://{a}{.ext}')('x://z.md')).to.deep.equal({ a: 'z.md' });
    expect(matcher('plain://fixed')('plain://fixed')).to.deep.equal({});
    expect(matcher('plain://fixed')('plain://fixed2')).to.equal(undefined);
  });

  it('gives the leftmost variable the longest value that still lets the rest match, as the greedy expression did', () => {
    expect(matcher('f://{name}.{ext}')('f://a.b.c')).to.deep.equal({ name: 'a.b', ext: 'c' });
    expect(matcher('f://{a}-{b}-{c}')('f://w-x-y-z')).to.deep.equal({ a: 'w-x', b: 'y', c: 'z' });
    expect(matcher('f://{a}{b}')('f://xyz')).to.deep.equal({ a: 'xyz' });
    expect(matcher('f://{a}/{b}')('f:///')).to.deep.equal({});
  });

  it('refuses malformed percent-encoding instead of throwing', () => {
    expect(matcher('notes://{id}')('notes://%E0%A4%A')).to.equal(undefined);
  });

  it('splits every URI as the regular expression it replaced did (random short templates and URIs)', () => {
    const random = prng(Number(process.env.FUZZ_SEED ?? 20_261_201));
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const operators = ['', '', '+', '#', '.', '/', ';', '?', '&'] as const;
    const literals = ['', '.', '-', ',', '/', 'x', 'x.', '?', '=', '://'];
    const alphabet = ['a', 'b', '.', '-', ',', '/', '?', '#', '&', ';', '=', 'x', '%41'];
    let compared = 0;
    for (let t = 0; t < 250; t++) {
      let template = 's://';
      // Half the URIs are built along the template (its literals, each expression's lead, random text), half at random.
      const shape: string[] = [];
      // Variable names differ, so a template may repeat an operator but never a name.
      let v = 0;
      for (let p = 0, parts = 1 + Math.floor(random() * 4); p < parts; p++) {
        const literal = pick(literals);
        const operator = pick(operators);
        template += `${literal}{${operator}v${v++}}`;
        shape.push(literal, operator === '' || operator === '+' ? '' : operator);
      }
      const tail = pick(literals);
      template += tail;
      shape.push(tail);
      const ours = matcher(template);
      const oracle = regexOracle(template);
      for (let u = 0; u < 40; u++) {
        let uri = 's://';
        const text = (): string => Array.from({ length: Math.floor(random() * 5) }, () => pick(alphabet)).join('');
        if (u % 2 === 0) for (let c = 0, length = Math.floor(random() * 12); c < length; c++) uri += pick(alphabet);
        else for (let s = 0; s < shape.length; s++) uri += s % 2 === 0 ? shape[s] : random() < 0.2 ? '' : shape[s] + text();
        const expected = oracle(uri);
        const got = ours(uri);
        expect(got === undefined ? undefined : { ...got }, `${template} ← ${uri}`).to.deep.equal(expected);
        if (expected !== undefined) compared++;
      }
    }
    expect(compared).to.be.greaterThan(100);
  });

  it('counts its steps, linear in the URI length on a near-miss', () => {
    const nearMiss = (n: number): number => {
      const before = uriTemplateMatchSteps();
      expect(matcher('f://{a},{b},{c},{d}')(`f://${','.repeat(n)}/`)).to.equal(undefined);
      return uriTemplateMatchSteps() - before;
    };
    const small = nearMiss(1000);
    const large = nearMiss(100_000);
    expect(small).to.be.greaterThan(0);
    expect(large).to.be.at.most(small * 101);
  });
});
