// The stdio entry of the testing guide's server (docs/examples/testing/my-server.ts): what `node dist/stdio.js` is in a project.
import 'reflect-metadata';
import { serveStdio } from 'mcp-decorators';
import { createMyServer } from './my-server.js';

await serveStdio(createMyServer());
