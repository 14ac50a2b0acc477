import type { ChainRecord, ClassRecord, FieldRecord, MemberRecord, ParamRecord } from './records.js';

interface MutableClassRecord {
  members: MemberRecord[];
  params: ParamRecord[];
  fields: FieldRecord[];
  chains: ChainRecord[];
}

/** The one store of decorator records, keyed by class; written only by decorators through `collect*`. */
export interface MetadataStore {
  collectMember(target: Function, record: MemberRecord): void;
  collectParam(target: Function, record: ParamRecord): void;
  collectField(target: Function, record: FieldRecord): void;
  /** Records middleware or guards of a class or method; decorators apply bottom-up, so each goes first (reading order). */
  collectChain(target: Function, record: ChainRecord): void;
  /** Records declared on exactly this class (bases are walked by the scanner), or undefined. */
  recordsFor(target: Function): ClassRecord | undefined;
}

// Kept on globalThis so that two copies of the package (e.g. a linked checkout) still share one store.
const STORE_KEY = Symbol.for('mcp-decorators/metadata-store@1');

function createStore(): MetadataStore {
  const records = new WeakMap<Function, MutableClassRecord>();
  const recordOf = (target: Function): MutableClassRecord => {
    let record = records.get(target);
    if (!record) {
      record = { members: [], params: [], fields: [], chains: [] };
      records.set(target, record);
    }
    return record;
  };
  return {
    collectMember: (target, record) => void recordOf(target).members.push(record),
    collectParam: (target, record) => void recordOf(target).params.push(record),
    collectField: (target, record) => void recordOf(target).fields.push(record),
    collectChain: (target, record) => void recordOf(target).chains.unshift(record),
    recordsFor: (target) => records.get(target),
  };
}

/** Returns the process-wide metadata store. */
export function getMetadataStore(): MetadataStore {
  const host = globalThis as typeof globalThis & { [STORE_KEY]?: MetadataStore };
  return (host[STORE_KEY] ??= createStore());
}
