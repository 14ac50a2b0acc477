import type { Annotations } from '../vocabulary/annotations.js';
import type { MemberDescriptor } from './member-descriptor.js';


/** Fields shared by resources and resource templates. */
export interface ResourceFields extends MemberDescriptor {
  readonly name: string;
  readonly mimeType?: string;
  readonly size?: number;
  readonly annotations?: Annotations;
}

/** A resource at a fixed URI. */
export interface ResourceDescriptor extends ResourceFields {
  readonly kind: 'resource';
  readonly uri: string;
}
