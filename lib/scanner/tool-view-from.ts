import type { ToolViewOptions } from '../metadata/member-options.js';
import type { ToolViewLink } from '../model/tool-descriptor.js';
import { declaresNoResult } from '../metadata/reflected-types.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { InvalidViewError } from '../errors/invalid-view.error.js';
import { formatMember } from '../errors/format-member.js';

/**
 * The view link of `@Tool({ ui })` as declared, or undefined for a tool without one (checked against the views by
 * the `apps()` extension). A tool whose method is declared to return nothing cannot give the text content a host
 * without views shows, so it is refused here, where the design types are at hand.
 */
export function toolViewFrom(ui: string | ToolViewOptions | undefined, prototype: object, key: string): ToolViewLink | undefined {
  if (ui === undefined) return undefined;
  const member = formatMember(prototype, key);
  const given: unknown = ui;
  const form = typeof given === 'string' ? { view: given } : given;
  if (form === null || typeof form !== 'object' || Array.isArray(form) || typeof (form as { view?: unknown }).view !== 'string' || (form as { view: string }).view.length === 0) {
    throw new InvalidDecoratorOptionError(prototype, key, '@Tool ui is neither a view URI nor { view, visibility }', "Give the view's ui:// URI or @View name: @Tool({ ui: 'ui://acme/card' }) or @Tool({ ui: { view: 'ui://acme/card', visibility: ['model', 'app'] } }).");
  }
  const { view, visibility } = form as { view: string; visibility?: unknown };
  if (visibility !== undefined && !(Array.isArray(visibility) && visibility.length > 0 && visibility.every((v) => v === 'model' || v === 'app'))) {
    throw new InvalidViewError('on-tool', member, `declares ui.visibility ${JSON.stringify(visibility)}`, "Give a non-empty list of 'model' and 'app' (default ['model', 'app']; ['app'] hides the tool from the model).");
  }
  if (declaresNoResult(prototype, key)) {
    throw new InvalidViewError('result', member, 'links a view but is declared to return nothing, so a host that cannot show the view gets no text content', 'Return what the view renders (a string, an object, or toolResult(...) with text content): MCP Apps tools must return meaningful content either way.');
  }
  return { view, ...(visibility !== undefined ? { visibility: [...(visibility as ('model' | 'app')[])] } : {}), keys: Object.keys(form) };
}
