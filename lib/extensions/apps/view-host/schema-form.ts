import { ownProperty } from '../../../server/protocol/own-property.js';

/** At most this many fields are generated from one schema: the form is for a person, the schema may be huge. */
export const MAX_FORM_FIELDS = 100;

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}


/** How a field's value is read back: as text, a number, a checkbox, or JSON typed into a textarea. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'json';

function kindOf(schema: unknown): FieldKind {
  const type = ownProperty(schema, 'type');
  if (type === 'string') return 'string';
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'boolean') return 'boolean';
  return 'json';
}

function control(name: string, schema: unknown, kind: FieldKind, required: boolean): string {
  const id = `f-${escapeHtml(name)}`;
  const attrs = `id="${id}" name="${escapeHtml(name)}" data-kind="${kind}"${required && kind !== 'boolean' ? ' required' : ''}`;
  const choices = ownProperty(schema, 'enum');
  if (Array.isArray(choices) && kind !== 'json') {
    const options = choices.slice(0, MAX_FORM_FIELDS).map((choice) => `<option>${escapeHtml(String(choice))}</option>`);
    return `<select ${attrs}>${options.join('')}</select>`;
  }
  if (kind === 'boolean') return `<input type="checkbox" ${attrs}>`;
  if (kind === 'number') return `<input type="number" step="any" ${attrs}>`;
  if (kind === 'string') return `<input type="text" ${attrs}>`;
  return `<textarea rows="2" placeholder="JSON" ${attrs}></textarea>`;
}

/**
 * The preview's form for calling a tool, generated from its input schema: one labelled control per top-level
 * property (text, number, checkbox, a select for an enum, JSON in a textarea otherwise), `required` marked. All
 * schema text (names, titles, descriptions, enum values) is HTML-escaped; at most MAX_FORM_FIELDS fields.
 * @example schemaFormHtml('forecast', { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] })
 */
export function schemaFormHtml(tool: string, schema: unknown): string {
  const properties = ownProperty(schema, 'properties');
  const required = ownProperty(schema, 'required');
  const names = properties !== null && typeof properties === 'object' ? Object.keys(properties).slice(0, MAX_FORM_FIELDS) : [];
  const fields = names.map((name) => {
    const field = ownProperty(properties, name);
    const isRequired = Array.isArray(required) && required.includes(name);
    const title = ownProperty(field, 'title');
    const description = ownProperty(field, 'description');
    const label = escapeHtml(typeof title === 'string' ? title : name) + (isRequired ? ' *' : '');
    const hint = typeof description === 'string' ? ` <small>${escapeHtml(description.slice(0, 500))}</small>` : '';
    return `<p><label for="f-${escapeHtml(name)}">${label}</label>${hint}<br>${control(name, field, kindOf(field), isRequired)}</p>`;
  });
  return `<form id="mcpd-form" data-tool="${escapeHtml(tool)}">${fields.join('\n')}<button type="submit" id="mcpd-call">Call ${escapeHtml(tool)}</button></form>`;
}
