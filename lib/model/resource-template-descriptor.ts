import type { ParamDescriptor } from './param-descriptor.js';
import type { ResourceFields } from './resource-descriptor.js';

/** A family of resources described by an RFC 6570 template whose variables bind to `@Param`s. */
export interface ResourceTemplateDescriptor extends ResourceFields {
  readonly kind: 'resource-template';
  readonly uriTemplate: string;
  readonly params: readonly ParamDescriptor[];
  /** Reads the variables out of a concrete URI, or undefined when the URI is not of this template. */
  readonly match: (uri: string) => Readonly<Record<string, string>> | undefined;
}
