import type { LogLevel } from '../../model/handler-context.js';
import { ErrorCode } from '../json-rpc.js';
import { ProtocolError } from '../protocol-error.js';
import { LOG_LEVELS } from '../log-levels.js';
import type { MethodHandler } from '../request-call.js';

export const ping: MethodHandler = async () => ({});

export const setLogLevel: MethodHandler = async (call) => {
  const level = call.params.level;
  if (typeof level !== 'string' || !LOG_LEVELS.includes(level as LogLevel)) {
    throw new ProtocolError(ErrorCode.InvalidParams, `Invalid log level ${JSON.stringify(level)}; use one of ${LOG_LEVELS.join(', ')}`);
  }
  call.connection.setLogLevel(level as LogLevel);
  return {};
};
