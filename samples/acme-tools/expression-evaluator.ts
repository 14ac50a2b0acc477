/**
 * A small, strict arithmetic evaluator for calculate: + - * / ^, brackets, unary signs, and the functions
 * sqrt, abs, floor, ceil and round(value, places). It is a recursive-descent parser over the characters
 * it knows, so text from a model can only ever be arithmetic; there is no eval and no Function.
 *
 * Grammar:
 *   expr    = term (('+' | '-') term)*
 *   term    = power (('*' | '/') power)*
 *   power   = unary ('^' power)?          right-associative
 *   unary   = ('-' | '+') unary | primary
 *   primary = number | '(' expr ')' | name '(' expr (',' expr)? ')'
 */

const UNARY: Readonly<Record<string, (x: number) => number>> = { sqrt: Math.sqrt, abs: Math.abs, floor: Math.floor, ceil: Math.ceil };
const BINARY: Readonly<Record<string, (x: number, y: number) => number>> = {
  round: (value, places) => {
    const scale = Math.pow(10, places);
    return Math.round(value * scale) / scale;
  },
};
const MAX_DEPTH = 200;

/** Raised for anything that is not a well-formed expression, or that has no finite value (such as 1/0). */
export class ExpressionError extends Error {}

class Parser {
  private pos = 0;
  private depth = 0;

  constructor(private readonly src: string) {}

  parse(): number {
    const value = this.expr();
    this.skipSpace();
    if (this.pos < this.src.length) throw new ExpressionError(`unexpected character '${this.src[this.pos]}' at position ${this.pos}`);
    return value;
  }

  private expr(): number {
    if (++this.depth > MAX_DEPTH) throw new ExpressionError('expression is nested too deeply');
    let value = this.term();
    for (;;) {
      if (this.eat('+')) value += this.term();
      else if (this.eat('-')) value -= this.term();
      else break;
    }
    this.depth--;
    return value;
  }

  private term(): number {
    let value = this.power();
    for (;;) {
      if (this.eat('*')) value *= this.power();
      else if (this.eat('/')) {
        const divisor = this.power();
        if (divisor === 0) throw new ExpressionError('division by zero');
        value /= divisor;
      } else return value;
    }
  }

  private power(): number {
    const base = this.unary();
    return this.eat('^') ? Math.pow(base, this.power()) : base;
  }

  private unary(): number {
    if (++this.depth > MAX_DEPTH) throw new ExpressionError('expression is nested too deeply');
    let value: number;
    if (this.eat('-')) value = -this.unary();
    else if (this.eat('+')) value = this.unary();
    else value = this.primary();
    this.depth--;
    return value;
  }

  private primary(): number {
    this.skipSpace();
    if (this.pos >= this.src.length) throw new ExpressionError('unexpected end of expression');
    if (this.eat('(')) {
      const value = this.expr();
      if (!this.eat(')')) throw new ExpressionError(`expected ')' at position ${this.pos}`);
      return value;
    }
    if (/\p{L}/u.test(this.src[this.pos]!)) return this.call();
    return this.number();
  }

  private call(): number {
    const start = this.pos;
    while (this.pos < this.src.length && /\p{L}/u.test(this.src[this.pos]!)) this.pos++;
    const name = this.src.slice(start, this.pos).toLowerCase();
    if (!this.eat('(')) throw new ExpressionError(`expected '(' after '${name}'`);
    const first = this.expr();
    if (this.eat(',')) {
      const second = this.expr();
      if (!this.eat(')')) throw new ExpressionError(`expected ')' after the second argument of '${name}'`);
      const fn = BINARY[name];
      if (!fn) throw new ExpressionError(`unknown 2-argument function '${name}'`);
      return fn(first, second);
    }
    if (!this.eat(')')) throw new ExpressionError(`expected ')' after the argument of '${name}'`);
    const fn = UNARY[name];
    if (!fn) throw new ExpressionError(`unknown function '${name}'`);
    return fn(first);
  }

  private number(): number {
    const start = this.pos;
    let digits = false;
    let dot = false;
    while (this.pos < this.src.length) {
      const c = this.src[this.pos]!;
      if (c >= '0' && c <= '9') digits = true;
      else if (c === '.' && !dot) dot = true;
      else break;
      this.pos++;
    }
    if (!digits) throw new ExpressionError(`expected a number at position ${start}`);
    return Number(this.src.slice(start, this.pos));
  }

  private eat(char: string): boolean {
    this.skipSpace();
    if (this.src[this.pos] !== char) return false;
    this.pos++;
    return true;
  }

  private skipSpace(): void {
    while (this.pos < this.src.length && /\s/.test(this.src[this.pos]!)) this.pos++;
  }
}

/** Evaluates an arithmetic expression; throws ExpressionError with a message fit to show the model. */
export function evaluateExpression(expression: string): number {
  if (expression.trim() === '') throw new ExpressionError('expression is empty');
  const value = new Parser(expression).parse();
  if (!Number.isFinite(value)) throw new ExpressionError('the result is not a finite number');
  return value;
}
