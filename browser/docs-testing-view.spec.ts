import { checkCard } from '../docs/examples/testing/view.js';
import { cardServer } from './support/card-server.js';

// The testing guide's renderView example (docs/examples/testing/view.ts) against the browser suite's card server.
describe('browser: the testing guide\'s renderView example', () => {
  it('renders the card, clicks refresh and sees refresh_card called, with no console error', async () => {
    await checkCard(() => cardServer().server);
  });
});
