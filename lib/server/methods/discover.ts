import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { MethodHandler } from '../contracts/method-call.js';
import { ProtocolError } from '../protocol/protocol-error.js';

/** server/discover: what the server speaks and offers; answered without pinning a connection. */
export const discover: MethodHandler = async (call) => {
  const { adapter } = call.terms;
  const policy = adapter.policy;
  if (policy.era !== 'stateless') throw new ProtocolError(RpcErrorCode.MethodNotFound, `Method not found: server/discover is not part of ${adapter.revision}`);
  const { identity, instructions, registry } = call.server;
  return policy.discoverResult(adapter.wire, identity, call.server.features(), registry.supported, instructions);
};
