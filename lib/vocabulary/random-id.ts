/**
 * `bytes` random bytes from Web Crypto (global on Node 20+, Bun, Deno and workerd), as base64url without padding,
 * the text Node's `randomBytes(bytes).toString('base64url')` gives. Call it when the id is needed, never at module
 * scope: workerd refuses random values there.
 * @example randomBase64url(16) // 'q8Gd0o3JmJ2xv1bH3Qq9_w'
 */
export function randomBase64url(bytes: number): string {
  let binary = '';
  for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(bytes))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
