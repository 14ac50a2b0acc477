import { expect } from 'chai';
import { jsonLinesLogger } from '../../lib/observability/index.js';
import { levelOfOutcome } from '../../lib/observability/request-logger.js';

describe('observability/json-lines-logger', () => {
  const at = () => new Date('2026-07-28T12:00:00.000Z');

  it('writes one JSON object per line: level, time, msg, then the record', () => {
    const lines: string[] = [];
    const logger = jsonLinesLogger({ write: (l) => void lines.push(l), now: at });
    logger.info({ method: 'tools/call', name: 'add', revision: '2025-11-25', durationMs: 1.5, outcome: 'ok', subject: 'ada' });
    expect(lines).to.deep.equal([`${JSON.stringify({ level: 'info', time: '2026-07-28T12:00:00.000Z', msg: 'mcp request', method: 'tools/call', name: 'add', revision: '2025-11-25', durationMs: 1.5, outcome: 'ok', subject: 'ada' })}\n`]);
  });

  it('writes nothing below its level', () => {
    const lines: string[] = [];
    const logger = jsonLinesLogger({ level: 'warn', write: (l) => void lines.push(l), now: at });
    logger.info({ method: 'ping', durationMs: 0, outcome: 'ok' });
    logger.warn({ method: 'tools/call', durationMs: 0, outcome: 'tool_error' });
    logger.error({ method: 'tools/call', durationMs: 0, outcome: 'error', code: -32603 });
    expect(lines.map((l) => JSON.parse(l).level)).to.deep.equal(['warn', 'error']);
  });

  it('puts served requests at info, tool errors and refusals at warn, failures at error', () => {
    expect(['ok', 'tool_error', 'refused', 'error'].map((o) => levelOfOutcome(o as 'ok'))).to.deep.equal(['info', 'warn', 'warn', 'error']);
  });
});
