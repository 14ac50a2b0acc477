// The runtime suite's demo server (runtimes/fixture/src/demo.ts), which the deployment recipes of
// docs/guide/edge-runtimes.md serve.
export { demoServer } from '../../../runtimes/fixture/src/demo.js';
