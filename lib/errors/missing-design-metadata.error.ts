import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/** A parameter or DTO property whose type only design metadata could give (see MissingDesignMetadataError.sites). */
export interface MissingTypeSite {
  /** The class, or its prototype. */
  readonly host: MemberHost;
  /** The method or the DTO property. */
  readonly key: string;
  /** The parameter position; absent for a DTO property. */
  readonly index?: number;
  /** The `@Param` name, when there is one. */
  readonly name?: string;
}

const REMEDIES =
  'Either build with design metadata (tsc with "experimentalDecorators" and "emitDecoratorMetadata", swc with jsc.transform.legacyDecorator and decoratorMetadata, ' +
  'or run the TypeScript sources with `node --import mcp-decorators/register`), or give each one its type: ' +
  "@Param('name', { type: () => String }), @Args({ type: () => MyDto }), @Field({ type: () => Number }); an enum as { enum: Unit, type: () => Unit }, a list as { type: () => [String] }. " +
  'tsx, esbuild and Vite drop the metadata.';

/**
 * Raised by scan when the build emitted no `design:*` metadata (tsx, esbuild, Vite, swc without decoratorMetadata)
 * and some parameters or DTO properties declare no type of their own; lists every one of them.
 * @example try { scan([WeatherTools]); } catch (e) { if (e instanceof MissingDesignMetadataError) console.error(e.members); }
 */
export class MissingDesignMetadataError extends McpDecoratorsError {
  readonly code = 'MCPD_NO_DESIGN_METADATA';
  /** Every parameter and property that needs a type, as `Class.member(#0 "name")` or `Dto.property`. */
  readonly members: readonly string[];
  /** The same places, for merging the errors of several members into one. */
  readonly sites: readonly MissingTypeSite[];
  constructor(sites: readonly MissingTypeSite[]) {
    const unique = new Map<string, MissingTypeSite>();
    for (const site of sites) {
      const name = formatMember(site.host, site.key, site.index, site.name);
      if (!unique.has(name)) unique.set(name, site);
    }
    const members = [...unique.keys()];
    const first = [...unique.values()][0];
    const count = members.length === 1 ? '1 parameter or property needs' : `${members.length} parameters and properties need`;
    super(`the build emitted no design metadata (emitDecoratorMetadata), and ${count} a type from it: ${members.join(', ')}. ${REMEDIES}`,
      first ? { target: formatClass(first.host), member: members[0] } : undefined);
    this.members = members;
    this.sites = [...unique.values()];
  }
}
