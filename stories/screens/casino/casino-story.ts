// What the casino screen stories share: the agent line each story starts from, and how they find the type tabs.
import { within } from 'storybook/test';
import { resetAgentLineConfig } from '@/shared/config/agent-lines';
import type { Canvas } from '../../support/play';
import { text } from '../../support/text';

/** Meta fields of a casino screen's stories: the screen at `path`, on the default agent line until a story loads one. */
export function casinoScreenAt(path: string) {
  return {
    parameters: { route: { path } },
    beforeEach: () => {
      resetAgentLineConfig();
      return resetAgentLineConfig;
    },
  };
}

/** The first story of a run also waits for the lobby's code and the mock's seed. */
export const FIRST_LOAD = { timeout: 20_000 };

/** The game type tabs. */
export const typeTabs = async (canvas: Canvas) => within(await canvas.findByRole('tablist', { name: text('casino:types') }, FIRST_LOAD));

/** The selected type tab. */
export const selectedTab = async (canvas: Canvas) => (await typeTabs(canvas)).findByRole('tab', { selected: true });
