import { readFileSync, writeFileSync } from 'node:fs';
import { manifestFor } from '../manifest/manifest.js';
import { diffManifests, parseManifest } from '../manifest/manifest-diff.js';
import { EXPORT, fail, note, parse } from './cli-args.js';
import { inspectSummary } from './inspect-summary.js';
import { loadServer } from './load-server.js';
import { INSPECT_USAGE, MANIFEST_USAGE } from './usage.js';

/**
 * `mcp-decorators manifest <module>`: the server's manifest at a revision, or its changes since an earlier one
 * (`--diff`, exit 1 on a breaking change).
 * @example await manifest(['dist/server.js', '--diff', 'manifest.json'])
 */
export async function manifest(args: string[]): Promise<void> {
  const { values, positionals } = parse(args, { revision: { type: 'string' }, out: { type: 'string' }, diff: { type: 'string' }, ...EXPORT }, MANIFEST_USAGE);
  if (values.help) return void process.stdout.write(`${MANIFEST_USAGE}\n`);
  if (positionals.length !== 1) fail('manifest takes one module', MANIFEST_USAGE);
  let old;
  if (values.diff) {
    let text: string;
    try {
      text = readFileSync(values.diff, 'utf8');
    } catch (error) {
      fail(`cannot read ${values.diff} (${(error as Error).message}); write it first with: mcp-decorators manifest <module> --revision <rev> --out ${values.diff}`);
    }
    old = parseManifest(text, values.diff);
  }
  const server = await loadServer(positionals[0]!, values.export, note);
  // Without --revision: the earlier manifest's, else the newest the server speaks (dated names sort by date).
  const current = manifestFor(server, values.revision ?? old?.revision ?? [...server.supportedRevisions].sort().at(-1)!);
  await server.close();
  const text = `${JSON.stringify(current, null, 2)}\n`;
  if (values.out) writeFileSync(values.out, text);
  if (!old) {
    if (!values.out) process.stdout.write(text);
    return;
  }
  const changes = diffManifests(old, current);
  const breaking = changes.filter((c) => c.kind === 'breaking').length;
  for (const change of changes) process.stdout.write(`${change.kind.padEnd(10)}  ${change.member}: ${change.what}\n`);
  process.stdout.write(
    changes.length === 0
      ? `no changes since ${values.diff} (${current.revision}, ${current.hash})\n`
      : `${changes.length} change${changes.length === 1 ? '' : 's'} since ${values.diff} at ${current.revision}: ${breaking} breaking, ${changes.length - breaking} compatible\n`,
  );
  if (breaking > 0) process.exit(1);
}

/**
 * `mcp-decorators inspect <module>`: a summary of what the server offers at each revision it speaks.
 * @example await inspect(['dist/server.js'])
 */
export async function inspect(args: string[]): Promise<void> {
  const { values, positionals } = parse(args, { ...EXPORT }, INSPECT_USAGE);
  if (values.help) return void process.stdout.write(`${INSPECT_USAGE}\n`);
  if (positionals.length !== 1) fail('inspect takes one module', INSPECT_USAGE);
  const server = await loadServer(positionals[0]!, values.export, note);
  const manifests = server.supportedRevisions.map((revision) => manifestFor(server, revision));
  await server.close();
  process.stdout.write(inspectSummary(manifests));
}
