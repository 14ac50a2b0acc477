import { compileAllEmitted } from './emitted-schemas.js';

// After the whole suite: every schema any test produced must compile under Ajv2020 in strict mode.
export const mochaHooks = {
  afterAll(): void {
    const { count, failures } = compileAllEmitted();
    if (count === 0) throw new Error('no schema was recorded: the strict-compile check saw nothing');
    if (failures.length > 0) throw new Error(`schemas that do not compile under strict Ajv2020:\n${failures.join('\n')}`);
  },
};
