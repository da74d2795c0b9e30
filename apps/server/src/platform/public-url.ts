import os from 'node:os';
import type { Config } from './config.js';

/** What a link needs to know of the request it answers. */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * A host's name without its port (`[::1]:3000` → `::1`, `pc.local:80` → `pc.local`); null when
 * it is not the plain shape of one (a `Host` header is whatever the client wrote).
 */
function hostnameOf(host: string): string | null {
  const match = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+|[0-9a-f:]+))(?::\d{1,5})?$/i.exec(host);
  return match ? (match[1] ?? match[2]!).toLowerCase() : null;
}

function isLoopback(name: string): boolean {
  return LOOPBACK_HOSTS.has(name) || /^127(\.\d{1,3}){3}$/.test(name);
}

/** Recent verdicts by host, for ten seconds: the API's links ask on every answer. */
const verdicts = new Map<string, { value: boolean; until: number }>();
const VERDICT_MS = 10_000;
const VERDICTS_MAX = 256;

/**
 * Whether a host name is this machine: loopback, one of its network interfaces' addresses (the
 * LAN address a classroom types), or its own host name. Re-read every ten seconds: a laptop's
 * address changes with the network it joins.
 */
export function namesThisMachine(host: string): boolean {
  const now = Date.now();
  const known = verdicts.get(host);
  if (known && known.until > now) return known.value;
  const value = looksUp(host);
  if (verdicts.size >= VERDICTS_MAX) verdicts.clear();
  verdicts.set(host, { value, until: now + VERDICT_MS });
  return value;
}

function looksUp(host: string): boolean {
  const name = hostnameOf(host);
  if (name === null) return false;
  if (isLoopback(name)) return true;
  const own = os.hostname().toLowerCase();
  if (name === own || name === `${own}.local`) return true;
  return Object.values(os.networkInterfaces()).some((addresses) =>
    (addresses ?? []).some((a) => a.address.toLowerCase() === name),
  );
}

/**
 * The origin that absolute links of one request point to (e-mails, the API's `links.self`):
 * `PUBLIC_URL` when it is set. Unset, the address the request came in on, but only when it names
 * this machine — a classroom that opens the laptop by its LAN address gets links that work there,
 * while a forged `Host` header cannot send a password-recovery link to someone else's server
 * (ADR 016). Anything else gets the default, `http://localhost:<PORT>`.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'publicUrlSet'>, request: RequestOrigin): string {
  if (config.publicUrlSet) return config.publicUrl;
  if (request.host && namesThisMachine(request.host) && /^https?$/.test(request.protocol)) {
    return `${request.protocol}://${request.host}`;
  }
  return config.publicUrl;
}

/** Whether the server listens on more than loopback (HOST 0.0.0.0, a LAN address, …). */
export function listensBeyondLoopback(host: string): boolean {
  const name = hostnameOf(host);
  return name === null || !isLoopback(name);
}

/**
 * The start-up warning for a server that other machines can reach while `PUBLIC_URL` is unset:
 * its e-mails then carry the address each request came in on, which only works when players reach
 * this machine directly (not through a proxy or a port mapping). Null when there is nothing to say.
 */
export function publicUrlWarning(config: Pick<Config, 'publicUrlSet' | 'host' | 'port'>): string | null {
  if (config.publicUrlSet || !listensBeyondLoopback(config.host)) return null;
  return (
    `PUBLIC_URL is not set and the server listens on ${config.host}, beyond this machine: links in e-mails ` +
    `use the address each player opened (when it is one of this machine's), else http://localhost:${config.port}. ` +
    `Set PUBLIC_URL to the address players use (e.g. PUBLIC_URL=http://192.168.1.10:${config.port}) so every link works.`
  );
}
