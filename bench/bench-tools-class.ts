import 'reflect-metadata';
import type { Args, Param, Tool } from '../lib/index.js';
import { CreateUser } from './dtos.js';

/** The decorators the peers' server of ours is built with: the bundle's (as npm ships it) or the compiled modules'. */
export interface PeerDecorators {
  readonly Args: typeof Args;
  readonly Param: typeof Param;
  readonly Tool: typeof Tool;
}

/**
 * The two tools every peer serves, echo(@Param('text')) and create_user(@Args() CreateUser), decorated by hand the
 * way the compiler would (so the decorators can come from the bundle).
 */
export function benchToolsClass({ Args, Param, Tool }: PeerDecorators): new () => object {
  class PeerBench {}
  const proto = PeerBench.prototype as unknown as Record<string, unknown>;
  proto.echo = function echo(text: string): string {
    return text;
  };
  proto.createUser = function createUser(user: CreateUser): string {
    return user.name;
  };
  Reflect.defineMetadata('design:paramtypes', [String], proto, 'echo');
  Reflect.defineMetadata('design:paramtypes', [CreateUser], proto, 'createUser');
  Param('text')(proto, 'echo', 0);
  Args()(proto, 'createUser', 0);
  Tool()(proto, 'echo', Object.getOwnPropertyDescriptor(proto, 'echo')!);
  Tool({ name: 'create_user' })(proto, 'createUser', Object.getOwnPropertyDescriptor(proto, 'createUser')!);
  return PeerBench;
}
