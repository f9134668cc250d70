import { useMutation } from '@tanstack/react-query';
import { applyBusinessAgent } from '@/shared/api/generated/main/member/member';
import type { BusinessAgentApplyRequest } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { useToken } from '@/shared/session/use-session';
import { businessAgentQuery } from './business-agent-queries';

/** Sends the agent application; its answer is the application the screen shows from then on. */
export function useApplyBusinessAgent() {
  const token = useToken();
  return useMutation(
    mutationWithCacheWork(
      (body: BusinessAgentApplyRequest) => applyBusinessAgent(body),
      (client, answer) => client.setQueryData(businessAgentQuery(token).queryKey, answer.data ?? null),
    ),
  );
}
