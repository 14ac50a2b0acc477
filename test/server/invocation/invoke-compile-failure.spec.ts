import { expect } from 'chai';
import { IsEmail } from 'class-validator';
import { Args, Param, Prompt, Tool, connectInMemory, createServer } from '../../../lib/index.js';
import { replaceValidatorEngineForTests } from '../../../lib/binding/create-validator-compiler.js';
import type { Diagnostics } from '../../../lib/observability/index.js';

class Contact {
  @IsEmail() email!: string;
}

class Book {
  @Tool() add(@Args() contact: Contact): string {
    return contact.email;
  }

  @Prompt() greet(@Param('name') name: string): string {
    return `Hello ${name}`;
  }
}

// What Ajv throws where code generation is refused (workerd), with a server path in it that must stay off the wire.
const REFUSAL = 'Code generation from strings disallowed for this context (/srv/app/node_modules/ajv/dist/compile/index.js:89)';

type Message = { id?: unknown; result?: { isError?: boolean; content?: unknown }; error?: { code: number; message: string; data?: unknown } };

async function answers(requests: readonly object[], logged: string[]): Promise<Message[]> {
  const diagnostics: Diagnostics = { warn: (m) => void logged.push(m), error: (m, e) => void logged.push(`${m} ${e instanceof Error ? `${e.message} ${String((e as Error & { cause?: unknown }).cause)}` : ''}`) };
  const server = createServer({ name: 'book', version: '1.0.0', classes: [Book], diagnostics });
  const client = await connectInMemory(server);
  const received: Message[] = [];
  client.onmessage = (message) => void received.push(message as Message);
  await client.start();
  try {
    for (const request of requests) await client.send({ jsonrpc: '2.0', ...request } as never);
    const ids = requests.flatMap((r) => ('id' in r ? [r.id] : []));
    for (let spins = 0; spins < 10_000 && !ids.every((id) => received.some((m) => m.id === id)); spins++) await new Promise((resolve) => setImmediate(resolve));
    return received;
  } finally {
    await server.close();
  }
}

const stateless = { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } };

describe('server/invocation/invoke: a validator that cannot be compiled is an internal error', () => {
  beforeEach(() => replaceValidatorEngineForTests(() => {
    throw new Error(REFUSAL);
  }));
  afterEach(() => replaceValidatorEngineForTests(undefined));

  it('answers tools/call and prompts/get with -32603 on a session revision, never "invalid arguments", with no stack or path on the wire', async () => {
    const logged: string[] = [];
    const received = await answers([
      { id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } } },
      { method: 'notifications/initialized' },
      { id: 2, method: 'tools/call', params: { name: 'add', arguments: { email: 'a@example.com' } } },
      { id: 3, method: 'prompts/get', params: { name: 'greet', arguments: { name: 'Ada' } } },
    ], logged);
    const tool = received.find((m) => m.id === 2)!;
    const prompt = received.find((m) => m.id === 3)!;
    expect(tool.error).to.deep.equal({ code: -32603, message: 'Internal error while handling tools/call' });
    expect(prompt.error).to.deep.equal({ code: -32603, message: 'Internal error while handling prompts/get' });
    const wire = JSON.stringify([tool, prompt]);
    expect(wire).to.not.match(/Invalid arguments|could not be read|disallowed|\/srv\/|node_modules|\bat /);
    expect(logged.join('\n')).to.include('tool add (Book.add): its arguments could not be checked; answered -32603').and.include('prompt greet (Book.greet)').and.include(REFUSAL);
  });

  it('answers -32603 on 2026-07-28 too, for valid and invalid arguments alike', async () => {
    const logged: string[] = [];
    const received = await answers([
      { id: 'ok', method: 'tools/call', params: { name: 'add', arguments: { email: 'a@example.com' }, ...stateless } },
      { id: 'bad', method: 'tools/call', params: { name: 'add', arguments: { email: 5 }, ...stateless } },
      { id: 'prompt', method: 'prompts/get', params: { name: 'greet', arguments: { name: 'Ada' }, ...stateless } },
    ], logged);
    for (const id of ['ok', 'bad', 'prompt']) {
      const answer = received.find((m) => m.id === id)!;
      expect(answer.error?.code, id).to.equal(-32603);
      expect(JSON.stringify(answer)).to.not.match(/Invalid arguments|disallowed|\/srv\//);
    }
    expect(logged.filter((line) => line.includes('answered -32603'))).to.have.length(3);
  });

  it('still blames the client for what is wrong with the arguments when the validator compiles', async () => {
    replaceValidatorEngineForTests(undefined);
    const received = await answers([{ id: 'bad', method: 'tools/call', params: { name: 'add', arguments: { email: 5 }, ...stateless } }], []);
    const answer = received.find((m) => m.id === 'bad')!;
    expect(answer.result?.isError).to.equal(true);
    expect(JSON.stringify(answer.result?.content)).to.include('Invalid arguments for tool add: email: must be string');
  });
});
