/** What every command says about the module it is pointed at. */
const MODULE = `<module> is a compiled .js file or a folder with server.js / index.js. Importing it runs its top level (imports,
class declarations, whatever else is there); no handler is called. It may export a server from createServer(),
or better a function returning one (export default () => createServer({ … })), as default, as "server", or
under the name given with --export; otherwise its exported decorated classes and instances are served. Keep
the top level free of side effects (no listening, no database writes) and put them in the factory.`;

/** `mcp-decorators --help`. */
export const USAGE = `Usage: mcp-decorators <command> [options]

Commands:
  init [dir]                                   Create a project: tsconfig, one tool, one test, npm run dev / npm test
  dev <module> [--port N] [--build <cmd>]      Serve over HTTP and restart whenever the build output changes
  serve <module> [--http [--port N] ...]       Serve a module's MCP server over stdio or Streamable HTTP
  proxy <url> | proxy -- <command> [args...]   Serve another MCP server, whatever revision it speaks, on every revision
  inspect <module>                             One-screen summary: tools and arguments, resources, prompts, revisions
  manifest <module> [--revision <rev>] [--out] Print the catalogue as one revision's lists carry it (default: the newest)
  manifest <module> --diff <old.json>          Classify changes since old.json as breaking or compatible (exit 1 on breaking)

Options: --version, --help (also after a command).

${MODULE}`;

/** `mcp-decorators serve --help`. */
export const SERVE_USAGE = `Usage: mcp-decorators serve <module> [--http [--port N] [--host H] [options]] [--export <name>]

Without --http, serves the module over stdio: JSON-RPC on stdin/stdout, diagnostics on stderr. Anything else
written to stdout (console.log in a handler or at the module's top level) goes to stderr. Point an MCP host at
it with the project's own copy, e.g. in Claude Desktop:
{ "command": "/abs/path/node_modules/.bin/mcp-decorators", "args": ["serve", "/abs/path/dist/server.js"] }.

With --http, serves Streamable HTTP at http://<host>:<port>/mcp and prints that URL.

Options:
  --http                    serve Streamable HTTP instead of stdio
  --port <n>                port (default: PORT, else 3000; 0 picks a free one)
  --host <h>                address to bind (default 127.0.0.1; anything else also needs --allowed-hosts)
  --allowed-hosts <list>    comma-separated Host names to accept besides loopback
  --allowed-origins <list>  comma-separated browser origins to accept besides loopback
  --sessionless             no sessions: every POST stands alone (--stateless: its deprecated former name)
  --export <name>           the export that is the server (or returns it)

${MODULE}`;

/** `mcp-decorators dev --help`. */
export const DEV_USAGE = `Usage: mcp-decorators dev <module> [--port N] [--host H] [--watch <dir>] [--build <command>] [--export <name>]

Serves the module over Streamable HTTP, prints the endpoint and how to connect MCP Inspector, and starts it
again (a fresh process) whenever the build output changes. A module that fails to load is reported; the next
change tries again. A .ts module runs from its sources through mcp-decorators/register (needs @swc/core), and
its folder is watched: no build watcher needed. It also prints the URL of a view preview (127.0.0.1): a form per
tool with an MCP Apps view, the view rendered through the ext-apps host bridge, reloaded after each restart.

Options:
  --port <n>          port (default: PORT, else 3000; 0 picks a free one, kept across restarts)
  --host <h>          address to bind (default 127.0.0.1)
  --watch <dir>       folder to watch (default: the module's folder)
  --build <command>   a build watcher to run alongside, e.g. --build "tsc --watch --preserveWatchOutput"
  --export <name>     the export that is the server (or returns it)`;

/** `mcp-decorators init --help`. */
export const INIT_USAGE = `Usage: mcp-decorators init [dir] [--registry]

Creates a project in dir (default: the current folder), which must be new or empty: package.json with
npm run dev and npm test, the tsconfig TypeScript 7 needs, one tool, the server factory and one test.
The package init runs from is packed into dir/vendor/ and installed from there, so no registry needs it.
Then: cd dir && npm install && npm test

Options:
  --registry   depend on mcp-decorators@^<this version> from the npm registry instead (once it is published)`;

/** `mcp-decorators manifest --help`. */
export const MANIFEST_USAGE = `Usage: mcp-decorators manifest <module> [--revision <rev>] [--out <file>] [--export <name>]
       mcp-decorators manifest <module> --diff <old.json> [--revision <rev>] [--out <file>]

Prints the tools, resources, resource templates and prompts exactly as <rev>'s list results carry them (without
--revision, the newest revision the server speaks), in
declaration order, with a sha256 hash of the catalogue (serverInfo is left out of it, so a version bump alone
keeps the hash). No handler is called. The output is byte-identical for the same catalogue, so CI can pin it.

With --diff, compares the module with an earlier manifest (at its revision unless --revision says otherwise)
and lists each change as breaking (a tool, prompt, resource or template removed; a new required argument or a
removed one; a narrowed type, enum or limit; a changed output schema) or compatible, then exits 1 when any is
breaking, else 0. --out then writes the new manifest too.

Options:
  --revision <rev>  protocol revision (default: the newest one the server speaks; with --diff, the old manifest's)
  --diff <file>     an earlier manifest to compare with
  --out <file>      write the manifest to a file instead of stdout
  --export <name>   the export that is the server (or returns it)

${MODULE}`;

/** `mcp-decorators inspect --help`. */
export const INSPECT_USAGE = `Usage: mcp-decorators inspect <module> [--export <name>]

A one-screen summary: the server, its tools with their arguments, resources, templates and prompts as the
newest revision lists them, and what each older revision carries differently. No handler is called.

${MODULE}`;

/** `mcp-decorators proxy --help`. */
export const PROXY_USAGE = `Usage: mcp-decorators proxy <url> [--header "Name: value"]... [--http [--port N] [--host H] [options]]
       mcp-decorators proxy [--http [--port N] ...] -- <command> [args...]

Connects to an upstream MCP server, over Streamable HTTP at <url> or by starting <command> and speaking stdio
to it, at whichever revision it speaks (2026-07-28 through server/discover, else initialize), and serves its
tools, resources, templates and prompts on every revision this framework speaks. Each request is forwarded at
the upstream's revision and its answer written for the client's. Headers given with --header go to the
upstream only; a client's own token is never forwarded.

Without --http, serves over stdio: JSON-RPC on stdin/stdout, diagnostics on stderr. With --http, serves
Streamable HTTP at http://<host>:<port>/mcp and prints that URL.

Options:
  --header <h>              a header for the upstream, "Name: value" (repeatable; URL upstreams only)
  --tasks                   serve tasks (2025-11-25 core tasks, the 2026-07-28 tasks extension): a 2026-07-28
                            upstream's tasks are followed; elsewhere a client that asks for a task gets one of
                            this proxy running the forwarded call (tools a 2025-11-25 upstream runs as tasks
                            optionally, and those named with --task-tool)
  --task-tool <name>        a proxied tool that may run as a task of this proxy (repeatable; implies --tasks)
  --http                    serve Streamable HTTP instead of stdio
  --port <n>                port (default: PORT, else 3000; 0 picks a free one)
  --host <h>                address to bind (default 127.0.0.1; anything else also needs --allowed-hosts)
  --allowed-hosts <list>    comma-separated Host names to accept besides loopback
  --allowed-origins <list>  comma-separated browser origins to accept besides loopback

Example: mcp-decorators proxy --http --port 8080 -- node legacy-server.js`;
