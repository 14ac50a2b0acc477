import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { Ctx, Param, Skill, Tool, embeddedResource, text, toolResult, type McpContext, type ToolOutcome } from 'mcp-decorators';
import type { Contact } from './customer-repository.js';

/** Where the export reads contacts from, a page at a time. */
export interface ContactSource {
  countContacts(): Promise<number>;
  contactsPage(offset: number, limit: number): Promise<readonly Contact[]>;
}

const PAGE = 200;

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A long-running tool: the export of every contact, page by page, with progress. Where the client can take a task
 * (2026-07-28 with the tasks extension, 2025-11-25 with `params.task`) it runs as one: the client polls it, sees the
 * progress as its status message, and can cancel it; elsewhere it is an ordinary call that reports progress.
 */
export class ContactExport {
  constructor(private readonly contacts: ContactSource) {}

  @Tool({
    name: 'export_contacts',
    title: 'Export all contacts',
    description:
      'Exports every contact of every customer as one CSV file (id, customerId, name, email), returned as an embedded ' +
      'text/csv resource. It reads the whole database, so it can take a while on a large one: it runs as a task ' +
      'when the client supports tasks, reporting how many contacts are done. For looking one customer up, use search_customers.',
    annotations: { readOnlyHint: true, openWorldHint: false },
    task: { support: 'optional', ttlMs: 3_600_000 },
  })
  async exportContacts(@Param('pageSize', { description: 'Contacts read per page', minimum: 1, maximum: 1000, default: PAGE }) pageSize: number, @Ctx() ctx: McpContext): Promise<ToolOutcome> {
    const total = await this.contacts.countContacts();
    const lines = ['id,customerId,name,email'];
    for (let offset = 0; offset < total; offset += pageSize) {
      ctx.signal.throwIfAborted();
      for (const c of await this.contacts.contactsPage(offset, pageSize)) lines.push([c.id, c.customerId, c.name, c.email].map(csvField).join(','));
      const done = Math.min(offset + pageSize, total);
      await ctx.progress(done, total, `Exported ${done} of ${total} contacts`);
      // Let other requests (a tasks/get, a cancel) in between pages.
      await yieldToOthers();
    }
    return toolResult({
      content: [text(`Exported ${total} contacts.`), embeddedResource({ uri: `acme://exports/contacts.csv`, mimeType: 'text/csv', text: `${lines.join('\n')}\n` })],
    });
  }
}

/** A skill declared in code: how the model should use the export (SEP-2640, served by `skills({ classes })`). */
export class AcmeSkills {
  @Skill({ name: 'contact-exports', description: 'When and how to export Acme contacts with export_contacts, and what to do with the CSV.', frontmatter: { license: 'MIT' }, files: { 'references/columns.md': '# Columns\n\n- id: CONTACT-n\n- customerId: CUST-n\n- name\n- email\n' } })
  guide(): string {
    return [
      '# Exporting contacts',
      '',
      '1. Use `export_contacts` only when the user wants every contact; to find one customer use `search_customers`.',
      '2. The export runs as a task where the client supports tasks: poll it, and tell the user its status message.',
      '3. The result is a CSV resource; its columns are described in `references/columns.md`.',
    ].join('\n');
  }
}
