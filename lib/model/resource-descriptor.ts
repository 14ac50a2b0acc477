import type { MemberDescriptor } from './member-descriptor.js';

/** Audience, priority and freshness hints of a resource. */
export interface ResourceAnnotations {
  readonly audience?: readonly ('user' | 'assistant')[];
  readonly priority?: number;
  readonly lastModified?: string;
}

/** Fields shared by resources and resource templates. */
export interface ResourceFields extends MemberDescriptor {
  readonly name: string;
  readonly mimeType?: string;
  readonly size?: number;
  readonly annotations?: ResourceAnnotations;
}

/** A resource at a fixed URI. */
export interface ResourceDescriptor extends ResourceFields {
  readonly kind: 'resource';
  readonly uri: string;
}
