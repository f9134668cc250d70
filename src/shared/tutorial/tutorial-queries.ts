import { queryOptions } from '@tanstack/react-query';
import {
  checkTutorialClick,
  getTutorialCustomerLink,
  getTutorialItemDetail,
  getTutorialItems,
  getTutorialList,
} from '@/shared/api/generated/main/operation/operation';
import { STALE } from '@/shared/api/query-client';

/** Which categories a screen lists: 1 the help centre (/help), 2 the service questions (/service). */
export const HELP_CENTRE = 1;
export const SERVICE_QUESTIONS = 2;
export type TutorialType = typeof HELP_CENTRE | typeof SERVICE_QUESTIONS;

/**
 * Key roots of the tutorial config: the help and service-question categories and articles (the service screens)
 * and whether the viewer has closed a guide overlay (the shell's home guide).
 */
export const tutorialKeys = {
  all: ['tutorial'] as const,
  clickCheck: ['tutorial', 'click-check'] as const,
  categories: ['tutorial', 'categories'] as const,
  items: ['tutorial', 'items'] as const,
  article: ['tutorial', 'article'] as const,
  customerLink: ['tutorial', 'customer-link'] as const,
};

export const tutorialCategoriesQuery = (type: TutorialType) =>
  queryOptions({
    queryKey: [...tutorialKeys.categories, type],
    queryFn: async ({ signal }) => (await getTutorialList({ type }, { signal })).data ?? [],
    staleTime: STALE.catalogue,
  });

export const tutorialItemsQuery = (configId: number | undefined) =>
  queryOptions({
    queryKey: [...tutorialKeys.items, configId],
    queryFn: async ({ signal }) => (await getTutorialItems({ configId: configId ?? 0 }, { signal })).data ?? [],
    enabled: configId !== undefined,
    staleTime: STALE.catalogue,
  });

export const tutorialArticleQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...tutorialKeys.article, id],
    queryFn: async ({ signal }) => (await getTutorialItemDetail({ id: id ?? 0 }, { signal })).data,
    enabled: id !== undefined,
    staleTime: STALE.catalogue,
  });

/**
 * The customer-service pop-up of a help page (itemId of the article, none for the help centre). A missing or
 * failing link is answered with common.csSwitch when the player asks for it, so the read itself stays quiet.
 */
export const tutorialCustomerLinkQuery = (itemId?: number) =>
  queryOptions({
    queryKey: [...tutorialKeys.customerLink, itemId ?? 0],
    queryFn: async ({ signal }) =>
      (await getTutorialCustomerLink(itemId === undefined ? {} : { itemId }, { signal, silent: true })).data,
    staleTime: STALE.catalogue,
    retry: false,
  });

/** Whether the viewer has already closed the guide (true) or should see it (false); asked once per session. */
export const guideSeenQuery = (guideCode: string, token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: [...tutorialKeys.clickCheck, guideCode, token],
    queryFn: async ({ signal }) => {
      const answer = await checkTutorialClick({ guideCode, click: false }, { signal, silent: true });
      return answer.data?.success ?? true;
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
