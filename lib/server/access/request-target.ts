import type { MemberDescriptor } from '../../model/member-descriptor.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { ownProperty } from '../protocol/own-property.js';

/** The member a request would run and its name, when it runs one (tools/call, prompts/get, resources/read or subscribe, completion). */
export interface RequestTarget {
  readonly member: MemberDescriptor;
  readonly label: string;
}

/**
 * Finds the member a request names, the way its method will (by name, URI, template match or completion ref), so
 * that access can be decided before the request is processed. Unknown names find nothing: the method answers them.
 */
export function requestTarget(catalogue: Catalogue, method: string, params: unknown): RequestTarget | undefined {
  const name = ownProperty(params, 'name');
  const uri = ownProperty(params, 'uri');
  switch (method) {
    case 'tools/call': {
      const tool = typeof name === 'string' ? catalogue.tool(name) : undefined;
      return tool ? { member: tool, label: `Tool ${name as string}` } : undefined;
    }
    case 'prompts/get': {
      const prompt = typeof name === 'string' ? catalogue.prompt(name) : undefined;
      return prompt ? { member: prompt, label: `Prompt ${name as string}` } : undefined;
    }
    case 'resources/read':
    case 'resources/subscribe': {
      if (typeof uri !== 'string') return undefined;
      const member = catalogue.resource(uri) ?? catalogue.matchTemplate(uri)?.template;
      return member ? { member, label: `Resource ${uri}` } : undefined;
    }
    case 'completion/complete': {
      const ref = ownProperty(params, 'ref');
      const type = ownProperty(ref, 'type');
      const refName = ownProperty(ref, 'name');
      const refUri = ownProperty(ref, 'uri');
      const member = type === 'ref/prompt' && typeof refName === 'string' ? catalogue.prompt(refName) : type === 'ref/resource' && typeof refUri === 'string' ? catalogue.template(refUri) : undefined;
      return member ? { member, label: `Completion for ${String(refName ?? refUri)}` } : undefined;
    }
    default:
      return undefined;
  }
}
