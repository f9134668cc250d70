import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcementTabAfterBack, getAnnouncementTab, isReplyDetailPath, setAnnouncementTab, subscribeAnnouncementTab } from './announcement-tab';

afterEach(() => setAnnouncementTab(0));

describe('announcement tab after back', () => {
  it.each([
    ['/ReplyDetail/17', 1],
    ['/ReplyDetail', 1],
    ['/replydetail/17', 0],
    ['/ReplyDetails/17', 0],
    ['/message/detail', 0],
    ['/', 0],
  ])('%s -> %i', (path, tab) => {
    expect(announcementTabAfterBack(path)).toBe(tab);
    expect(isReplyDetailPath(path)).toBe(tab === 1);
  });

  it('stores the value and notifies on change only', () => {
    const listener = vi.fn();
    const stop = subscribeAnnouncementTab(listener);
    setAnnouncementTab(1);
    setAnnouncementTab(1);
    expect(getAnnouncementTab()).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
