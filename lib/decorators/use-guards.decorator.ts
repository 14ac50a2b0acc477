import type { GuardEntry } from '../model/middleware.js';
import { chainDecorator, type ClassOrMethodDecorator } from './chain-decorator.js';

/**
 * Guards every call of a class's members, or of one method: each answers allow (true) or deny (false or a
 * message). Guards run before middleware at each level: server, class, method.
 * @example samples/guarded/guarded-tools.ts (`@UseGuards(OwnersOnly) class NoteTools { … }`)
 */
export function UseGuards(...guards: readonly GuardEntry[]): ClassOrMethodDecorator {
  return chainDecorator('UseGuards', 'guard', guards);
}
