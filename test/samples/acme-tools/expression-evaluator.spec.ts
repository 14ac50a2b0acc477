import { expect } from 'chai';
import { evaluateExpression, ExpressionError } from '../../../samples/acme-tools/expression-evaluator.js';

describe('samples/acme-tools/expression-evaluator', () => {
  it('follows precedence, right-associative powers and unary signs', () => {
    expect(evaluateExpression('2 + 2 * 3')).to.equal(8);
    expect(evaluateExpression('2^3^2')).to.equal(512);
    expect(evaluateExpression('-2^2')).to.equal(4); // as in the course: the sign binds tighter than ^
    expect(evaluateExpression('(1 + 2) * -3')).to.equal(-9);
    expect(evaluateExpression('(18500 * 1.075^7) - 18500')).to.equal(12192.409091061392);
  });

  it('knows sqrt, abs, floor, ceil and round(value, places)', () => {
    expect(evaluateExpression('sqrt(144)')).to.equal(12);
    expect(evaluateExpression('ABS(-3) + floor(2.7) + ceil(2.1)')).to.equal(8);
    expect(evaluateExpression('round(3.14159, 2)')).to.equal(3.14);
  });

  it('refuses what is not arithmetic, with a reason', () => {
    const cases: [string, string][] = [
      ['1/0', 'division by zero'],
      ['2 +', 'unexpected end of expression'],
      ['2 $ 3', "unexpected character '$' at position 2"],
      ['process.exit(1)', "expected '(' after 'process'"],
      ['max(1, 2)', "unknown 2-argument function 'max'"],
      ['(1 + 2', "expected ')' at position 6"],
      ['', 'expression is empty'],
      ['sqrt(-1)', 'the result is not a finite number'],
      ['('.repeat(5000) + '1' + ')'.repeat(5000), 'expression is nested too deeply'],
    ];
    for (const [expression, message] of cases) expect(() => evaluateExpression(expression), expression.slice(0, 20)).to.throw(ExpressionError, message);
  });
});
