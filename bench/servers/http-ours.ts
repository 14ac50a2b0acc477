import { createServer, serveHttp } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { BenchTools } from '../cases.js';
import './cpu-report.js';

// mcp-decorators over Streamable HTTP: 2026-07-28 requests, and 2025 sessionless POSTs (`sessionless: true`).
const http = await serveHttp(createServer({ name: 'bench', version: '1.0.0', classes: [BenchTools], diagnostics: silentDiagnostics }), { port: 0, sessionless: true });
process.stdout.write(`${JSON.stringify({ port: http.port })}\n`);
