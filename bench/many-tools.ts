import 'reflect-metadata';
import { Param, Tool } from '../lib/index.js';

/**
 * A class with `count` one-field tools, decorated the way the compiler would decorate `tool_N(@Param('text') text: string)`
 * (a loop cannot write a hundred methods with decorators, so it applies them by hand).
 */
export function manyToolsClass(count: number): new () => object {
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
