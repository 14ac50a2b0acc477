// Text from source comments made safe for a VitePress page: outside `code spans`, `<`, `>` and `{{` would be read as
// HTML or Vue interpolation, so they become entities; inside code spans nothing changes (VitePress renders them v-pre).
export function safeText(text) {
  return text.split(/(`[^`]*`)/).map((part, i) => (i % 2 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\{\{/g, '&#123;&#123;').replace(/\}\}/g, '&#125;&#125;'))).join('');
}
/** The same, for a cell of a markdown table (a `|` would end the cell). */
export const safeCell = (text) => safeText(text.replace(/\s+/g, ' ').trim()).replace(/\|/g, '\\|');
/**
 * The first lines of a generated reference page: its front matter (what the search index, llms.txt and the page's
 * <head> read) and its heading.
 */
export const page = (title, description) => ['---', `title: ${JSON.stringify(title)}`, `description: ${JSON.stringify(description)}`, 'type: reference', '---', '', `# ${title}`, ''];
