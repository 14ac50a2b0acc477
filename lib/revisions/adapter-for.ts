import type { RevisionAdapter } from './revision-adapter.js';
import { BUILT_IN_REVISIONS, type Revision } from './revision.js';
import { rev20241105 } from './rev-2024-11-05/index.js';
import { rev20250326 } from './rev-2025-03-26/index.js';
import { rev20250618 } from './rev-2025-06-18/index.js';
import { rev20251125 } from './rev-2025-11-25/index.js';
import { rev20260728 } from './rev-2026-07-28/index.js';

// A mapped type over Revision: a built-in revision without an adapter does not compile.
const ADAPTERS: { readonly [R in Revision]: RevisionAdapter } = {
  '2024-11-05': rev20241105,
  '2025-03-26': rev20250326,
  '2025-06-18': rev20250618,
  '2025-11-25': rev20251125,
  '2026-07-28': rev20260728,
};

/**
 * The built-in adapter of a revision.
 * @example adapterFor('2025-06-18').wire.encodeTool(model.tools[0])
 */
export function adapterFor(revision: Revision): RevisionAdapter {
  return ADAPTERS[revision];
}

/** Every built-in adapter, oldest revision first. */
export function builtInAdapters(): readonly RevisionAdapter[] {
  return BUILT_IN_REVISIONS.map((r) => ADAPTERS[r]);
}
