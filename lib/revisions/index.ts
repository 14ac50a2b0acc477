/**
 * mcp-decorators/revisions: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). The revision kit: the adapter of each
 * MCP revision, the wire vocabulary and era policies they are built from, and the wire types they speak.
 * @module mcp-decorators/revisions
 */
export { adapterFor, builtInAdapters } from './adapter-for.js';
export { BUILT_IN_REVISIONS } from './revision.js';
export type { Revision } from './revision.js';
export type { RevisionAdapter } from './revision-adapter.js';
export type { RevisionChoice } from '../server/era/adapter-registry.js';
export type { WireVocabulary } from './wire-vocabulary.js';
export { wireVocabulary } from './wire-encoders.js';
export type { EraPolicy, SessionPolicy, StatelessPolicy, InvalidArgumentsAnswer, ResultContext, ClientRequestKinds } from './era-policy.js';
export { sessionPolicy } from './session-policy.js';
export type { SessionPolicyFlags } from './session-policy.js';
export { statelessPolicy } from './stateless-policy.js';
export type { WireObject, WireError, ServerIdentity, ServerFeatures, ProgressReport, CacheHint, CachePolicy, InputRequest } from './wire-types.js';
export type { WireFeatures } from './wire-features.js';
