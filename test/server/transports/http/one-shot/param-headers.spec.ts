import { expect } from 'chai';
import { createServer, Param, Tool } from '../../../../../lib/index.js';
import { silentDiagnostics } from '../../../../../lib/observability/index.js';
import { internalsOf } from '../../../../../lib/server/engine/server-internals.js';
import { paramHeaderProblem } from '../../../../../lib/server/transports/http/one-shot/param-headers.js';

class Weather {
  @Tool({ description: 'A forecast' })
  forecast(@Param('city', { header: 'City' }) city: string, @Param('days', { header: 'Days' }) days?: number): string {
    return `${city} ${days ?? 1}`;
  }

  @Tool({ description: 'No mirrored params' })
  plain(@Param('x') x: string): string {
    return x;
  }
}

const catalogue = internalsOf(createServer({ name: 'w', version: '1.0.0', classes: [Weather], diagnostics: silentDiagnostics }))!.core.catalogue;
const headers = (values: Record<string, string>) => ({ header: (name: string) => (Object.hasOwn(values, name) ? values[name]! : null) });
const base64 = (text: string) => `=?base64?${Buffer.from(text, 'utf8').toString('base64')}?=`;

describe('server/transports/http/one-shot/param-headers', () => {
  const forecast = catalogue.tool('forecast');

  it('passes headers that mirror the arguments, plain or base64, numbers as their JSON', () => {
    expect(paramHeaderProblem(forecast, headers({ 'mcp-param-city': 'Oslo', 'mcp-param-days': '3' }), { arguments: { city: 'Oslo', days: 3 } })).to.equal(undefined);
    expect(paramHeaderProblem(forecast, headers({ 'mcp-param-city': base64('São Paulo') }), { arguments: { city: 'São Paulo' } })).to.equal(undefined);
  });

  it('names the header that is missing, extra, malformed or different', () => {
    expect(paramHeaderProblem(forecast, headers({}), { arguments: { city: 'Oslo' } })).to.equal('header Mcp-Param-City is missing; it must mirror argument city');
    expect(paramHeaderProblem(forecast, headers({ 'mcp-param-city': 'Oslo', 'mcp-param-days': '2' }), { arguments: { city: 'Oslo' } })).to.equal('header Mcp-Param-Days is set but argument days is absent');
    expect(paramHeaderProblem(forecast, headers({ 'mcp-param-city': '=?base64?a*b?=' }), { arguments: { city: 'Oslo' } })).to.equal('header Mcp-Param-City has a malformed base64 value');
    expect(paramHeaderProblem(forecast, headers({ 'mcp-param-city': 'Bergen' }), { arguments: { city: 'Oslo' } })).to.equal('header Mcp-Param-City does not match argument city');
  });

  it('has nothing to check for an unknown tool or one without mirrored params, and reads arguments as own properties only', () => {
    expect(paramHeaderProblem(undefined, headers({}), { arguments: { city: 'Oslo' } })).to.equal(undefined);
    expect(paramHeaderProblem(catalogue.tool('plain'), headers({}), { arguments: { x: 'y' } })).to.equal(undefined);
    const inherited = { arguments: Object.create({ city: 'Oslo' }) as object };
    expect(paramHeaderProblem(forecast, headers({ 'mcp-param-city': 'Oslo' }), inherited)).to.equal('header Mcp-Param-City is set but argument city is absent');
  });
});
