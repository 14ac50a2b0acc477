import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { sdkManyTools } from '../sdk-tools.js';

// The raw SDK v2 over stdio with COUNT one-field tools (both eras from one factory), for the cold-start measurement.
const count = Number(process.env.COUNT ?? 100);
serveStdio(() => sdkManyTools(count));
