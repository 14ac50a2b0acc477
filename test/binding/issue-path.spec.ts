import { expect } from 'chai';
import { pathOf, segmentsOfPointer } from '../../lib/binding/issue-path.js';

describe('binding/issue-path', () => {
  it('pathOf writes identifiers with dots and indexes in brackets', () => {
    expect(pathOf(['stops', 2, 'lat'])).to.equal('stops[2].lat');
    expect(pathOf(['limit'])).to.equal('limit');
    expect(pathOf([0, 'x'])).to.equal('[0].x');
    expect(pathOf(['$ref', '_private', 'a1'])).to.equal('$ref._private.a1');
  });

  it('pathOf quotes keys that are not identifiers', () => {
    expect(pathOf(['headers', 'content-type'])).to.equal('headers["content-type"]');
    expect(pathOf(['a b'])).to.equal('["a b"]');
    expect(pathOf(['1st'])).to.equal('["1st"]');
    expect(pathOf(['say "hi"'])).to.equal('["say \\"hi\\""]');
    expect(pathOf([''])).to.equal('[""]');
  });

  it('pathOf names the root (arguments)', () => {
    expect(pathOf([])).to.equal('(arguments)');
  });

  it('segmentsOfPointer splits a JSON pointer, with numbers for array indexes', () => {
    expect(segmentsOfPointer('')).to.deep.equal([]);
    expect(segmentsOfPointer('/stops/2/lat')).to.deep.equal(['stops', 2, 'lat']);
    expect(segmentsOfPointer('/0')).to.deep.equal([0]);
    expect(segmentsOfPointer('/10')).to.deep.equal([10]);
    expect(segmentsOfPointer('/01')).to.deep.equal(['01']);
    expect(segmentsOfPointer('/-1')).to.deep.equal(['-1']);
    expect(segmentsOfPointer('/')).to.deep.equal(['']);
  });

  it('segmentsOfPointer unescapes ~1 and ~0 in the right order', () => {
    expect(segmentsOfPointer('/a~1b/c~0d')).to.deep.equal(['a/b', 'c~d']);
    expect(segmentsOfPointer('/~01')).to.deep.equal(['~1']);
  });

  it('round-trips through pathOf', () => {
    expect(pathOf(segmentsOfPointer('/stops/2/content~1type'))).to.equal('stops[2]["content/type"]');
  });
});
