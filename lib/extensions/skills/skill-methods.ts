import type { JsonObject } from '../../vocabulary/json-value.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { CachePolicy } from '../../revisions/wire-types.js';
import type { ExtensionMethod } from '../../server/contracts/extension.js';
import { ownProperty } from '../../server/protocol/own-property.js';
import { ProtocolError } from '../../server/protocol/protocol-error.js';
import { DIRECTORY_MIME, SKILL_SCHEME, skillEntry, type ServedSkill } from './served-skill.js';

/** The skills being served, looked up by SKILL.md URI and by directory URI (Maps: the URIs come off the wire). */
export interface SkillIndex {
  readonly skills: readonly ServedSkill[];
  readonly byUri: ReadonlyMap<string, ServedSkill>;
  /** Directory URI (`skill://<skill-path>[/<dir>]`) → its skill and path inside it. */
  readonly directories: ReadonlyMap<string, { readonly skill: ServedSkill; readonly dir: string }>;
}

/** Builds the lookups of a list of skills. */
export function indexSkills(skills: readonly ServedSkill[]): SkillIndex {
  const byUri = new Map(skills.map((s) => [s.uri, s]));
  const directories = new Map<string, { skill: ServedSkill; dir: string }>();
  for (const skill of skills) for (const dir of skill.directories) directories.set(`${SKILL_SCHEME}${skill.path}${dir ? `/${dir}` : ''}`, { skill, dir });
  return { skills, byUri, directories };
}

function noCursor(method: string, cursor: unknown): void {
  // Everything fits one page; only an absent (or empty) cursor names it.
  if (cursor !== undefined && cursor !== '') throw new ProtocolError(RpcErrorCode.InvalidParams, `Invalid cursor for ${method}: this server answers in one page; call it without a cursor`);
}

function uriParam(method: string, params: { readonly [key: string]: unknown }): string {
  const uri = ownProperty(params, 'uri');
  if (typeof uri !== 'string') throw new ProtocolError(RpcErrorCode.InvalidParams, `${method} needs params.uri`);
  return uri;
}

/** The direct children of one directory of a skill: files with their MIME types, subdirectories as `inode/directory`. */
function children(skill: ServedSkill, dir: string): JsonObject[] {
  const base = `${SKILL_SCHEME}${skill.path}`;
  const within = (path: string): string | undefined => {
    const rest = dir === '' ? path : path.startsWith(`${dir}/`) ? path.slice(dir.length + 1) : undefined;
    return rest !== undefined && rest !== '' && !rest.includes('/') ? rest : undefined;
  };
  const out: JsonObject[] = [];
  for (const sub of [...skill.directories].sort()) {
    const name = within(sub);
    if (name !== undefined) out.push({ uri: `${base}/${sub}`, name, mimeType: DIRECTORY_MIME });
  }
  for (const file of skill.files) {
    const name = within(file.path);
    if (name !== undefined) out.push({ uri: file.uri, name, mimeType: file.mimeType, size: file.size });
  }
  return out;
}

/** `skills/list`, `skills/get` and (with `directoryRead`) `resources/directory/read` of SEP-2640. */
export function skillMethods(index: SkillIndex, cache: () => CachePolicy, directoryRead: boolean): readonly ExtensionMethod[] {
  const hints = (): JsonObject => ({ ttlMs: cache().lists.ttlMs, cacheScope: cache().lists.cacheScope });
  const methods: ExtensionMethod[] = [
    {
      method: 'skills/list',
      eras: ['session', 'stateless'],
      handle: async (request) => {
        noCursor('skills/list', ownProperty(request.params, 'cursor'));
        return { skills: index.skills.map(skillEntry), ...(request.era === 'stateless' ? hints() : {}) };
      },
    },
    {
      method: 'skills/get',
      eras: ['session', 'stateless'],
      handle: async (request) => {
        const uri = uriParam('skills/get', request.params);
        const skill = index.byUri.get(uri);
        if (!skill) throw new ProtocolError(RpcErrorCode.InvalidParams, `No skill is served at ${uri}; skills/list names the ones this server has`, { uri });
        return { skill: skillEntry(skill), ...(request.era === 'stateless' ? hints() : {}) };
      },
    },
  ];
  if (directoryRead) {
    methods.push({
      method: 'resources/directory/read',
      eras: ['session', 'stateless'],
      handle: async (request) => {
        const uri = uriParam('resources/directory/read', request.params);
        noCursor('resources/directory/read', ownProperty(request.params, 'cursor'));
        const found = index.directories.get(uri);
        if (!found) throw new ProtocolError(RpcErrorCode.InvalidParams, `${uri} is not a directory resource of this server (directories are skill://<skill-path> and the folders inside a skill)`, { uri });
        return { resources: children(found.skill, found.dir) };
      },
    });
  }
  return methods;
}
