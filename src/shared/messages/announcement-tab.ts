import { useSyncExternalStore } from 'react';

/**
 * The tab the messages / announcement screens open on. The navigation bar's back button sets it (SPEC.md
 * section 2 "Navigation bar"): 1 when leaving a reply-detail page, otherwise 0.
 */
let tab = 0;
const listeners = new Set<() => void>();

export function getAnnouncementTab(): number {
  return tab;
}

export function setAnnouncementTab(next: number): void {
  if (next === tab) return;
  tab = next;
  for (const listener of [...listeners]) listener();
}

/** Reply-detail pages are /ReplyDetail/{id}. */
export function isReplyDetailPath(pathname: string): boolean {
  return /^\/ReplyDetail(\/|$)/.test(pathname);
}

/** The tab a back navigation from `pathname` leaves behind. */
export function announcementTabAfterBack(pathname: string): number {
  return isReplyDetailPath(pathname) ? 1 : 0;
}

export function subscribeAnnouncementTab(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAnnouncementTab(): number {
  return useSyncExternalStore(subscribeAnnouncementTab, getAnnouncementTab, getAnnouncementTab);
}
