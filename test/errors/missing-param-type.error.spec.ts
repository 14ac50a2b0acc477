import { expect } from 'chai';
import { IsString } from 'class-validator';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { MissingParamTypeError } from '../../lib/errors/missing-param-type.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/missing-param-type.error.ts, as its callers raise it.
describe('errors/missing-param-type.error', () => {
  it('MissingParamTypeError names class, method and parameter and shows the thunk', () => {
    class RouteTools { @Tool() plan(@Param('stops') stops: string[]): string { return stops.join(); } }
    const e = thrown(() => scan([RouteTools]));
    expect(e).to.be.instanceOf(MissingParamTypeError);
    expect(String(e)).to.equal('MissingParamTypeError [MCPD_PARAM_TYPE]: cannot infer a JSON Schema for RouteTools.plan(#0 "stops") (design type is Array); arrays lose their element type at run time, so give it: @Param(\'stops\', { type: () => [String] }) (or [Number], [MyDto]…).');
    expect(e.member).to.equal('RouteTools.plan(#0 "stops")');
  });

  it('MissingParamTypeError explains Object (unions, interfaces, nullable)', () => {
    class WeatherTools { @Tool() forecast(@Param('days') days: number | null): string { return String(days); } }
    expect(thrown(() => scan([WeatherTools])).message).to.equal('cannot infer a JSON Schema for WeatherTools.forecast(#0 "days") (design type is Object); unions, interfaces, "any", "T | null" and "T | undefined" all reflect as Object; give the type: @Param(\'days\', { type: () => MyDto }) or { type: () => String }, with nullable: true / optional: true as needed.');
  });

  it('MissingParamTypeError names DTO properties too', () => {
    class Dto { @IsString() title!: string; @IsString({ each: true }) misc!: string | number; }
    class T { @Tool() a(@Param('d') d: Dto): string { return d.title; } }
    expect(thrown(() => scan([T])).message).to.equal('cannot infer a JSON Schema for Dto.misc (design type is Object); unions, interfaces, "any", "T | null" and "T | undefined" all reflect as Object; give the type: @Field({ type: () => MyDto }) or { type: () => String }, with nullable: true / optional: true as needed.');
  });
});
