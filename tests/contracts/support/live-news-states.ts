// Provider states of the live news (in business language) and their set-up on the standalone mock server.
import { freshSeed, type StateHandler } from './state-setup';

export const LIVE_NEWS_STATE = {
  newsPublished: 'eleven live news articles are published, the newest about matches that are streamed',
} as const;

export type LiveNewsStateName = (typeof LIVE_NEWS_STATE)[keyof typeof LIVE_NEWS_STATE];

export function liveNewsProviderStates(baseUrl: string): Record<LiveNewsStateName, StateHandler> {
  return { [LIVE_NEWS_STATE.newsPublished]: freshSeed(baseUrl) };
}
