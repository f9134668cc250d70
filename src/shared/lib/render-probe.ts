/**
 * A hook for benchmarks: components that matter for live performance (the match rows) report each render here.
 * Nothing listens in the app; `npm run bench:live-odds` installs `__lotusRenderProbe` before the app starts and
 * counts which rows re-render for each odds update.
 */
declare global {
  var __lotusRenderProbe: ((component: string, id: number) => void) | undefined;
}

export function reportRender(component: string, id: number): void {
  globalThis.__lotusRenderProbe?.(component, id);
}
