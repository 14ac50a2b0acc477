/** Steps of a request that run once per request, which a spec counts (test/server/transports/http/work-per-request.spec.ts). */
export type ProbedStep = 'message-gate' | 'access-verdict';

/**
 * The hook those steps report to: empty (nothing is counted, one property read per step) unless a spec installs
 * `count`. Internal: never exported from the package.
 */
export const stepProbe: { count?: (step: ProbedStep) => void } = {};
