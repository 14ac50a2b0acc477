import { expect } from 'chai';
import { silentDiagnostics, stderrDiagnostics } from '../../../lib/server/contracts/diagnostics.js';

/** What `work` writes to stderr and to stdout, each write as one string; both streams are restored after. */
function captured(work: () => void): { readonly stderr: string[]; readonly stdout: string[] } {
  const stderr: string[] = [];
  const stdout: string[] = [];
  const errWrite = process.stderr.write;
  const outWrite = process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => (stderr.push(String(chunk)), true)) as typeof process.stderr.write;
  process.stdout.write = ((chunk: string | Uint8Array) => (stdout.push(String(chunk)), true)) as typeof process.stdout.write;
  try {
    work();
  } finally {
    process.stderr.write = errWrite;
    process.stdout.write = outWrite;
  }
  return { stderr, stdout };
}

describe('server/contracts/diagnostics', () => {
  it('stderrDiagnostics.warn writes one prefixed line to stderr and nothing to stdout', () => {
    const { stderr, stdout } = captured(() => stderrDiagnostics.warn('resource notes://a is slow'));
    expect(stderr).to.deep.equal(['[mcp-decorators] resource notes://a is slow\n']);
    expect(stdout).to.deep.equal([]);
  });

  it('escapes client text: a CR, LF or ESC cannot end the line, forge another or drive the terminal', () => {
    const { stderr, stdout } = captured(() => stderrDiagnostics.warn('Reading notes://a\r\n[mcp-decorators] forged\u001b[2J'));
    expect(stderr).to.have.length(1);
    expect(stderr[0]).to.equal('[mcp-decorators] Reading notes://a\\r\\n[mcp-decorators] forged\\u001b[2J\n');
    expect(stderr[0].slice(0, -1)).to.not.match(/[\r\n\u001b]/);
    expect(stdout).to.deep.equal([]);
  });

  it('stderrDiagnostics.error writes the message and the stack as one escaped line', () => {
    const error = new Error('boom\ninjected');
    const { stderr, stdout } = captured(() => stderrDiagnostics.error('tool failed', error));
    expect(stderr).to.have.length(1);
    const line = stderr[0];
    expect(line.endsWith('\n')).to.equal(true);
    expect(line.slice(0, -1)).to.not.include('\n');
    expect(line.startsWith('[mcp-decorators] tool failed\\nError: boom\\ninjected\\n    at ')).to.equal(true);
    expect(stdout).to.deep.equal([]);
  });

  it('stderrDiagnostics.error writes a non-Error cause as text, and no detail when none is given', () => {
    const withCause = captured(() => stderrDiagnostics.error('store failed', 'disk\rfull'));
    expect(withCause.stderr).to.deep.equal(['[mcp-decorators] store failed\\ndisk\\rfull\n']);
    const bare = captured(() => stderrDiagnostics.error('no detail'));
    expect(bare.stderr).to.deep.equal(['[mcp-decorators] no detail\n']);
    expect([...withCause.stdout, ...bare.stdout]).to.deep.equal([]);
  });

  it('silentDiagnostics writes nothing anywhere', () => {
    const { stderr, stdout } = captured(() => {
      silentDiagnostics.warn('w');
      silentDiagnostics.error('e', new Error('x'));
    });
    expect([...stderr, ...stdout]).to.deep.equal([]);
  });
});
