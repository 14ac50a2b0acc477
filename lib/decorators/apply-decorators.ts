/**
 * Composes several decorators into one, so a project can name its own combinations.
 * @example `const ReadOnlyTool = (o: ToolOptions = {}) => applyDecorators(Tool({ ...o, annotations: { readOnlyHint: true, ...o.annotations } }));`
 */
export function applyDecorators(...decorators: readonly (MethodDecorator | PropertyDecorator)[]): MethodDecorator & PropertyDecorator {
  return ((target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    for (const decorator of [...decorators].reverse()) {
      (decorator as (t: object, k: string | symbol, d?: PropertyDescriptor) => void)(target, key, descriptor);
    }
  }) as MethodDecorator & PropertyDecorator;
}
