/**
 * SHA-256 digests and HMACs with the Web Crypto API (`globalThis.crypto.subtle`), which every runtime the package
 * serves on has (Node ≥ 20, Bun, Deno, workerd, Vercel Edge), encoded base64url without padding, as node:crypto's
 * `digest('base64url')` writes them.
 */
const encoder = new TextEncoder();

/** Bytes as base64url without padding. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The SHA-256 digest of a text's UTF-8 bytes, base64url. @example await sha256Base64url('alice') */
export async function sha256Base64url(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

/** An HMAC-SHA256 signer for one secret, its key imported once. @example const mac = hmacSha256(secret); await mac('body') */
export function hmacSha256(secret: Uint8Array): (text: string) => Promise<string> {
  let key: Promise<CryptoKey> | undefined;
  return async (text) => {
    key ??= crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(text))));
  };
}

/** Whether two texts are equal, in time that depends on their length only (for comparing MACs). */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
