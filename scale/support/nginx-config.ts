/**
 * The nginx configuration of the deployment README "Scale-out" describes: 2026-07-28 requests (no session) go to
 * any replica; a session's requests go to the replica named by the prefix of its Mcp-Session-Id, falling back to
 * the others when that replica is down (a resumable stream is then replayed from Redis).
 */
/** The address nginx connects to the replicas from on /mcp; the replicas trust it. */
export const TRUSTED_PROXY = '127.0.0.5';
/** The address nginx connects from on /untrusted/mcp; nobody trusts it. */
export const UNTRUSTED_PROXY = '127.0.0.6';

export function nginxConfig(dir: string, port: number, replicas: readonly { readonly name: string; readonly port: number }[]): string {
  const servers = (first: string | undefined): string =>
    replicas.map((r) => `    server 127.0.0.1:${r.port}${first !== undefined && r.name !== first ? ' backup' : ''} max_fails=1 fail_timeout=2s;`).join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  # Route on the replica prefix of Mcp-Session-Id; requests without one (2026-07-28, initialize) go to the pool.
  map $http_mcp_session_id $mcp_upstream {
${replicas.map((r) => `    ~^${r.name}\\. ${r.name};`).join('\n')}
    default pool;
  }
  upstream pool {
${servers(undefined)}
    keepalive 16;
  }
${replicas.map((r) => `  upstream ${r.name} {\n${servers(r.name)}\n  }`).join('\n')}
  # Its own upstream: kept-alive connections are shared within an upstream whatever address they were bound to.
  upstream untrusted_pool {
${servers(undefined)}
  }

  server {
    listen 127.0.0.1:${port};
    location /mcp {
      proxy_pass http://$mcp_upstream;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The replicas trust this proxy (trustProxy: '${TRUSTED_PROXY}'): the client is what it appends here.
      proxy_bind ${TRUSTED_PROXY};
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # SSE: no buffering, long reads; a dead replica's requests move to the next one.
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 300s;
      proxy_next_upstream error timeout http_502;
    }
    # The same replicas reached from an address they do not trust: the client is this proxy, whatever it forwards.
    location /untrusted/mcp {
      proxy_pass http://untrusted_pool/mcp;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_bind ${UNTRUSTED_PROXY};
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
}
