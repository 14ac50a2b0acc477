import { expect } from 'chai';
import { randomBase64url } from '../../lib/vocabulary/random-id.js';

describe('vocabulary/random-id', () => {
  it('gives the text Node\'s randomBytes(n).toString(\'base64url\') gives for the same bytes, at each length the framework uses', () => {
    const real = Object.getOwnPropertyDescriptor(globalThis.crypto, 'getRandomValues');
    for (const size of [9, 12, 16, 32]) {
      // Bytes whose base64 has + and / (base64url's - and _) and, for 16 and 32, padding that base64url drops.
      const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 97 + 251) % 256);
      Object.defineProperty(globalThis.crypto, 'getRandomValues', { configurable: true, value: <T extends ArrayBufferView>(target: T): T => (new Uint8Array(target.buffer).set(bytes), target) });
      try {
        expect(randomBase64url(size), `${size} bytes`).to.equal(Buffer.from(bytes).toString('base64url'));
      } finally {
        if (real) Object.defineProperty(globalThis.crypto, 'getRandomValues', real);
        else delete (globalThis.crypto as { getRandomValues?: unknown }).getRandomValues;
      }
    }
  });

  it('draws fresh bytes each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomBase64url(16)));
    expect(ids.size).to.equal(50);
    for (const id of ids) expect(id).to.match(/^[A-Za-z0-9_-]{22}$/);
  });
});
