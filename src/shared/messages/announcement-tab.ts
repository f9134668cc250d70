import { createStore } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';

/**
 * The tab the messages / announcement screens open on. The navigation bar's back button sets it (SPEC.md
 * section 2 "Navigation bar"): 1 when leaving a reply-detail page, otherwise 0.
 */
const tabStore = createStore(0);

export function getAnnouncementTab(): number {
  return tabStore.get();
}

export function setAnnouncementTab(next: number): void {
  tabStore.set(next);
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
  return tabStore.subscribe(listener);
}

export function useAnnouncementTab(): number {
  return useStore(tabStore);
}
