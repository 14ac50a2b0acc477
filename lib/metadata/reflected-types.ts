import 'reflect-metadata';

// The only module that reads Reflect: everything else asks here for design types.

/** A design type as tsc emitted it: a constructor, or undefined when nothing was emitted. */
export type DesignType = Function | undefined;

/** `design:paramtypes` of a method, or undefined when the build emitted no metadata. */
export function reflectedParamTypes(prototype: object, key: string): readonly DesignType[] | undefined {
  return Reflect.getMetadata('design:paramtypes', prototype, key) as DesignType[] | undefined;
}

/** `design:returntype` of a method. */
export function reflectedReturnType(prototype: object, key: string): DesignType {
  return Reflect.getMetadata('design:returntype', prototype, key) as DesignType;
}

/** `design:type` of a property, or undefined when none was emitted. */
export function reflectedPropertyType(prototype: object, key: string): DesignType {
  return Reflect.getMetadata('design:type', prototype, key) as DesignType;
}

/** True when the method carries any `design:*` metadata at all (false under tsx/esbuild builds). */
export function hasDesignMetadata(prototype: object, key: string): boolean {
  return Reflect.hasOwnMetadata('design:paramtypes', prototype, key) || Reflect.hasOwnMetadata('design:type', prototype, key);
}

/** True when the property (or a base class's) carries a `design:type` entry, even one whose value is undefined. */
export function hasPropertyDesignType(prototype: object, key: string): boolean {
  return Reflect.hasMetadata('design:type', prototype, key);
}

/** True when tsc emitted `design:returntype` for the method and it is `void`/`undefined` (the method returns nothing). */
export function declaresNoResult(prototype: object, key: string): boolean {
  return Reflect.hasOwnMetadata('design:returntype', prototype, key) && Reflect.getOwnMetadata('design:returntype', prototype, key) === undefined;
}
