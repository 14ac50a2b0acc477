import { expect } from 'chai';
import { InvalidManifestFileError } from '../../lib/errors/invalid-manifest-file.error.js';

// The code and exact text of the error of lib/errors/invalid-manifest-file.error.ts, as its callers raise it.
describe('errors/invalid-manifest-file.error', () => {
  it('InvalidManifestFileError says how to write a manifest', () => {
    expect(String(new InvalidManifestFileError('old.json', 'is not JSON'))).to.equal('InvalidManifestFileError [MCPD_MANIFEST_FILE]: old.json is not JSON. Write one with: mcp-decorators manifest <module> --revision <rev> --out old.json');
  });
});
