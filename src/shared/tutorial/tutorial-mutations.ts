import { useMutation } from '@tanstack/react-query';
import { checkTutorialClick } from '@/shared/api/generated/main/operation/operation';
import { tutorialKeys } from './tutorial-queries';

/**
 * Records that the viewer closed a guide. The guide hides at once (the cached answer turns true before the call);
 * a failed recording only means the guide may show again next time, so it stays quiet.
 */
export const useRecordGuideClosed = () =>
  useMutation({
    mutationFn: (guideCode: string) => checkTutorialClick({ guideCode, click: true }, { silent: true }),
    onMutate: (guideCode, { client }) => {
      client.setQueriesData<boolean>({ queryKey: [...tutorialKeys.clickCheck, guideCode] }, true);
    },
  });
