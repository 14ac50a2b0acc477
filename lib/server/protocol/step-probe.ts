/** Steps of a request that run once per request, which specs count (test/server/transports/http/work-per-request.spec.ts; the direct lane's). */
export type ProbedStep = 'message-gate' | 'access-verdict' | 'direct-lane';

/**
 * The hook those steps report to: empty (nothing is counted, one property read per step) unless a spec installs
 * `count`. Internal: never exported from the package.
 */
export const stepProbe: { count?: (step: ProbedStep) => void } = {};
