import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeShellOverlay, getShellOverlay, openCallbackDialog, openChannelSelector, subscribeShellOverlay } from './shell-overlays';

afterEach(() => closeShellOverlay());

describe('shell overlay requests', () => {
  it('one overlay at a time: the callback dialog replaces the channel selector', () => {
    const listener = vi.fn();
    const stop = subscribeShellOverlay(listener);
    openChannelSelector();
    openCallbackDialog();
    expect(getShellOverlay()).toBe('callback-dialog');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a targeted close leaves another overlay open', () => {
    openCallbackDialog();
    closeShellOverlay('channel-selector');
    expect(getShellOverlay()).toBe('callback-dialog');
    closeShellOverlay('callback-dialog');
    expect(getShellOverlay()).toBeNull();
  });
});
