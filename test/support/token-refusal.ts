import { InvalidTokenError } from '../../lib/auth/index.js';

/** The InvalidTokenError a verification rejects with; any other failure, or an accepted token, fails the test. */
export async function refusal(work: Promise<unknown>): Promise<InvalidTokenError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof InvalidTokenError) return error;
    throw error;
  }
  throw new Error('the token was accepted');
}
