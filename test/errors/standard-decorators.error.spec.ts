import { expect } from 'chai';
import { transform } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Field } from '../../lib/decorators/field.decorator.js';
import { Roles } from '../../lib/decorators/roles.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { Skill } from '../../lib/extensions/skills/skill.decorator.js';
import { McpDecoratorsError } from '../../lib/errors/mcp-decorators-error.js';
import { StandardDecoratorsError } from '../../lib/errors/standard-decorators.error.js';
import { thrown } from '../support/thrown.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The context object a TC39 standard decorator receives as its second argument. */
function context(kind: string, name: string): object {
  return { kind, name, static: false, private: false, addInitializer: () => undefined, access: {}, metadata: {} };
}

const FIX = 'Set "experimentalDecorators": true and "emitDecoratorMetadata": true under "compilerOptions" in tsconfig.json (on Deno, the same two under "compilerOptions" in deno.json), and build or run with a compiler that honours them (tsc, SWC with decoratorMetadata).';

// The code and exact text of the error of lib/errors/standard-decorators.error.ts, at the first decorator applied the TC39 way.
describe('errors/standard-decorators.error', () => {
  it('names the decorator, the member and the settings for a method decorator called as (value, context)', () => {
    const e = thrown(() => (Tool() as unknown as (value: unknown, ctx: object) => void)(function ping() {}, context('method', 'ping')));
    expect(e).to.be.instanceOf(StandardDecoratorsError);
    expect(e).to.be.instanceOf(McpDecoratorsError);
    expect((e as StandardDecoratorsError).code).to.equal('MCPD_STANDARD_DECORATORS');
    expect((e as StandardDecoratorsError).member).to.equal('ping');
    expect(e.message).to.equal(`@Tool on the method "ping" was applied as a TC39 standard decorator; mcp-decorators needs TypeScript's legacy decorators. ${FIX}`);
    expect(e.message).to.not.contain('[object Object]');
  });

  it('catches a field (@Field), a class (@Roles) and a skill method (@Skill) called the TC39 way', () => {
    const field = thrown(() => (Field() as unknown as (value: unknown, ctx: object) => void)(undefined, context('field', 'city')));
    expect(field.message).to.match(/^@Field on the field "city" was applied as a TC39 standard decorator/);
    const cls = thrown(() => (Roles('admin') as unknown as (value: unknown, ctx: object) => void)(class Admin {}, context('class', 'Admin')));
    expect(cls.message).to.match(/^@Roles on the class "Admin" was applied as a TC39 standard decorator/);
    const skill = thrown(() => (Skill({ name: 'notes', description: 'Notes.' }) as unknown as (value: unknown, ctx: object) => void)(function guide() {}, context('method', 'guide')));
    expect(skill).to.be.instanceOf(StandardDecoratorsError);
  });

  it('is what a module compiled with standard decorators (esbuild, no experimentalDecorators) throws when it loads', async () => {
    const source = [
      `import { Tool } from ${JSON.stringify(pathToFileURL(join(root, 'dist/lib/decorators/tool.decorator.js')).href)};`,
      'export class Clock {',
      '  @Tool({ description: "The time." }) now() { return new Date().toISOString(); }',
      '}',
    ].join('\n');
    const { code: outputText } = await transform(source, { loader: 'ts', format: 'esm', target: 'es2022', tsconfigRaw: { compilerOptions: { experimentalDecorators: false } } });
    expect(outputText, 'esbuild emitted standard decorators').to.contain('__decoratorStart');
    const folder = mkdtempSync(join(tmpdir(), 'mcpd-tc39-'));
    try {
      const file = join(folder, 'clock.mjs');
      writeFileSync(file, outputText);
      const error = await import(pathToFileURL(file).href).then(() => undefined, (e: unknown) => e);
      expect(error).to.be.instanceOf(StandardDecoratorsError);
      expect((error as Error).message).to.match(/^@Tool on the method "now" was applied as a TC39 standard decorator/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
