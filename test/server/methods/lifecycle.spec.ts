import { expect } from 'chai';
import { Ctx } from '../../../lib/decorators/ctx.decorator.js';
import { Tool } from '../../../lib/decorators/tool.decorator.js';
import type { McpContext } from '../../../lib/model/handler-context.js';
import { closeServers, errorOf, resultOf, serve, session } from '../serve.js';

class Chatty {
  @Tool() talk(@Ctx() ctx: McpContext): string {
    ctx.log.info('info line');
    ctx.log.warning('warning line');
    return 'done';
  }
}

describe('server/methods/lifecycle', () => {
  afterEach(closeServers);

  it('answers ping with an empty result', async () => {
    const raw = await session(serve([Chatty]), '2025-06-18');
    expect(resultOf(await raw.request('ping'))).to.deep.equal({});
  });

  it('sets the log level of the session: lines below it are not sent', async () => {
    const raw = await session(serve([Chatty]), '2025-06-18');
    expect(resultOf(await raw.request('logging/setLevel', { level: 'warning' }))).to.deep.equal({});
    resultOf(await raw.request('tools/call', { name: 'talk', arguments: {} }));
    const logged = raw.received.filter((m) => m.method === 'notifications/message').map((m) => m.params.level);
    expect(logged).to.deep.equal(['warning']);
  });

  it('refuses a level that is not one of the eight, naming them', async () => {
    const raw = await session(serve([Chatty]), '2025-06-18');
    for (const level of ['verbose', 3, undefined, 'toString']) {
      const error = errorOf(await raw.request('logging/setLevel', level === undefined ? {} : { level }));
      expect(error.code).to.equal(-32602);
      expect(error.message).to.equal(`Invalid log level ${JSON.stringify(level)}; use one of debug, info, notice, warning, error, critical, alert, emergency`);
    }
  });
});
