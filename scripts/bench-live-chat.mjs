// `npm run bench:live-chat`: how a live room copes with a chat flood while its video plays. It builds the demo
// (mock-backed) production build, serves it (scripts/bench-static-server.mjs), opens it in Debian's Chromium at
// 390x844, signs the demo member in through the login form and its slide puzzle (tests/support/slide-puzzle.ts) on the
// `chat-flood` scenario (50 chat messages per second in every joined room, beside the room's own chat), opens the
// first live room and, once its test stream plays and the flood reaches the chat, records for 10 s:
//   - long tasks: none over 50 ms;
//   - the chat's DOM: at most CHAT_FEED_LIMIT (60) lines, whatever arrives (the feed is capped);
//   - the video: frames decoded and its position moving on the whole time (frames advancing, few dropped);
//   - the flood: how many messages reached the chat (at least 80 % of those sent).
// It prints what it measured and fails when a budget is broken.
// Options: --no-build reuses dist-bench/; --seconds N changes the recording; --port N serves the build on another
// port (default 4183); --mock-port is accepted and unused (the demo build carries its own mock).
// --smoke (what `npm test` runs, scripts/bench-smoke.mjs): 1 s on the demo build `npm test` has made (dist-demo/,
// nothing is built), the same figures, and no budget judged: it fails only when the benchmark did not drive the app
// (no sign-in, a video that never played, no flood message reaching the chat).
import { benchOptions } from './bench-kit.mjs';
import { runPageBench } from './bench-page.mjs';
import { signInOnScenario } from './bench-sign-in.mjs';

const options = benchOptions();
const SMOKE = options.smoke;
const SECONDS = options.number('seconds', SMOKE ? 1 : 10);
const PORT = options.number('port', 4183);
const FLOOD_PER_SECOND = 50;
const BUDGET = { longTaskMs: 50, chatLines: 60, deliveredShare: 0.8, droppedShare: 0.1 };
/** The first sports room of the seed: a live match, its test stream and its chat. */
const ROOM_ID = 7001;
/** How long the room may take to play and to receive the flood before the run counts it as not driven. */
const START_LIMIT_MS = 30_000;

/** Signs the demo member in on the chat-flood evening and opens the room, its video playing and the flood arriving. */
async function openFloodedRoom(page, base) {
  await signInOnScenario(page, base, 'chat-flood');
  // Client-side navigation keeps the session and the live socket (it opens 3 s after the login).
  await page.evaluate((roomId) => {
    window.history.pushState({}, '', `/live-page?id=${roomId}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, ROOM_ID);
  try {
    await page.locator('[data-player-state="playing"]').waitFor({ timeout: START_LIMIT_MS });
  } catch {
    const state = await page.locator('[data-player-state]').getAttribute('data-player-state').catch(() => null);
    throw new Error(`the room's video did not play (player state: ${state ?? 'no player'})`);
  }
  try {
    await page.locator('[data-chat-line]', { hasText: /#\d+$/ }).first().waitFor({ timeout: START_LIMIT_MS });
  } catch {
    throw new Error('no flood message reached the chat (is the live socket connected?)');
  }
}

/** Records `seconds` of the flooded room: long tasks, frames, chat lines, flood messages received, video progress. */
async function record({ seconds }) {
  const stats = window.__bench;
  const video = document.querySelector('video');
  const newestFlood = () => {
    let newest = 0;
    for (const line of document.querySelectorAll('[data-chat-line]')) {
      const found = /#(\d+)$/.exec(line.textContent ?? '');
      if (found) newest = Math.max(newest, Number(found[1]));
    }
    return newest;
  };
  const quality = () => {
    const now = video?.getVideoPlaybackQuality?.();
    return { decoded: now?.totalVideoFrames ?? 0, dropped: now?.droppedVideoFrames ?? 0 };
  };
  // Frames the video put on screen while recording (requestVideoFrameCallback fires once per presented frame).
  let presented = 0;
  const onFrame = () => {
    if (!stats.recording) return;
    presented += 1;
    video?.requestVideoFrameCallback(onFrame);
  };
  const before = { time: video?.currentTime ?? 0, ...quality(), flood: newestFlood() };
  const heapBefore = performance.memory?.usedJSHeapSize ?? 0;
  stats.recording = true;
  video?.requestVideoFrameCallback?.(onFrame);
  await new Promise((done) => setTimeout(done, seconds * 1000));
  stats.recording = false;
  const after = { time: video?.currentTime ?? 0, ...quality(), flood: newestFlood() };
  return {
    longTasks: stats.longTasks,
    frames: stats.frames,
    maxLines: stats.maxCount,
    floodReceived: after.flood - before.flood,
    videoSeconds: after.time - before.time,
    videoFrames: after.decoded - before.decoded,
    droppedFrames: after.dropped - before.dropped,
    presentedFrames: presented,
    videoWidth: video?.videoWidth ?? 0,
    heapBefore,
    heapAfter: performance.memory?.usedJSHeapSize ?? 0,
  };
}

/** What the heading says after the bench's name. */
const heading = () => `room ${ROOM_ID} under chat-flood (${FLOOD_PER_SECOND} messages/s) for ${SECONDS} s while its video plays, 390x844`;

/** The figures of this bench, between the page's (long tasks, frames) and the heap. */
function figures(result) {
  const sent = FLOOD_PER_SECOND * SECONDS;
  return [
    `  chat lines in the DOM     ${result.maxLines} at most (budget ${BUDGET.chatLines})`,
    `  flood messages shown      ${result.floodReceived} of about ${sent} sent (budget: at least ${Math.round(sent * BUDGET.deliveredShare)})`,
    `  video                     ${result.videoSeconds.toFixed(1)} s played, ${result.presentedFrames} frames presented, ${result.videoFrames} decoded, ${result.droppedFrames} dropped, ${result.videoWidth} px wide`,
  ];
}

/** What shows the run did not drive the app: judged in the smoke and in the full run. */
function notDriven(result) {
  return [
    result.floodReceived <= 0 && 'no flood message reached the chat while recording',
    result.videoSeconds <= 0 && 'the video did not move on while recording',
    result.presentedFrames === 0 && 'the video presented no frame while recording',
    result.maxLines === 0 && 'no chat line was rendered',
  ].filter(Boolean);
}

/** The budgets: judged only in the full run. */
function brokenBudgets(result) {
  const longest = Math.max(0, ...result.longTasks);
  const sent = FLOOD_PER_SECOND * SECONDS;
  return [
    longest > BUDGET.longTaskMs && `${result.longTasks.length} long tasks over 50 ms, the longest ${longest.toFixed(0)} ms (budget: none)`,
    result.maxLines > BUDGET.chatLines && `${result.maxLines} chat lines in the DOM (budget ${BUDGET.chatLines})`,
    result.floodReceived < sent * BUDGET.deliveredShare && `only ${result.floodReceived} of about ${sent} flood messages reached the chat`,
    result.videoSeconds < SECONDS * 0.8 && `the video played ${result.videoSeconds.toFixed(1)} s of ${SECONDS} s`,
    result.videoFrames > 0 && result.droppedFrames > result.videoFrames * BUDGET.droppedShare && `${result.droppedFrames} of ${result.videoFrames} video frames dropped`,
  ].filter(Boolean);
}

await runPageBench({
  name: 'bench:live-chat',
  options,
  port: PORT,
  countSelector: '[data-testid="room-chat-lines"] > li',
  measure: async (page, origin) => {
    await openFloodedRoom(page, origin);
    return page.evaluate(record, { seconds: SECONDS });
  },
  heading,
  figures,
  longTaskBudgetMs: BUDGET.longTaskMs,
  notDriven,
  brokenBudgets,
});
