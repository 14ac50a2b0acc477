import { CASES } from '../cases.js';
import type { MeasureOptions } from '../measure.js';
import { SESSION } from '../requests.js';
import { timed } from '../timed.js';

/** One DTO case through the transport port: µs per call, against the floor of the same schema. */
export interface DtoRow {
  readonly label: string;
  readonly oursUs: number;
  readonly floorUs: number;
}

/**
 * tools/call (2025-11-25) with a 1-field tool, an all-exact 5-field DTO and a DTO with a runtime-only rule, over a
 * JSON-text port (stdio's framing, in process), each figure from a process of its own.
 */
export async function dtoSection(options: MeasureOptions): Promise<DtoRow[]> {
  return CASES.map((c, index) => ({ label: c.label, oursUs: timed('port', SESSION, index, options), floorUs: timed('floor', SESSION, index, options) }));
}
