import { queryOptions } from '@tanstack/react-query';
import { getSportLanguagePackage } from '@/shared/api/generated/main/game/game';
import type { SportLanguageCode } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';

export const sportLanguageKeys = {
  all: ['sport-language'] as const,
  package: (language: SportLanguageCode) => ['sport-language', 'package', language] as const,
};

/**
 * The sports language package of one sports-data language (SPEC.md section 3 "Sports store"): names by sport id,
 * market type, match status and period. It changes rarely; a failure is silent because the app's own messages
 * stand in for it (./sports-texts.ts).
 */
export const sportLanguagePackageQuery = (language: SportLanguageCode) =>
  queryOptions({
    queryKey: sportLanguageKeys.package(language),
    queryFn: async ({ signal }) => {
      return (await getSportLanguagePackage({ language }, { signal, silent: true })).data ?? null;
    },
    staleTime: STALE.catalogue,
    retry: false,
  });
