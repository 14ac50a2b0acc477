import { MissingClientSdkError } from '../errors/missing-client-sdk.error.js';

/** Which official client: `v1` is `@modelcontextprotocol/sdk` (what deployed hosts run), `v2` is `@modelcontextprotocol/client`. */
export type ClientLine = 'v1' | 'v2';

/** The package each client line lives in, with the range this framework is tested against (its peer dependency). */
export const CLIENT_PACKAGES: { readonly [L in ClientLine]: { readonly name: string; readonly range: string; readonly entry: string } } = {
  v1: { name: '@modelcontextprotocol/sdk', range: '~1.32.2', entry: '@modelcontextprotocol/sdk/client/index.js' },
  v2: { name: '@modelcontextprotocol/client', range: '~2.4.0', entry: '@modelcontextprotocol/client' },
};

function isMissing(error: unknown, packageName: string): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && error instanceof Error && error.message.includes(packageName);
}

/**
 * Loads one module of a client line's package only when a test asks for that client, so the harness imports
 * with either package alone; a missing package rejects with MissingClientSdkError naming it.
 * @example const { Client } = await importClientModule('v2', () => import('@modelcontextprotocol/client'));
 */
export async function importClientModule<T>(line: ClientLine, load: () => Promise<T>, packageName = CLIENT_PACKAGES[line].name): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isMissing(error, packageName)) throw error;
    const other: ClientLine = line === 'v1' ? 'v2' : 'v1';
    throw new MissingClientSdkError(line, packageName, CLIENT_PACKAGES[line].range, { client: other, packageName: CLIENT_PACKAGES[other].name }, error);
  }
}

/** Whether a client line's package can be found from here, without loading it. */
export function isClientInstalled(line: ClientLine): boolean {
  try {
    import.meta.resolve(CLIENT_PACKAGES[line].entry);
    return true;
  } catch {
    return false;
  }
}
