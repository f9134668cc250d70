import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { saveAdvice } from '@/shared/api/generated/main/advice/advice';
import { uploadFundImage } from '@/shared/api/generated/main/deposit/deposit';
import type { AdviceType } from '@/shared/api/generated/main/model';
import { adviceKeys } from './advice-queries';

const refreshAdvice = (client: QueryClient) => client.invalidateQueries({ queryKey: adviceKeys.all });

export interface FeedbackDraft {
  adviceType: AdviceType;
  content: string;
  files: readonly File[];
}

/**
 * Sends feedback as the contract describes (AdviceImages): each image is uploaded first (multipart), then the
 * feedback goes out as JSON with the returned addresses. An image already uploaded is not sent again when the
 * player retries after a failure. The feedback lists and the unread flag are refreshed afterwards.
 */
export function useSendFeedback() {
  const uploaded = useRef(new WeakMap<File, string>());

  return useMutation({
    mutationFn: async ({ adviceType, content, files }: FeedbackDraft) => {
      const images: string[] = [];
      for (const file of files) {
        let url = uploaded.current.get(file);
        if (url === undefined) {
          const answer = await uploadFundImage({ file });
          url = answer.data?.url ?? '';
          if (!url) throw new Error('The image upload answered without an address');
          uploaded.current.set(file, url);
        }
        images.push(url);
      }
      return saveAdvice(images.length > 0 ? { adviceType, content: content.trim(), images } : { adviceType, content: content.trim() });
    },
    onSuccess: (_answer, _draft, _result, { client }) => refreshAdvice(client),
  });
}
