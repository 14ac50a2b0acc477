import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { sdkDtoTools, sdkManyTools } from '../sdk-tools.js';

// The raw SDK v2 over stdio with COUNT tools (both eras from one factory), for the cold-start measurement: one-field
// tools, or with TOOLSET=dto the DTO toolset's schemas in zod.
const count = Number(process.env.COUNT ?? 100);
serveStdio(() => (process.env.TOOLSET === 'dto' ? sdkDtoTools(count) : sdkManyTools(count)));
