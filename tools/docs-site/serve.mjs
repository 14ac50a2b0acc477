// npm run docs:serve: serves the built site (docs/.vitepress/dist) on 127.0.0.1 (PORT, default 4173).
import { startSiteServer } from './site-server.mjs';

const port = Number(process.env.PORT ?? 4173);
const server = await startSiteServer({ port });
console.log(`Docs: http://127.0.0.1:${server.port}/  (Ctrl+C stops)`);
