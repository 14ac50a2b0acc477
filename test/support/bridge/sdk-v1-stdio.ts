import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { sdkV1Upstream } from './sdk-v1-upstream.js';

// The SDK v1 upstream as a stdio child process: `node dist/test/support/bridge/sdk-v1-stdio.js`.
await sdkV1Upstream().connect(new StdioServerTransport());
