import { CASES } from '../cases.js';
import type { MeasureOptions } from '../measure.js';
import { SESSION, STATELESS, type Era } from '../requests.js';
import { timed } from '../timed.js';

/** A figure, or why the contender cannot run the case. */
export type UsOrNa = number | { readonly na: string };

/** One tools/call case at one era, server only: µs per call for the floor, ours and each peer (or why not). */
export interface PeerCallRow {
  readonly era: Era;
  readonly label: string;
  readonly floorUs: number;
  readonly oursUs: number;
  readonly peers: { readonly [key: string]: UsOrNa };
}

const NO_MEMORY = { na: 'n/a: no in-memory transport' };

/**
 * tools/call with nothing but the server between request text and response text, for the peers that can be driven
 * so (tmcp through `receive`, the SDK v1 through its in-memory pair); each figure from a process of its own.
 * FastMCP, mcp-use and mcp-nest only serve over stdio or HTTP, so they have no row here but a reason.
 */
export async function peerCallSection(options: MeasureOptions): Promise<PeerCallRow[]> {
  const rows: PeerCallRow[] = [];
  for (const era of [SESSION, STATELESS] as const) {
    for (const index of [0, 1]) {
      rows.push({
        era,
        label: CASES[index]!.label,
        floorUs: timed('floor', era, index, options),
        oursUs: timed('ours', era, index, options),
        peers: {
          tmcp: timed('tmcp', era, index, options),
          sdk1: era === STATELESS ? { na: 'n/a: no 2026-07-28' } : timed('sdk1', era, index, options),
          sdk2: timed('sdk', era, index, options),
          fastmcp: NO_MEMORY,
          'mcp-use': { na: 'n/a: HTTP only (fetch handler)' },
          'mcp-nest': NO_MEMORY,
        },
      });
    }
  }
  return rows;
}
