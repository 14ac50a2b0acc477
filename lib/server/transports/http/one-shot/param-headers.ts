import { headerParamsOf, type ToolDescriptor } from '../../../../model/tool-descriptor.js';
import { decodeHeaderValue } from '../../../era/classify-http.js';
import { ownProperty } from '../../../protocol/own-property.js';
import type { RequestView } from '../wire/request-view.js';

/**
 * Checks the `Mcp-Param-*` headers of a 2026-07-28 `tools/call` against the arguments of a tool whose parameters
 * mirror into headers (`@Param({ header })`): what is wrong, or undefined when they agree (or the tool has none).
 * @example paramHeaderProblem(tool, request, { name: 'forecast', arguments: { city: 'Oslo' } }) // 'header Mcp-Param-City is missing; …'
 */
export function paramHeaderProblem(tool: ToolDescriptor | undefined, request: Pick<RequestView, 'header'>, params: unknown): string | undefined {
  if (!tool) return undefined;
  const args = ownProperty(params, 'arguments');
  for (const p of headerParamsOf(tool)) {
    const raw = request.header(`mcp-param-${p.header.toLowerCase()}`);
    const value = ownProperty(args, p.name);
    if (value === undefined || value === null) {
      if (raw !== null) return `header Mcp-Param-${p.header} is set but argument ${p.name} is absent`;
      continue;
    }
    if (raw === null) return `header Mcp-Param-${p.header} is missing; it must mirror argument ${p.name}`;
    const decoded = decodeHeaderValue(raw);
    if (decoded === undefined) return `header Mcp-Param-${p.header} has a malformed base64 value`;
    if (decoded !== (typeof value === 'string' ? value : JSON.stringify(value))) return `header Mcp-Param-${p.header} does not match argument ${p.name}`;
  }
  return undefined;
}
