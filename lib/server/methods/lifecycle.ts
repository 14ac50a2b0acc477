import { isLogLevel, LOG_LEVELS } from '../../vocabulary/log-levels.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { MethodHandler } from '../contracts/method-call.js';
import { ownProperty } from '../protocol/own-property.js';
import { ProtocolError } from '../protocol/protocol-error.js';

export const ping: MethodHandler = async () => ({});

export const setLogLevel: MethodHandler = async (call) => {
  const level = ownProperty(call.request.params, 'level');
  if (!isLogLevel(level)) throw new ProtocolError(RpcErrorCode.InvalidParams, `Invalid log level ${JSON.stringify(level)}; use one of ${LOG_LEVELS.join(', ')}`);
  call.session?.setLogLevel(level);
  return {};
};
