import { createServer, type DecoratedMcpServer, type Principal } from 'mcp-decorators';
import { jsonLinesLogger, type Diagnostics, type RequestLogger } from 'mcp-decorators/observability';
import type { AuthOptions } from 'mcp-decorators/auth';
import { NoteBook } from './note-book.js';
import { NotesTools } from './notes-tools.js';

/** Where the server finds its authorization server, and who the local user of stdio is. */
export interface SecureNotesOptions {
  /** The resource server settings; default read from NOTES_ISSUER, NOTES_AUDIENCE and NOTES_JWKS_URI. */
  readonly auth?: Partial<AuthOptions>;
  /** The principal of stdio connections; default built from NOTES_LOCAL_SCOPES (credentials from the environment). */
  readonly local?: Principal;
  /** Where request lines go; default JSON lines on stderr at NOTES_LOG_LEVEL (info, or warn). */
  readonly requestLog?: RequestLogger;
  /** Where the server's own diagnostics go; default stderr. */
  readonly diagnostics?: Diagnostics;
}

/** The local user of a stdio connection, from the environment: the scopes in NOTES_LOCAL_SCOPES, if any. */
export function localPrincipal(env: NodeJS.ProcessEnv = process.env): Principal | undefined {
  const scopes = (env.NOTES_LOCAL_SCOPES ?? '').split(/[\s,]+/).filter((s) => s !== '');
  return scopes.length === 0 ? undefined : { subject: env.USER ?? 'local', scopes, claims: {} };
}

/** The secure notes server: scopes on its tools, a rate limit on writing, and one JSON log line per request on stderr. */
export function createSecureNotesServer(options: SecureNotesOptions = {}): DecoratedMcpServer {
  const env = process.env;
  const issuer = options.auth?.issuer ?? env.NOTES_ISSUER ?? 'http://127.0.0.1:4000';
  const local = options.local ?? localPrincipal();
  return createServer({
    name: 'notes-secure',
    version: '1.0.0',
    instructions: 'Team notes. Search before adding; every note is signed with your name.',
    classes: [new NotesTools(new NoteBook())],
    auth: {
      issuer,
      audience: env.NOTES_AUDIENCE ?? 'http://127.0.0.1:3000/mcp',
      jwksUri: env.NOTES_JWKS_URI ?? `${issuer}/jwks`,
      resourceName: 'Team notes',
      ...(local ? { local } : {}),
      ...options.auth,
    },
    ...(options.diagnostics ? { diagnostics: options.diagnostics } : {}),
    requestLog: options.requestLog ?? jsonLinesLogger({ level: env.NOTES_LOG_LEVEL === 'warn' ? 'warn' : 'info' }),
  });
}

export default createSecureNotesServer;
