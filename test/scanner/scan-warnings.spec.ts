import { expect } from 'chai';
import { IsInt, IsOptional, IsString } from 'class-validator';
import { Args, Param, Prompt, Tool, createServer, type Constructor, type McpDecoratorsError } from '../../lib/index.js';
import { scan } from '../../lib/model/index.js';

function warningsOf(classes: readonly Constructor[]): string[] {
  const warned: string[] = [];
  scan(classes, { diagnostics: { warn: (m) => void warned.push(m) } });
  return warned;
}

function strictError(classes: readonly Constructor[]): McpDecoratorsError {
  try {
    scan(classes, { strict: true });
  } catch (error) {
    return error as McpDecoratorsError;
  }
  throw new Error('expected a strict scan to throw');
}

class Search {
  @IsString() query!: string;
  @IsOptional() @IsInt() page = 1;
  limit = 10;
}

class Shop {
  @Tool() search(@Args() input: Search): string { return `${input.query}${input.page}${input.limit}`; }
}

class Catalogue {
  @Tool() list(@Param('category') category: string, @Param('limit') limit: number): string {
    return `${category}:${limit ?? 20}`;
  }

  @Tool() page(@Param('cursor') cursor: string, @Param('size', { optional: true }) size?: number, @Param('sort', { type: () => String }) sort = 'name'): string {
    return `${cursor === undefined ? '' : cursor}${size ?? 10}${sort}`;
  }

  @Prompt() brief(@Param('topic') topic: string): string {
    return typeof topic === 'undefined' ? 'anything' : topic;
  }
}

describe('scanner/scan-warnings', () => {
  it('warns about a DTO property with a field initialiser and no decorator, and refuses it under strict', () => {
    expect(warningsOf([Shop])).to.deep.equal(['scan warning [MCPD_UNDECORATED_PROPERTY]: Search.limit has a field initialiser but no decorator, so it is not part of the input schema: a client that sends it is refused. Declare it (e.g. @Field() or @IsOptional() @IsInt() limit = …), or move it out of the DTO.']);
    const error = strictError([Shop]);
    expect(error.code).to.equal('MCPD_UNDECORATED_PROPERTY');
    expect(error.member).to.equal('Search.limit');
  });

  it('warns about a required @Param the handler falls back for when undefined, not about optional or defaulted ones', () => {
    const warned = warningsOf([Catalogue]);
    expect(warned).to.have.length(3);
    expect(warned[0]).to.equal('scan warning [MCPD_OPTIONAL_LOOKING_PARAM]: Catalogue.list(#1 "limit") is required in the schema, but the handler falls back when it is undefined (TypeScript emits nothing for "limit?:"). Add optional: true (or a default: @Param(\'limit\', { default: … })), or drop the fallback.');
    expect(warned[1]).to.contain('Catalogue.page(#0 "cursor") is required in the schema');
    expect(warned[2]).to.contain('Catalogue.brief(#0 "topic") is required in the schema');
    expect(strictError([Catalogue]).code).to.equal('MCPD_OPTIONAL_LOOKING_PARAM');
  });

  it('sends the warnings of createServer to its diagnostics', () => {
    const warned: string[] = [];
    createServer({ name: 'shop', version: '1', classes: [Shop], diagnostics: { warn: (m) => void warned.push(m), error: (m) => void warned.push(m) } });
    expect(warned).to.have.length(1);
    expect(warned[0]).to.match(/^scan warning \[MCPD_UNDECORATED_PROPERTY\]: Search\.limit /);
  });
});
