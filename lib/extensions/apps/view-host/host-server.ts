/** What the host page's server serves: the page, its bundled script, and the view under its CSP. */
export interface HostPageParts {
  readonly page: string;
  readonly script: string;
  readonly view: string;
  readonly csp: string;
}

/** The host page's server on 127.0.0.1. */
export interface HostServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the host page on 127.0.0.1 at a free port: `/` the page, `/host.js` its script, `/view` the view. */
export async function startHostServer(parts: HostPageParts): Promise<HostServer> {
  const { createServer } = await import('node:http');
  const routes = new Map<string, { type: string; body: string; headers?: Record<string, string> }>([
    ['/', { type: 'text/html; charset=utf-8', body: parts.page }],
    ['/host.js', { type: 'text/javascript; charset=utf-8', body: parts.script }],
    // The view's policy is a response header, as the spec asks of hosts ("construct CSP headers").
    ['/view', { type: 'text/html; charset=utf-8', body: parts.view, headers: { 'content-security-policy': parts.csp } }],
  ]);
  const server = createServer((request, response) => {
    const route = request.method === 'GET' ? routes.get(new URL(request.url ?? '/', 'http://host').pathname) : undefined;
    if (!route) {
      response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': route.type, 'cache-control': 'no-store', ...route.headers }).end(route.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
