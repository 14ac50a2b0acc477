import { startDeployment, type Deployment } from './deployment.js';

let running: Promise<Deployment> | undefined;

/** The one deployment the scale suite shares (started on first use, stopped after the last test). */
export function deployment(): Promise<Deployment> {
  running ??= startDeployment();
  return running;
}

/** Mocha root hooks: stop everything the suite started. */
export const mochaHooks = {
  async afterAll(): Promise<void> {
    if (running) await (await running).stop();
  },
};
