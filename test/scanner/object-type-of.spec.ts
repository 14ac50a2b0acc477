import { expect } from 'chai';
import { IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { Field } from '../../lib/decorators/field.decorator.js';
import { UnsupportedTypeError } from '../../lib/errors/unsupported-type.error.js';
import type { ObjectType } from '../../lib/model/type-descriptor.js';
import { objectTypeOf } from '../../lib/scanner/object-type-of.js';
import { TypeResolver } from '../../lib/scanner/resolve-type.js';

class Base { @IsString() id!: string; }
class Note extends Base {
  @IsString() @Field({ description: 'The text' }) text!: string;
  @IsOptional() @IsInt() stars = 3;
}
class Tree {
  @IsString() label!: string;
  @IsOptional() @ValidateNested({ each: true }) @Type(() => Tree) children?: Tree[];
}

describe('scanner/object-type-of', () => {
  it('describes a DTO by its decorated properties, inherited ones too, with initial values as defaults', () => {
    const registered: ObjectType[] = [];
    const type = objectTypeOf(Note, new TypeResolver(), (o) => registered.push(o));
    expect(registered).to.deep.equal([type]);
    expect(type).to.deep.include({ kind: 'object', name: 'Note', target: Note });
    expect(type.properties.map((p) => p.name)).to.have.members(['id', 'text', 'stars']);
    const text = type.properties.find((p) => p.name === 'text')!;
    expect(text).to.deep.include({ description: 'The text', optional: false });
    expect(type.properties.find((p) => p.name === 'stars')).to.deep.include({ default: 3, optional: true });
  });

  it('registers the object before reading its properties, so a class that refers to itself resolves', () => {
    const type = new TypeResolver().objectType(Tree);
    const children = type.properties.find((p) => p.name === 'children')!;
    expect(children.type).to.deep.equal({ kind: 'array', items: type });
  });

  it('refuses a class with nothing decorated, naming the site that used it', () => {
    class Plain { value = 1; }
    class Tools { run(): void {} }
    expect(() => objectTypeOf(Plain, new TypeResolver(), () => undefined, { host: Tools.prototype, key: 'run', index: 0, name: 'p' })).to.throw(
      UnsupportedTypeError,
      'DTO class Plain has no class-validator decorators and no @Field, so its properties cannot be seen at Tools.run(#0 "p").',
    );
  });

  it('survives a DTO whose constructor throws: no initial values, still described', () => {
    class Fussy {
      @IsString() name!: string;
      constructor() {
        throw new Error('needs arguments');
      }
    }
    const type = objectTypeOf(Fussy, new TypeResolver(), () => undefined);
    expect(type.properties.map((p) => [p.name, p.default])).to.deep.equal([['name', undefined]]);
  });
});
