import { expect } from 'chai';
import { IsString } from 'class-validator';
import { Ctx, Param, Prompt, Resource, ResourceTemplate, Tool, type McpContext, type Constructor } from '../../lib/index.js';
import { scan } from '../../lib/model/index.js';
import { recordModel } from '../support/emitted-schemas.js';

enum Unit { Celsius = 'celsius', Fahrenheit = 'fahrenheit' }

class Query { @IsString() city!: string; }

class WeatherTools {
  constructor(private readonly prefix = 'weather') {}

  @Tool({ title: 'Forecast', description: 'Forecast for a city', icons: [{ src: 'https://example.com/sun.png', mimeType: 'image/png', sizes: ['48x48'] }], _meta: { 'example.com/tier': 'free' } })
  forecast(@Param('city') city: string, @Ctx() ctx: McpContext): string {
    return `${this.prefix}:${city}:${ctx === undefined ? 'no ctx' : ctx.revision}`;
  }

  @Resource('weather://stations', { mimeType: 'application/json', annotations: { audience: ['assistant'], priority: 0.5, lastModified: '2026-11-30T00:00:00Z' } })
  stations(): string {
    return '[]';
  }

  @ResourceTemplate('weather://{city}/days/{days}{?unit}', { mimeType: 'text/plain' })
  outlook(@Param('city', { complete: ['Berlin', 'Bern', 'Oslo'] }) city: string, @Param('days', { type: () => Number }) days: number, @Param('unit', { enum: Unit, optional: true }) unit?: Unit): string {
    return `${city}/${days}/${unit ?? 'celsius'}`;
  }

  @Prompt({ description: 'Ask about the weather' })
  askWeather(@Param('city', { complete(this: WeatherTools, value: string) { return [`${this.prefix}-${value}`]; } }) city: string): string {
    return `What is the weather in ${city}?`;
  }
}

describe('scanner/scan', () => {
  it('returns tools, resources, templates and prompts in declaration order', () => {
    const model = recordModel(scan([WeatherTools]));
    expect(model.tools.map((t) => t.name)).to.deep.equal(['forecast']);
    expect(model.resources.map((r) => r.uri)).to.deep.equal(['weather://stations']);
    expect(model.resourceTemplates.map((t) => t.uriTemplate)).to.deep.equal(['weather://{city}/days/{days}{?unit}']);
    expect(model.prompts.map((p) => [p.name, p.member])).to.deep.equal([['ask_weather', 'WeatherTools.askWeather']]);
    expect(model.resources[0]).to.include({ name: 'stations', mimeType: 'application/json' });
    expect(model.resources[0]!.annotations).to.deep.equal({ audience: ['assistant'], priority: 0.5, lastModified: '2026-11-30T00:00:00Z' });
    expect(model.tools[0]).to.include({ title: 'Forecast', contextIndex: 1, arity: 2, member: 'WeatherTools.forecast' });
    expect(model.tools[0]!.icons).to.deep.equal([{ src: 'https://example.com/sun.png', mimeType: 'image/png', sizes: ['48x48'] }]);
  });

  it('deep-freezes the model, and a second scan gives equal but distinct objects', () => {
    const a = scan([WeatherTools]);
    const b = scan([WeatherTools]);
    expect(Object.isFrozen(a)).to.equal(true);
    expect(Object.isFrozen(a.tools)).to.equal(true);
    expect(Object.isFrozen(a.tools[0]!.icons![0]!.sizes)).to.equal(true);
    expect(Object.isFrozen(a.resourceTemplates[0]!.params[0])).to.equal(true);
    expect(() => (a.tools as unknown as unknown[]).push(1)).to.throw(TypeError);
    expect(a.tools[0]).to.not.equal(b.tools[0]);
    expect(a.tools[0]!.name).to.equal(b.tools[0]!.name);
    expect(a.tools[0]!.input).to.deep.equal(b.tools[0]!.input);
  });

  it('uses instances as they are and builds classes with the factory', async () => {
    const fromInstance = scan([new WeatherTools('custom')]);
    expect(await fromInstance.tools[0]!.invoke(['Oslo'])).to.equal('custom:Oslo:no ctx');
    const made: Constructor[] = [];
    const fromFactory = scan([WeatherTools], { factory: (target) => (made.push(target), new WeatherTools('factory')) });
    expect(made).to.deep.equal([WeatherTools]);
    expect(await fromFactory.tools[0]!.invoke(['Oslo'])).to.equal('factory:Oslo:no ctx');
  });

  it('matches template URIs and binds typed variables', async () => {
    const template = scan([WeatherTools]).resourceTemplates[0]!;
    expect(template.match('weather://Oslo/days/3?unit=fahrenheit')).to.deep.equal({ city: 'Oslo', days: '3', unit: 'fahrenheit' });
    expect(template.match('weather://S%C3%A3o%20Paulo/days/2')).to.deep.equal({ city: 'São Paulo', days: '2' });
    expect(template.match('other://Oslo/days/3')).to.equal(undefined);
    expect(await template.bind(template.match('weather://Oslo/days/3')!)).to.deep.equal({ ok: true, args: ['Oslo', 3, undefined] });
    expect(await template.bind(template.match('weather://Oslo/days/x?unit=kelvin')!)).to.deep.equal({
      ok: false,
      issues: [{ path: 'days', message: 'must be number' }, { path: 'unit', message: 'must be one of ["celsius","fahrenheit"]' }],
    });
  });

  it('completes from lists, functions bound to the instance, and enums', async () => {
    const model = scan([new WeatherTools('wx')]);
    const [city, , unit] = model.resourceTemplates[0]!.params;
    expect(await city!.complete!('be', { arguments: {} })).to.deep.equal(['Berlin', 'Bern']);
    expect(await unit!.complete!('f', { arguments: {} })).to.deep.equal(['fahrenheit']);
    expect(await model.prompts[0]!.params[0]!.complete!('os', { arguments: {} })).to.deep.equal(['wx-os']);
    expect(model.resourceTemplates[0]!.params[1]!.complete).to.equal(undefined);
  });

  it('lets a subclass inherit members and override a method', async () => {
    class Base {
      @Tool() hello(@Param('name') name: string): string { return `hello ${name}`; }
      @Tool() bye(): string { return 'bye'; }
    }
    class Derived extends Base {
      @Tool({ description: 'louder' }) override hello(@Param('who') who: string): string { return `HELLO ${who}`; }
    }
    const model = recordModel(scan([Derived]));
    expect(model.tools.map((t) => [t.name, t.member, t.description])).to.deep.equal([['hello', 'Derived.hello', 'louder'], ['bye', 'Base.bye', undefined]]);
    expect(await model.tools[0]!.invoke(['x'])).to.equal('HELLO x');
    expect(await model.tools[0]!.bind({ who: 'y' })).to.deep.equal({ ok: true, args: ['y'] });
  });

  it('derives default names in snake_case', () => {
    class Names {
      @Tool() getHTTPStatus(): string { return ''; }
      @Tool() v2Lookup(): string { return ''; }
      @Prompt() summarizeText(): string { return ''; }
    }
    const model = scan([Names]);
    expect(model.tools.map((t) => t.name)).to.deep.equal(['get_http_status', 'v2_lookup']);
    expect(model.prompts[0]!.name).to.equal('summarize_text');
  });

  it('takes a DTO typed parameter without a thunk when the design type is a class', () => {
    class T { @Tool() find(@Param('q') q: Query): string { return q.city; } }
    const tool = recordModel(scan([T])).tools[0]!;
    expect(tool.input.kind).to.equal('params');
  });

  it('refuses prompt arguments that are not strings', () => {
    class P { @Prompt() p(@Param('n') n: number): string { return String(n); } }
    expect(() => scan([P])).to.throw('prompt argument "n" is typed number at P.p(#0 "n")');
  });
});
