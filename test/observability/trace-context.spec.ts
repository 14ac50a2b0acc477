import { expect } from 'chai';
import { incomingTrace, spanContextOf, traceContextOf } from '../../lib/observability/trace-context.js';

const TP = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

describe('observability/trace-context', () => {
  it('reads a W3C traceparent and tracestate into a remote span context, and writes it back', () => {
    const context = spanContextOf(TP, 'rojo=00f067aa0ba902b7,congo=t61rcWkgMzE')!;
    expect(context).to.deep.include({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', traceFlags: 1, isRemote: true });
    expect(traceContextOf(context)).to.deep.equal({ traceparent: TP, tracestate: 'rojo=00f067aa0ba902b7,congo=t61rcWkgMzE' });
  });

  it('refuses what is not a valid traceparent', () => {
    for (const bad of [undefined, 42, '', 'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', '00-00000000000000000000000000000000-00f067aa0ba902b7-01', '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01', `${TP}-extra`, '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01']) {
      expect(spanContextOf(bad), String(bad)).to.equal(undefined);
    }
    expect(spanContextOf(`01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-future`)?.spanId).to.equal('00f067aa0ba902b7');
  });

  it('takes the parent from _meta, links the header context when both are there, and reads own keys only', () => {
    const other = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00';
    expect(incomingTrace({ traceparent: TP }, headers({ traceparent: other }))).to.deep.include({ parent: spanContextOf(TP), link: spanContextOf(other) });
    expect(incomingTrace({}, headers({ traceparent: other })).parent?.traceId).to.equal('0af7651916cd43dd8448eb211c80319c');
    expect(incomingTrace(Object.create({ traceparent: TP }), undefined)).to.deep.equal({});
  });
});
