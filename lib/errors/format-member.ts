/** Anything with a name that an error may point at: a class, or a prototype of one. */
export type MemberHost = object;

function classNameOf(target: MemberHost): string {
  if (typeof target === 'function') return target.name || '<anonymous class>';
  const ctor = (target as { constructor?: { name?: string } }).constructor;
  return ctor?.name || '<anonymous class>';
}

/**
 * Names a member in the one format every error uses: `WeatherTools.forecast` or `WeatherTools.forecast(#1 "days")`.
 * @example formatMember(WeatherTools, 'forecast', 1, 'days') // 'WeatherTools.forecast(#1 "days")'
 */
export function formatMember(target: MemberHost, key?: string | symbol, index?: number, name?: string): string {
  const cls = classNameOf(target);
  if (key === undefined) return cls;
  const member = `${cls}.${String(key)}`;
  if (index === undefined) return member;
  return name === undefined ? `${member}(#${index})` : `${member}(#${index} ${JSON.stringify(name)})`;
}

/** The class name alone, for the `target` field of errors. */
export function formatClass(target: MemberHost): string {
  return classNameOf(target);
}
