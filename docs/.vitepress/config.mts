// The documentation site (VitePress). Built offline by `npm run docs` (tools/docs-site/build.mjs): no CDN, no remote
// font, no analytics; search is VitePress's local (minisearch) index, bundled into the site.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type DefaultTheme } from 'vitepress';

const apiSidebarFile = fileURLToPath(new URL('../reference/api/typedoc-sidebar.json', import.meta.url));
const apiSidebar: DefaultTheme.SidebarItem[] = existsSync(apiSidebarFile) ? JSON.parse(readFileSync(apiSidebarFile, 'utf8')) : [];

const guide: DefaultTheme.SidebarItem[] = [
  { text: 'Tutorial', items: [{ text: 'Your first server in ten minutes', link: '/tutorial/first-server' }] },
  {
    text: 'How-to: declare',
    items: [
      { text: 'Tools and arguments', link: '/guide/tools-and-arguments' },
      { text: 'How arguments are checked', link: '/guide/validation' },
      { text: 'Resources and templates', link: '/guide/resources-and-templates' },
      { text: 'Prompts and completion', link: '/guide/prompts-and-completion' },
      { text: 'Return results and content', link: '/guide/results' },
      { text: 'Use the context', link: '/guide/context' },
      { text: 'Handle errors', link: '/guide/errors' },
    ],
  },
  {
    text: 'How-to: serve',
    items: [
      { text: 'Serve over stdio', link: '/guide/stdio' },
      { text: 'Serve over HTTP and mount anywhere', link: '/guide/http' },
      { text: 'Mount servers into one', link: '/guide/mounting' },
      { text: 'Serve on fetch runtimes', link: '/guide/fetch-runtimes' },
      { text: 'Authorization', link: '/guide/authorization' },
      { text: 'Rate limits', link: '/guide/rate-limits' },
      { text: 'Tracing and request logs', link: '/guide/tracing-and-logs' },
      { text: 'Middleware and guards', link: '/guide/middleware-and-guards' },
      { text: 'Scale out with Redis and nginx', link: '/guide/scale-out' },
      { text: 'Proxy another server, bridge revisions', link: '/guide/proxy-and-bridge' },
    ],
  },
  {
    text: 'How-to: extensions',
    items: [
      { text: 'Tasks', link: '/guide/tasks' },
      { text: 'Skills', link: '/guide/skills' },
      { text: 'MCP Apps', link: '/guide/apps' },
      { text: 'Write an extension', link: '/guide/extensions' },
      { text: 'Write a revision adapter', link: '/guide/revision-adapter' },
    ],
  },
  {
    text: 'How-to: build, run, test',
    items: [
      { text: 'Set up your project', link: '/guide/setup' },
      { text: 'Use the command line', link: '/guide/cli' },
      { text: 'Test your server', link: '/guide/testing' },
      { text: 'Runtimes and toolchains', link: '/guide/runtimes' },
      { text: 'Compile with SWC, tsx or esbuild', link: '/guide/toolchains' },
      { text: 'Deploy to Lambda, Bun, Deno and Workers', link: '/guide/edge-runtimes' },
      { text: 'Run TypeScript sources directly', link: '/guide/register' },
      { text: 'Run without emitDecoratorMetadata', link: '/guide/without-metadata' },
    ],
  },
  {
    text: 'How-to: migrate',
    items: [
      { text: 'From the official SDK', link: '/guide/migrate-from-sdk' },
      { text: 'From MCP-Nest', link: '/guide/migrate-from-mcp-nest' },
    ],
  },
  {
    text: 'Explanation',
    items: [
      { text: 'The revision-neutral model', link: '/explanation/revision-neutral-model' },
      { text: 'How a request flows', link: '/explanation/request-flow' },
      { text: 'Schemas and the exactness rule', link: '/explanation/exactness' },
      { text: 'Security model and hostile input', link: '/explanation/security' },
      { text: 'Performance and how it is measured', link: '/explanation/performance' },
    ],
  },
  {
    text: 'Reference',
    items: [
      { text: 'Decorators', link: '/reference/decorators' },
      { text: 'Decorator options', link: '/reference/decorator-options' },
      { text: 'Error codes', link: '/reference/errors' },
      { text: 'Command line', link: '/reference/cli' },
      { text: 'Protocol revisions', link: '/reference/revisions' },
      { text: 'Entry points and layout', link: '/reference/entry-points' },
      { text: 'Samples', link: '/reference/samples' },
      { text: 'API (TypeDoc)', link: '/reference/api/' },
    ],
  },
];

export default defineConfig({
  title: 'mcp-decorators',
  description: 'Declare MCP tools, resources and prompts with TypeScript decorators, served on every MCP revision.',
  lang: 'en',
  cleanUrls: false,
  lastUpdated: false,
  // `<<< @/examples/x.ts#region` resolves from docs/; the TypeDoc pages are generated into reference/api.
  srcExclude: ['examples/**', 'README.md'],
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  // The local search index holds every page (the API reference too), so the search chunk is large by design.
  vite: { build: { chunkSizeWarningLimit: 4096 } },
  markdown: { theme: { light: 'github-light', dark: 'github-dark' } },
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Tutorial', link: '/tutorial/first-server' },
      { text: 'Guides', link: '/guide/tools-and-arguments' },
      { text: 'Reference', link: '/reference/errors' },
      { text: 'API', link: '/reference/api/' },
    ],
    sidebar: {
      '/reference/api/': [{ text: 'Back to the guides', link: '/tutorial/first-server' }, { text: 'API', items: apiSidebar }],
      '/': guide,
    },
    outline: { level: [2, 3] },
  },
});
