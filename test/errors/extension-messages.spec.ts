import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, McpDecoratorsError, skills, Tool } from '../../lib/index.js';
import { InvalidDecoratorOptionError, InvalidServerOptionError, InvalidSkillError, SkillFileUnavailableError, SkillPathEscapeError, TaskLimitError, TaskResultTooLargeError } from '../../lib/errors/index.js';
import type { McpExtension } from '../../lib/extensions/index.js';
import { thrown } from '../support/thrown.js';

// The exact text and code of the errors of the extensions (tasks, skills) and of the extension API.
describe('errors/extension-messages', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcpd-ext-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const pin = (error: McpDecoratorsError, code: string, message: string): void => {
    expect(error.code).to.equal(code);
    expect(error.message).to.equal(message);
    expect(String(error)).to.equal(`${error.name} [${code}]: ${message}`);
  };

  it('TaskResultTooLargeError [MCPD_TASK_RESULT_TOO_LARGE]', () => {
    pin(new TaskResultTooLargeError('export_contacts', 2_000_000, 1_048_576), 'MCPD_TASK_RESULT_TOO_LARGE', 'The result of tool export_contacts is 2000000 bytes, more than the 1048576 bytes a task keeps. Return less (a resource link to the data, or a page of it), or raise the limit with tasks({ maxResultBytes }).');
  });

  it('TaskLimitError [MCPD_TASK_LIMIT]: per owner, in total, and for results kept', () => {
    pin(new TaskLimitError('build', 'maxTasksPerOwner', 100), 'MCPD_TASK_LIMIT', 'Tool build cannot start a task: this caller already has 100 tasks running, the most tasks({ maxTasksPerOwner }) allows. Wait for one to finish or cancel one, or raise the limit with tasks({ maxTasksPerOwner }).');
    pin(new TaskLimitError('build', 'maxTasks', 10_000), 'MCPD_TASK_LIMIT', 'Tool build cannot start a task: the server already keeps 10000 tasks, the most tasks({ maxTasks }) allows. Retry once older tasks expire, or raise the limit with tasks({ maxTasks }).');
    pin(new TaskLimitError('build', 'maxStoredResultBytes', 268_435_456, 5_000), 'MCPD_TASK_LIMIT', "The result of tool build (5000 bytes) is not kept: the server's tasks already hold close to the 268435456 bytes of results tasks({ maxStoredResultBytes }) allows. Retry once older tasks expire, return less, or raise the limit with tasks({ maxStoredResultBytes }).");
  });

  it('InvalidSkillError [MCPD_SKILL]: no SKILL.md, no frontmatter, a name that is not the folder', () => {
    const folder = join(dir, 'notes');
    mkdirSync(folder);
    pin(thrown(() => skills({ folders: [folder] })), 'MCPD_SKILL', `Skill ${folder} has no SKILL.md at its root. Add a SKILL.md with name and description frontmatter to the folder.`);
    writeFileSync(join(folder, 'SKILL.md'), '# no frontmatter\n');
    pin(thrown(() => skills({ folders: [folder] })), 'MCPD_SKILL', `Skill ${folder} has a SKILL.md that does not start with YAML frontmatter between --- lines. Start SKILL.md with ---, then name: and description: lines, then ---.`);
    writeFileSync(join(folder, 'SKILL.md'), '---\nname: other\ndescription: d\n---\n');
    pin(thrown(() => skills({ folders: [folder] })), 'MCPD_SKILL', `Skill ${folder} is named "other" in SKILL.md but its folder is "notes". Name the folder after the skill (the Agent Skills format requires it), or change name: in SKILL.md.`);
    writeFileSync(join(folder, 'SKILL.md'), '---\nname: notes\n---\n');
    pin(thrown(() => skills({ folders: [folder] })), 'MCPD_SKILL', `Skill ${folder} has no description in its frontmatter. Add a non-empty "description:" line to the frontmatter of SKILL.md.`);
    expect(thrown(() => skills({ folders: [folder] }))).to.be.instanceOf(InvalidSkillError);
  });

  it('SkillPathEscapeError [MCPD_SKILL_PATH]: a symbolic link out of the skill folder', () => {
    const folder = join(dir, 'notes');
    mkdirSync(folder);
    writeFileSync(join(folder, 'SKILL.md'), '---\nname: notes\ndescription: d\n---\n');
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    symlinkSync(join(dir, 'secret.txt'), join(folder, 'leak.txt'));
    const error = thrown(() => skills({ folders: [folder] }));
    expect(error).to.be.instanceOf(SkillPathEscapeError);
    pin(error, 'MCPD_SKILL_PATH', `Skill folder ${folder} has leak.txt, which leads to ${join(dir, 'secret.txt')}, outside the folder; a skill serves only files inside its folder. Copy the file into the folder instead of linking to it, or remove the link.`);
  });

  it('SkillFileUnavailableError [MCPD_SKILL_FILE]: a skill file changed after start-up, named by its URI only', () => {
    const error = new SkillFileUnavailableError('skill://notes/SKILL.md', 'it changed since the server started (listed as 3 bytes, sha256:ab)');
    expect(error).to.be.instanceOf(McpDecoratorsError);
    expect(error.uri).to.equal('skill://notes/SKILL.md');
    pin(error, 'MCPD_SKILL_FILE', 'Skill file skill://notes/SKILL.md cannot be served: it changed since the server started (listed as 3 bytes, sha256:ab). Restart the server to serve the skill as it is now (its manifest is read at start-up).');
  });

  it('InvalidServerOptionError [MCPD_SERVER_OPTION]: a task tool without the tasks extension, a method served twice, a bad tasks option', () => {
    class Jobs {
      @Tool({ task: 'optional' }) run(): string {
        return 'ok';
      }
    }
    const missing = thrown(() => createServer({ name: 's', version: '1', classes: [Jobs] }));
    expect(missing).to.be.instanceOf(InvalidServerOptionError);
    pin(missing, 'MCPD_SERVER_OPTION', "Option extensions has no extension that runs tasks, but Jobs.run (tool run) declares @Tool({ task: 'optional' }). Add the tasks extension: createServer({ …, extensions: [tasks()] }) with tasks imported from 'mcp-decorators', or drop the task option.");
    const clash: McpExtension = { id: 'example.com/x', methods: [{ method: 'tools/list', eras: ['stateless'], handle: async () => ({}) }] };
    pin(thrown(() => createServer({ name: 's', version: '1', classes: [], extensions: [clash] })), 'MCPD_SERVER_OPTION', 'Option extensions has example.com/x add method tools/list to the stateless era, which already serves it. Give the extension method a name no other method has.');
    pin(thrown(() => createServer({ name: 's', version: '1', classes: [], extensions: [{ id: 'a' }, { id: 'a' }] })), 'MCPD_SERVER_OPTION', 'Option extensions lists a twice. Pass each extension once.');
  });

  it('InvalidDecoratorOptionError [MCPD_INVALID_OPTION]: a task option the scanner cannot use', () => {
    class Jobs {
      @Tool({ task: 'sometimes' as 'optional' }) run(): string {
        return 'ok';
      }
    }
    const error = thrown(() => createServer({ name: 's', version: '1', classes: [Jobs] }));
    expect(error).to.be.instanceOf(InvalidDecoratorOptionError);
    pin(error, 'MCPD_INVALID_OPTION', `@Tool({ task }) has support "sometimes" at Jobs.run. Use task: 'optional' (a task when the request can get one) or 'required' (only as a task).`);
  });
});
