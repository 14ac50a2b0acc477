import { expect } from 'chai';
import { Param } from '../../lib/decorators/param.decorator.js';
import { ResourceTemplate } from '../../lib/decorators/resource-template.decorator.js';
import { UnmatchedTemplateVariableError } from '../../lib/errors/unmatched-template-variable.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/unmatched-template-variable.error.ts, as its callers raise it.
describe('errors/unmatched-template-variable.error', () => {
  it('UnmatchedTemplateVariableError, both ways', () => {
    class Notes { @ResourceTemplate('notes://{folder}/{id}') note(@Param('folder') folder: string): string { return folder; } }
    const e = thrown(() => scan([Notes]));
    expect(e).to.be.instanceOf(UnmatchedTemplateVariableError);
    expect(String(e)).to.equal('UnmatchedTemplateVariableError [MCPD_TEMPLATE_VARIABLE]: variable {id} has no matching parameter in "notes://{folder}/{id}" at Notes.note. Add a parameter @Param(\'id\') id: string to the method.');
    class Files { @ResourceTemplate('files://{path}') file(@Param('path') path: string, @Param('mode') mode: string): string { return path + mode; } }
    expect(thrown(() => scan([Files])).message).to.equal('@Param(\'mode\') (#1) names no variable in "files://{path}" at Files.file. The template\'s variables are {path}; rename the parameter or add {mode} to the template.');
  });
});
