// Resources, a resource template and a prompt with completion (docs/guide/resources-and-templates.md and
// docs/guide/prompts-and-completion.md include it by region). Run by test/docs/examples/resources-and-prompts.spec.ts.
import { Param, Prompt, Resource, ResourceNotFoundError, ResourceTemplate, createServer, message, type PromptMessage } from 'mcp-decorators';

const NOTES = new Map([['n1', 'Buy milk'], ['n2', 'Call Ada']]);

// #region resources
export class NoteResources {
  @Resource('notes://index', { description: 'The ids of every note, one per line', mimeType: 'text/plain' })
  index(): string {
    return [...NOTES.keys()].join('\n');
  }

  @ResourceTemplate('notes://{id}', { name: 'note', description: 'One note by id', mimeType: 'text/plain' })
  note(@Param('id', { complete: () => [...NOTES.keys()] }) id: string): string {
    const note = NOTES.get(id);                     // a Map: a URI from the wire never reaches a prototype
    if (note === undefined) throw new ResourceNotFoundError(`notes://${id}`);
    return note;
  }
}
// #endregion resources

// #region prompts
export class NotePrompts {
  @Prompt({ description: 'Ask the model to summarise one note' })
  summarise(
    @Param('id', { description: 'The note to summarise', complete: () => [...NOTES.keys()] }) id: string,
    @Param('tone', { complete: ['short', 'friendly', 'formal'] }) tone: string,
  ): PromptMessage[] {
    return [message('user', `Summarise this note in a ${tone} tone: ${NOTES.get(id) ?? '(no such note)'}`)];
  }
}
// #endregion prompts

export default function createNotesServer() {
  return createServer({ name: 'notes', version: '1.0.0', classes: [NoteResources, NotePrompts] });
}
