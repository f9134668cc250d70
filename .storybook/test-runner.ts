import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

const FALLBACK = { width: 375, height: 667 };

/**
 * The test runner ignores Storybook's viewport global, so each story's page gets the size of the viewport the
 * story would show in: the 375 x 667 phone (the preview's default) unless the story picks another.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // getStoryContext hands back the prepared story: its own globals are storyGlobals, the rest are defaults.
    const story = (await getStoryContext(page, context)) as Awaited<ReturnType<typeof getStoryContext>> & {
      storyGlobals?: { viewport?: { value?: string } };
    };
    const chosen = story.storyGlobals?.viewport?.value;
    const options = (story.parameters.viewport as { options?: Record<string, ViewportOption> } | undefined)?.options;
    const styles = chosen ? options?.[chosen]?.styles : undefined;
    const width = Number.parseInt(styles?.width ?? '', 10);
    const height = Number.parseInt(styles?.height ?? '', 10);
    await page.setViewportSize(Number.isFinite(width) && Number.isFinite(height) ? { width, height } : FALLBACK);
  },
};

export default config;
