import type { BlockList } from 'node:net';
import { InvalidServerOptionError } from '../../../../errors/invalid-server-option.error.js';
import { NodeOnlyError } from '../../../../errors/node-only.error.js';
import { nodeBuiltin } from '../../../../vocabulary/node-builtin.js';

/**
 * Which proxies in front of the server are trusted to name the client in `X-Forwarded-For`, spelled as Express and
 * Fastify spell `trust proxy`: `true` (every hop), a hop count (`1`: the proxy the server sees), or the proxies'
 * addresses and CIDR ranges (`'10.0.0.0/8'`, `['127.0.0.1', 'fd00::/8']`, a comma-separated string; the names
 * `loopback`, `linklocal` and `uniquelocal` stand for their ranges). Off by default: the client is the socket peer.
 * @example serveHttp(server, { trustProxy: 'loopback' }) // nginx on the same host
 */
export type TrustProxy = boolean | number | string | readonly string[];

const NAMED: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) as `1.2.3.4`. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * node:net (address parsing and ranges), looked up only when trustProxy is on: the socket peer it starts from exists
 * only under the node mounts, and the fetch entry stays loadable on runtimes without node:net.
 */
const nodeNet = () => nodeBuiltin('node:net', () => new NodeOnlyError('trustProxy', 'node:net', 'Leave trustProxy unset on a fetch runtime: a Request carries no socket peer, so there is no proxy chain to walk.'));

function addressListOf(entries: readonly string[], { BlockList, isIP }: ReturnType<typeof nodeNet>): BlockList {
  const list = new BlockList();
  const add = (entry: string): void => {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    if (family === 0 || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32) || (bits !== undefined && !/^\d+$/.test(bits))) {
      throw new InvalidServerOptionError('trustProxy', `names ${JSON.stringify(entry)}, which is no address, CIDR range or known name`, 'Use addresses or CIDR ranges such as "10.0.0.0/8" or "::1", the names loopback, linklocal or uniquelocal, or a hop count.');
    }
    list.addSubnet(address!, prefix, family === 6 ? 'ipv6' : 'ipv4');
  };
  for (const raw of entries) {
    const entry = raw.trim();
    if (Object.hasOwn(NAMED, entry)) NAMED[entry]!.forEach(add);
    else add(entry);
  }
  return list;
}

/** Whether the hop at `index` (0 is the socket peer) at `address` is a trusted proxy. */
type Trusted = (address: string, index: number) => boolean;

/**
 * The client address a request came from, given the socket peer and its `X-Forwarded-For`: walking from the peer
 * back along the forwarded addresses while each hop is a trusted proxy; the first untrusted hop (or the farthest
 * address) is the client. Undefined for `trustProxy` off, so the socket peer stands.
 */
export function clientAddressResolver(option: TrustProxy | undefined): ((peer: string, forwardedFor: string | null) => string) | undefined {
  if (option === undefined || option === false) return undefined;
  const net = nodeNet();
  const { isIP } = net;
  let trusted: Trusted;
  if (option === true) trusted = () => true;
  else if (typeof option === 'number') {
    if (!Number.isInteger(option) || option < 0) throw new InvalidServerOptionError('trustProxy', `is ${option}, which is no hop count`, 'Pass a whole number of proxies, e.g. trustProxy: 1 for one proxy in front of the server.');
    trusted = (_address, index) => index < option;
  } else {
    const entries = typeof option === 'string' ? option.split(',') : option;
    const list = addressListOf(entries, net);
    trusted = (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    };
  }
  return (peer, forwardedFor) => {
    const hops = [plain(peer), ...(forwardedFor ?? '').split(',').map((a) => plain(a.trim())).filter((a) => a !== '').reverse()];
    let index = 0;
    // An X-Forwarded-For entry that is no address ends the walk at the last hop that was one.
    while (index < hops.length - 1 && isIP(hops[index + 1]!) !== 0 && trusted(hops[index]!, index)) index++;
    return hops[index]!;
  };
}
