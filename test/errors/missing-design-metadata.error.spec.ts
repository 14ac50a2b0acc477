import { expect } from 'chai';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { MissingDesignMetadataError } from '../../lib/errors/missing-design-metadata.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/missing-design-metadata.error.ts, as its callers raise it.
describe('errors/missing-design-metadata.error', () => {
  it('MissingDesignMetadataError blames the build and names tsx/esbuild', () => {
    class Undecorated { forecast(city: string): string { return city; } }
    Param('city')(Undecorated.prototype, 'forecast', 0);
    Tool()(Undecorated.prototype, 'forecast', Object.getOwnPropertyDescriptor(Undecorated.prototype, 'forecast')!);
    const e = thrown(() => scan([Undecorated]));
    expect(e).to.be.instanceOf(MissingDesignMetadataError);
    expect(String(e)).to.equal('MissingDesignMetadataError [MCPD_NO_DESIGN_METADATA]: Undecorated.forecast has no design:paramtypes metadata: the build dropped emitDecoratorMetadata. Compile with tsc and "experimentalDecorators": true, "emitDecoratorMetadata": true; tsx and esbuild-based runners silently drop this metadata, so run the tsc output instead.');
  });
});
