import { expect } from 'chai';
import { Param, Tool, createServer, serveHttp, tasks, type HttpServerHandle, type JsonObject } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { TASKS_EXTENSION } from '../../../lib/extensions/index.js';
import { startAuthorizationServer, type AuthorizationServer } from '../../support/authorization-server.js';
import { AuthClient } from '../../server/transports/http/auth-client.js';

const RESOURCE = 'http://notes.test/mcp';

class Exports {
  @Tool({ name: 'export_notes', description: 'Exports notes as one text.', task: 'optional' })
  exportNotes(@Param('label') label: string): string {
    return `exported ${label}`;
  }
}

/** The client capabilities of a 2026-07-28 request that declares the tasks extension. */
const WITH_TASKS: JsonObject = { 'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS_EXTENSION]: {} } } };

describe('extensions/tasks: tasks belong to the verified principal (a real OpenID provider on 127.0.0.1)', function () {
  this.timeout(30_000);
  let as: AuthorizationServer;
  let http: HttpServerHandle;
  before(async () => {
    as = await startAuthorizationServer();
  });
  after(async () => {
    await as.close();
  });
  beforeEach(async () => {
    const server = createServer({ name: 'notes', version: '1.0.0', classes: [Exports], extensions: [tasks()], diagnostics: silentDiagnostics, auth: { issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri } });
    http = await serveHttp(server, { port: 0, jsonResponses: true });
  });
  afterEach(async () => {
    await http.close();
  });

  it('2026-07-28: the writer reads its task; the reader, with the same clientInfo, gets -32602 for it', async () => {
    const client = new AuthClient(http.url, '2026-07-28');
    const [writer, reader] = [await as.token('writer', RESOURCE), await as.token('reader', RESOURCE)];
    const created = await client.request(writer, 'tools/call', { name: 'export_notes', arguments: { label: 'all' }, _meta: WITH_TASKS });
    expect(created.status).to.equal(200);
    expect(created.body.result.resultType, JSON.stringify(created.body)).to.equal('task');
    const taskId = created.body.result.taskId as string;
    const own = await client.request(writer, 'tasks/get', { taskId, _meta: WITH_TASKS }, { 'mcp-name': taskId });
    expect(own.body.result.taskId, JSON.stringify(own.body)).to.equal(taskId);
    const other = await client.request(reader, 'tasks/get', { taskId, _meta: WITH_TASKS }, { 'mcp-name': taskId });
    expect(other.body.error?.code, JSON.stringify(other.body)).to.equal(-32602);
  });

  it('2025-11-25: a task is listed to the principal that made it, in each of its sessions, and to no one else', async () => {
    const [writer, reader] = [await as.token('writer', RESOURCE), await as.token('reader', RESOURCE)];
    const first = new AuthClient(http.url, '2025-11-25');
    const created = await first.request(writer, 'tools/call', { name: 'export_notes', arguments: { label: 'all' }, task: {} });
    const taskId = created.body.result.task.taskId as string;
    // A new session of the same principal (a client that reconnected) still finds its task.
    const again = new AuthClient(http.url, '2025-11-25');
    expect((await again.request(writer, 'tasks/get', { taskId })).body.result.taskId).to.equal(taskId);
    const stranger = new AuthClient(http.url, '2025-11-25');
    expect((await stranger.request(reader, 'tasks/get', { taskId })).body.error?.code).to.equal(-32602);
    expect((await stranger.request(reader, 'tasks/list', {})).body.result.tasks).to.deep.equal([]);
  });
});
