import { useMutation } from '@tanstack/react-query';
import { submitCallbackRequest } from '@/shared/api/generated/main/customer-service/customer-service';
import type { CallbackRequest, EmptyResponse } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork, type MutationReactions } from '@/shared/api/mutation-reactions';

/** Asks for a callback from customer service; nothing cached changes with it. */
export const useRequestCallback = <TResult = unknown>(reactions?: MutationReactions<EmptyResponse, CallbackRequest, TResult>) =>
  useMutation(mutationWithCacheWork((body: CallbackRequest) => submitCallbackRequest(body), null, reactions));
