import { useMutation } from '@tanstack/react-query';
import { followLiveAnchor } from '@/shared/api/generated/main/anchors/anchors';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { refreshAfterFollow } from './anchor-queries';

/** Follows (true) or stops following (false) an anchor; the anchor and room pages are read again after it. */
export const useFollowAnchor = () =>
  useMutation(
    mutationWithCacheWork(
      async ({ anchorId, follow }: { anchorId: number; follow: boolean }) => (await followLiveAnchor({ anchorId, follow })).data ?? null,
      refreshAfterFollow,
    ),
  );
