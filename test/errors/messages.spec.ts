import { expect } from 'chai';
import { IsString, Matches, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { DuplicateNameError, EmptyClassError, InvalidDecoratorOptionError, InvalidScanInputError, InvalidToolNameError, InvalidUriTemplateError, MissingDesignMetadataError, MissingParamTypeError, SymbolMemberKeyError, UnboundParameterError, UnmatchedTemplateVariableError, UnsupportedTypeError, DynamicTypeError, StrictProfileError, InvalidUntrustedSourceError, PortUnavailableError } from '../../lib/errors/index.js';
import { McpDecoratorsError, Param, Prompt, Resource, ResourceTemplate, Tool, Args, AnyJson, Field, Int } from '../../lib/index.js';
import { scan } from '../../lib/model/index.js';
import { ServerModuleError } from '../../lib/errors/server-module.error.js';
import { InvalidManifestFileError } from '../../lib/errors/invalid-manifest-file.error.js';
import { InitTargetError } from '../../lib/errors/init-target.error.js';
import { MissingClientSdkError, MissingTestGlobalsError, connectClient } from '../../lib/testing/index.js';
import { thrown } from '../support/thrown.js';

describe('errors/messages', () => {
  it('DuplicateNameError names both members', () => {
    class WeatherTools { @Tool() search(): string { return ''; } }
    class NewsTools { @Tool({ name: 'search' }) find(): string { return ''; } }
    const e = thrown(() => scan([WeatherTools, NewsTools]));
    expect(e).to.be.instanceOf(DuplicateNameError);
    expect(String(e)).to.equal('DuplicateNameError [MCPD_DUPLICATE_TOOL]: tool name "search" is declared twice: by WeatherTools.search and by NewsTools.find. Names must be unique across everything scanned; rename one with the decorator\'s \'name\' option.');
    expect((e as DuplicateNameError).members).to.deep.equal(['WeatherTools.search', 'NewsTools.find']);
    expect(e.member).to.equal('NewsTools.find');
  });

  it('DuplicateNameError has a code per catalogue kind', () => {
    class A { @Resource('docs://x') a(): string { return ''; } @ResourceTemplate('t://{id}') t(@Param('id') id: string): string { return id; } @Prompt() p(): string { return ''; } }
    class B { @Resource('docs://x') b(): string { return ''; } }
    class C { @ResourceTemplate('t://{id}') u(@Param('id') id: string): string { return id; } }
    class D { @Prompt({ name: 'p' }) q(): string { return ''; } }
    expect(thrown(() => scan([A, B])).code).to.equal('MCPD_DUPLICATE_RESOURCE');
    expect(thrown(() => scan([A, C])).message).to.equal('resource template URI template "t://{id}" is declared twice: by A.t and by C.u. Names must be unique across everything scanned; rename one with the decorator\'s first argument.');
    expect(thrown(() => scan([A, D])).code).to.equal('MCPD_DUPLICATE_PROMPT');
  });

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

  it('UnboundParameterError', () => {
    class WeatherTools { @Tool() forecast(@Param('city') city: string, days: number): string { return city + days; } }
    expect(String(thrown(() => scan([WeatherTools])))).to.equal('UnboundParameterError [MCPD_UNBOUND_PARAM]: parameter WeatherTools.forecast(#1) has no decorator, so the framework cannot tell what to pass. Add @Param(\'name\') to bind an argument, @Args() for the whole arguments object, or @Ctx() for the handler context.');
  });

  it('MissingDesignMetadataError blames the build and names tsx/esbuild', () => {
    class Undecorated { forecast(city: string): string { return city; } }
    Param('city')(Undecorated.prototype, 'forecast', 0);
    Tool()(Undecorated.prototype, 'forecast', Object.getOwnPropertyDescriptor(Undecorated.prototype, 'forecast')!);
    const e = thrown(() => scan([Undecorated]));
    expect(e).to.be.instanceOf(MissingDesignMetadataError);
    expect(String(e)).to.equal('MissingDesignMetadataError [MCPD_NO_DESIGN_METADATA]: Undecorated.forecast has no design:paramtypes metadata: the build dropped emitDecoratorMetadata. Compile with tsc and "experimentalDecorators": true, "emitDecoratorMetadata": true; tsx and esbuild-based runners silently drop this metadata, so run the tsc output instead.');
  });

  it('UnmatchedTemplateVariableError, both ways', () => {
    class Notes { @ResourceTemplate('notes://{folder}/{id}') note(@Param('folder') folder: string): string { return folder; } }
    expect(String(thrown(() => scan([Notes])))).to.equal('UnmatchedTemplateVariableError [MCPD_TEMPLATE_VARIABLE]: variable {id} has no matching parameter in "notes://{folder}/{id}" at Notes.note. Add a parameter @Param(\'id\') id: string to the method.');
    class Files { @ResourceTemplate('files://{path}') file(@Param('path') path: string, @Param('mode') mode: string): string { return path + mode; } }
    expect(thrown(() => scan([Files])).message).to.equal('@Param(\'mode\') (#1) names no variable in "files://{path}" at Files.file. The template\'s variables are {path}; rename the parameter or add {mode} to the template.');
  });

  it('EmptyClassError', () => {
    class Helpers { help(): string { return ''; } }
    expect(String(thrown(() => scan([Helpers])))).to.equal('EmptyClassError [MCPD_EMPTY_CLASS]: Helpers was passed to scan() but declares no MCP members. Put @Tool, @Resource, @ResourceTemplate or @Prompt on at least one of its methods, or leave it out of scan().');
  });

  it('InvalidToolNameError at decoration time', () => {
    const e = thrown(() => { class Bad { @Tool({ name: 'has space' }) run(): string { return ''; } } return Bad; });
    expect(e).to.be.instanceOf(InvalidToolNameError);
    expect(String(e)).to.equal('InvalidToolNameError [MCPD_TOOL_NAME]: tool name "has space" at Bad.run is not valid: a tool name has 1 to 128 characters of A-Z, a-z, 0-9, "_", "-" and ".". Pass a valid one with @Tool({ name: \'my_tool\' }).');
    expect(thrown(() => { class Long { @Tool({ name: 'x'.repeat(129) }) run(): string { return ''; } } return Long; }).code).to.equal('MCPD_TOOL_NAME');
  });

  it('InvalidUriTemplateError at decoration time', () => {
    const e = thrown(() => { class Bad { @ResourceTemplate('notes://{id') n(@Param('id') id: string): string { return id; } } return Bad; });
    expect(e).to.be.instanceOf(InvalidUriTemplateError);
    expect(e.message).to.equal('URI template "notes://{id" at Bad.n is malformed: unclosed "{" at position 8. Write variables as {name}, {+name}, {/name}, {?a,b} and so on (RFC 6570), e.g. \'notes://{folder}/{id}\'.');
  });

  it('SymbolMemberKeyError at decoration time', () => {
    const key = Symbol('run');
    const e = thrown(() => { class Bad { [key](): string { return ''; } } Tool()(Bad.prototype, key, Object.getOwnPropertyDescriptor(Bad.prototype, key)!); });
    expect(e).to.be.instanceOf(SymbolMemberKeyError);
    expect(e.message).to.equal('@Tool cannot be applied to Bad.Symbol(run): its key is a symbol. Use a method with a string name, or give the name explicitly in the decorator options.');
  });

  it('InvalidDecoratorOptionError for local mistakes', () => {
    const e = thrown(() => { class Bad { @Tool() run(@Param('n', { minimum: 5, maximum: 1 }) n: number): number { return n; } } return Bad; });
    expect(e).to.be.instanceOf(InvalidDecoratorOptionError);
    expect(String(e)).to.equal('InvalidDecoratorOptionError [MCPD_INVALID_OPTION]: @Param has minimum 5 above maximum 1 at Bad.run(#0 "n"). Swap or fix the bounds so that minimum <= maximum.');
    expect(thrown(() => { class P { @Tool() run(@Param('__proto__') x: string): string { return x; } } return P; }).message).to.equal('@Param name "__proto__" is reserved at P.run(#0). Pick another name; __proto__, constructor and prototype are never accepted as argument names.');
    expect(thrown(() => { class R { @Resource('no scheme') r(): string { return ''; } } return R; }).message).to.equal('@Resource URI "no scheme" is not an absolute URI at R.r. Give a URI with a scheme, e.g. @Resource(\'docs://readme\').');
  });

  it('UnsupportedTypeError for types with no schema', () => {
    class Plain { value = 1; }
    class T { @Tool() a(@Param('p') p: Plain): string { return String(p); } }
    expect(String(thrown(() => scan([T])))).to.equal('UnsupportedTypeError [MCPD_UNSUPPORTED_TYPE]: DTO class Plain has no class-validator decorators and no @Field, so its properties cannot be seen at T.a(#0 "p"). Decorate each property, e.g. @IsString() name!: string, or @Field({ description: \'…\' }).');
    class U { @Tool() a(@Param('n', { minLength: 2 }) n: number): number { return n; } }
    expect(thrown(() => scan([U])).message).to.equal('option "minLength" does not apply to a value of type number at U.a(#0 "n"). Remove it, or change the type (e.g. minLength/pattern apply to strings, minimum/maximum to numbers, minItems to arrays).');
    class V { @Tool() a(@Param('s', { format: 'no-such-format' }) s: string): string { return s; } }
    expect(thrown(() => scan([V])).message).to.equal('option "format" names "no-such-format", a format the validator does not know at V.a(#0 "s"). Use one of date, time, date-time, iso-time, iso-date-time, duration, uri, uri-reference, uri-template, url, email, hostname, ipv4, ipv6, regex, uuid, json-pointer, json-pointer-uri-fragment, relative-json-pointer, byte, int32, int64, float, double, password, binary, or a pattern.');
  });

  it('DynamicTypeError for a @Type thunk that reads the input', () => {
    class Cat { @IsString() name!: string; }
    class Pet { @ValidateNested() @Type((options) => (options?.object.kind === 'cat' ? Cat : Cat)) animal!: Cat; }
    class T { @Tool() a(@Args() p: Pet): string { return p.animal.name; } }
    const e = thrown(() => scan([T]));
    expect(e).to.be.instanceOf(DynamicTypeError);
    expect(String(e)).to.equal('DynamicTypeError [MCPD_DYNAMIC_TYPE]: the @Type thunk of Pet.animal takes the input as an argument ((o) => …) and picks the class from it, so no JSON Schema can say which class a value needs. For a union, name the classes: @Type(() => Base, { discriminator: { property: \'kind\', subTypes: [{ name: \'circle\', value: Circle }] } }) or @Field({ type: () => UnionOf(\'kind\', { circle: Circle }) }).');
    expect(e.member).to.equal('Pet.animal');
  });

  it('InvalidDefaultError names the member and what its schema says', () => {
    class T { @Tool() search(@Param('limit', { type: () => Int, maximum: 50, default: 99 }) limit: number): number { return limit; } }
    expect(String(thrown(() => scan([T])))).to.equal('InvalidDefaultError [MCPD_INVALID_DEFAULT]: the default 99 of T.search(#0 "limit") does not fit its own schema (must be <= 50). Change the default or the constraints so that the default is a value the tool accepts.');
  });

  it('StrictProfileError names the DTO property strict function calling cannot describe', () => {
    class Note { @IsString() text!: string; @Field({ type: () => AnyJson }) extra!: unknown; }
    class T { @Tool({ profile: 'strict' }) save(@Args() n: Note): string { return n.text; } }
    const e = thrown(() => scan([T]));
    expect(e).to.be.instanceOf(StrictProfileError);
    expect(String(e)).to.equal('StrictProfileError [MCPD_STRICT_PROFILE]: Note.extra is AnyJson (any JSON value), which the strict-client profile cannot express: strict function calling needs every object closed with known properties. Give it a concrete type (a DTO class, a primitive, an enum, or a list of one), or keep this tool on the standard profile: @Tool({ profile: \'standard\' }).');
    expect(e.member).to.equal('Note.extra');
  });

  it('scan errors about a DTO property name Dto.property, and a pattern unicode mode refuses is no scan error', () => {
    class Code { @Matches(/^\-?[a-z]+$/) code!: string; @IsString() @Field({ format: 'no-such-format' }) other!: string; }
    class T { @Tool() a(@Args() c: Code): string { return c.code; } }
    expect(thrown(() => scan([T])).message).to.match(/^option "format" names "no-such-format", a format the validator does not know at Code\.other\. /);
    class Fine { @Matches(/^\-?[a-z]+$/) code!: string; }
    class U { @Tool() a(@Args() c: Fine): string { return c.code; } }
    expect(() => scan([U])).to.not.throw();
  });

  it('InvalidScanInputError', () => {
    expect(String(thrown(() => scan([{} as object])))).to.equal('InvalidScanInputError [MCPD_SCAN_INPUT]: scan() entry #0 is a plain object, not a class or an instance of one. Pass decorated classes (scan([WeatherTools])) or instances (scan([new WeatherTools(db)])).');
  });
});

describe('errors/messages (command line, testing harness, serving)', () => {
  it('ServerModuleError names the path and what to export', () => {
    const missing = new ServerModuleError('dist/nowhere.js', 'missing', 'does not exist (pass the compiled .js file, e.g. dist/my-server.js)');
    expect(String(missing)).to.equal('ServerModuleError [MCPD_MODULE_NOT_FOUND]: dist/nowhere.js does not exist (pass the compiled .js file, e.g. dist/my-server.js)');
    expect(new ServerModuleError('dist', 'empty-folder', 'is a folder without server.js or index.js').code).to.equal('MCPD_MODULE_NOT_FOUND');
    expect(new ServerModuleError('x.js', 'nothing-exported', 'exports no server').code).to.equal('MCPD_NO_SERVER_EXPORT');
    expect(new ServerModuleError('x.js', 'no-such-export', 'has no export "y"').code).to.equal('MCPD_NO_SERVER_EXPORT');
    expect(new ServerModuleError('x.js', 'other-copy', 'exports a server made by a copy of mcp-decorators whose version this CLI cannot serve').code).to.equal('MCPD_NO_SERVER_EXPORT');
  });

  it('InvalidManifestFileError says how to write a manifest', () => {
    expect(String(new InvalidManifestFileError('old.json', 'is not JSON'))).to.equal('InvalidManifestFileError [MCPD_MANIFEST_FILE]: old.json is not JSON. Write one with: mcp-decorators manifest <module> --revision <rev> --out old.json');
  });

  it('InitTargetError names the files in the way', () => {
    expect(String(new InitTargetError('notes', ['package.json', 'src/server.ts']))).to.equal('InitTargetError [MCPD_INIT_TARGET]: notes already has package.json, src/server.ts; init writes only into a new or empty folder and never overwrites. Pick another folder: mcp-decorators init my-server');
  });

  it('MissingClientSdkError names the package, its install command and the other client', () => {
    expect(String(new MissingClientSdkError('v1', '@modelcontextprotocol/sdk', '~1.32.2', { client: 'v2', packageName: '@modelcontextprotocol/client' }))).to.equal(
      "MissingClientSdkError [MCPD_CLIENT_SDK]: the v1 client needs @modelcontextprotocol/sdk, which is not installed. Install it as a dev dependency (npm install -D @modelcontextprotocol/sdk@~1.32.2), or ask for the v2 client (@modelcontextprotocol/client) instead: { client: 'v2' }.",
    );
  });

  it('InvalidConnectOptionError and MissingTestGlobalsError say what to pass or where to run', async () => {
    const stdio = await connectClient({ revision: '2025-06-18', client: 'v2', transport: 'stdio' }).then(() => undefined, (e: unknown) => e);
    expect(String(stdio)).to.equal("InvalidConnectOptionError [MCPD_CONNECT_OPTION]: connectClient: a stdio connection needs options.stdio. Pass stdio: { command: 'node', args: ['dist/stdio.js'] }.");
    const v1 = await connectClient({ revision: '2026-07-28', client: 'v1', transport: 'memory' }).then(() => undefined, (e: unknown) => e);
    expect(String(v1)).to.equal("InvalidConnectOptionError [MCPD_CONNECT_OPTION]: connectClient: the v1 client cannot speak 2026-07-28. Use the v2 client: { client: 'v2' }.");
    expect(String(new MissingTestGlobalsError('forEachRevision'))).to.equal("MissingTestGlobalsError [MCPD_TEST_GLOBALS]: forEachRevision found no test runner: no describe() and it() globals, and not run by node --test. Run it with mocha or node --test, or pass the runner's functions: forEachRevision(title, { server, runner: { describe, it } }, body) (e.g. import { describe, it } from 'node:test'); connectClient gives one session without a runner.");
  });

  it('PortUnavailableError names the port and how to choose another', () => {
    expect(String(new PortUnavailableError(3000, '127.0.0.1', 'in-use'))).to.equal('PortUnavailableError [MCPD_PORT_IN_USE]: port 3000 on 127.0.0.1 is already in use (another server is listening there), so the MCP endpoint cannot listen. Stop what holds it, or choose another port: --port 3001 or PORT=3001 on the command line, serveHttp(server, { port: 3001 }) in code; 0 picks a free one.');
    expect(String(new PortUnavailableError(80, '0.0.0.0', 'denied'))).to.equal('PortUnavailableError [MCPD_PORT_DENIED]: port 80 on 0.0.0.0 may not be used by this process (ports below 1024 need privileges), so the MCP endpoint cannot listen. Stop what holds it, or choose another port: --port 81 or PORT=81 on the command line, serveHttp(server, { port: 81 }) in code; 0 picks a free one.');
  });

  it('InvalidUntrustedSourceError asks for a source', () => {
    expect(String(new InvalidUntrustedSourceError(' '))).to.equal('InvalidUntrustedSourceError [MCPD_UNTRUSTED_SOURCE]: untrusted() was given the source " ", which says nothing once cleaned. Name where the text came from, e.g. untrusted(row.name, { source: \'customers database\' }) or { source: \'https://example.com/page\' }.');
  });
});
