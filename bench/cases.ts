import { Args, Param, Tool } from '../lib/index.js';
import { CreateAccount, CreateUser } from './dtos.js';

export { CreateAccount, CreateUser };

/** The tools the benchmark calls. */
export class BenchTools {
  @Tool() echo(@Param('text') text: string): string {
    return text;
  }

  @Tool({ name: 'create_user' }) createUser(@Args() user: CreateUser): string {
    return user.name;
  }

  @Tool({ name: 'create_account' }) createAccount(@Args() account: CreateAccount): string {
    return account.name;
  }
}

/** One benchmark case: the tool to call and its arguments. */
export interface BenchCase {
  readonly label: string;
  readonly tool: string;
  readonly args: { readonly [key: string]: unknown };
}

const user = { name: 'Dana Wu', age: 41, plan: 'pro', tags: ['admin', 'ops'], active: true };

export const CASES: readonly BenchCase[] = [
  { label: '1-field tool', tool: 'echo', args: { text: 'hello' } },
  { label: '5-field DTO (all rules exact)', tool: 'create_user', args: user },
  { label: '6-field DTO (one runtime-only rule)', tool: 'create_account', args: { ...user, password: 'Str0ng!Passw0rd' } },
];
