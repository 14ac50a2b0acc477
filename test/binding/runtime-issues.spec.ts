import { expect } from 'chai';
import { MinLength, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { runtimeIssues } from '../../lib/binding/runtime-issues.js';

class Password {
  @MinLength(8) secret!: string;
}

@ValidatorConstraint({ name: 'neverToday', async: true })
class NeverToday implements ValidatorConstraintInterface {
  async validate(): Promise<boolean> { return false; }
  defaultMessage(): string { return 'is not available today'; }
}

class Booking {
  @Validate(NeverToday) day!: string;
}

const make = <T extends object>(cls: new () => T, values: Partial<T>): T => Object.assign(new cls(), values);

describe('binding/runtime-issues', () => {
  it('runs class-validator synchronously and roots the paths, without the property name in the message', () => {
    const issues = runtimeIssues([
      { instance: make(Password, { secret: 'short' }), path: ['accounts', 2], async: false },
      { instance: make(Password, { secret: 'long enough' }), path: ['other'], async: false },
    ]);
    expect(issues).to.deep.equal([{ path: 'accounts[2].secret', message: 'must be longer than or equal to 8 characters' }]);
  });

  it('returns a promise when a rule is asynchronous', async () => {
    const issues = runtimeIssues([
      { instance: make(Booking, { day: 'monday' }), path: [], async: true },
      { instance: make(Password, { secret: 'x' }), path: ['pw'], async: false },
    ]);
    expect(issues).to.be.instanceOf(Promise);
    expect(await issues).to.deep.equal([
      { path: 'day', message: 'is not available today' },
      { path: 'pw.secret', message: 'must be longer than or equal to 8 characters' },
    ]);
  });

  it('of nothing is an empty list', () => {
    expect(runtimeIssues([])).to.deep.equal([]);
  });
});
