// An extension of your own, written against the public extension API (docs/guide/extensions.md includes it by
// region). Run by test/docs/examples/extensions.spec.ts.
// #region extension
import { createServer, ProtocolError, RpcErrorCode } from 'mcp-decorators';
import type { McpExtension } from 'mcp-decorators/extensions';

const clocks: McpExtension = {
  id: 'example.com/clock',
  settings: { zones: ['UTC'] },
  methods: [{
    method: 'clock/now',
    eras: ['session', 'stateless'],
    async handle(request) {
      if (request.era === 'stateless' && !request.declares('example.com/clock')) {
        throw new ProtocolError(RpcErrorCode.MissingRequiredClientCapability, 'clock/now needs the example.com/clock extension', { requiredCapabilities: { extensions: { 'example.com/clock': {} } } });
      }
      return { now: new Date().toISOString() };
    },
  }],
};
export const createClockServer = () => createServer({ name: 'clock', version: '1.0.0', classes: [], extensions: [clocks] });
// #endregion extension
