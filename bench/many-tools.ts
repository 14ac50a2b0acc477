import 'reflect-metadata';
import type { Param, Tool } from '../lib/index.js';

/** The decorators a class is built with: the compiled modules' or the bundle's (the cold start loads the bundle). */
export interface Decorators {
  readonly Param: typeof Param;
  readonly Tool: typeof Tool;
}

/**
 * A class with `count` one-field tools, decorated the way the compiler would decorate `tool_N(@Param('text') text: string)`
 * (a loop cannot write a hundred methods with decorators, so it applies them by hand).
 */
export function manyToolsClass(count: number, { Param, Tool }: Decorators): new () => object {
  class Many {}
  const proto = Many.prototype as unknown as Record<string, unknown>;
  for (let i = 0; i < count; i++) {
    const key = `tool_${i}`;
    proto[key] = function tool(text: string): string {
      return text;
    };
    Reflect.defineMetadata('design:paramtypes', [String], proto, key);
    Param('text')(proto, key, 0);
    Tool({ name: key, description: `Tool number ${i}` })(proto, key, Object.getOwnPropertyDescriptor(proto, key)!);
  }
  return Many;
}
