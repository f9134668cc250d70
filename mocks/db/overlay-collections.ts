// Collections behind the app shell's overlays and tab bar: guide clicks, live-chat lines, support channels,
// callback configs and requests, and unread letter counts. Records are checked by the generated contract schemas
// where the contract has a shape for them.
import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  CallbackConfig,
  CallbackRequest,
  CustomerLine,
  CustomerServiceChannel,
} from '@/shared/api/generated/main/zod/schemas/index.zod';

/** A guide a viewer closed; `viewer` is `member:<id>` for a session, else `device:<deviceNo header>`. */
export const TutorialClick = z.object({
  viewer: z.string().min(1),
  guideCode: z.string().min(1),
  clickedAt: z.int(),
});

/** One live-chat line; `line` says which of the two it is. */
export const CustomerLineRecord = CustomerLine.extend({ line: z.enum(['main', 'secondary']) });

/** A stored callback request; one pending request per member. */
export const CallbackRequestRecord = CallbackRequest.extend({
  id: z.int(),
  memberId: z.int(),
  status: z.enum(['pending', 'called']),
  createdAt: z.int(),
});

export type TutorialClickRecord = z.infer<typeof TutorialClick>;

export const overlayCollections = {
  tutorialClicks: new Collection({ schema: TutorialClick }),
  customerLines: new Collection({ schema: CustomerLineRecord }),
  customerServiceChannels: new Collection({ schema: CustomerServiceChannel }),
  callbackConfigs: new Collection({ schema: CallbackConfig }),
  callbackRequests: new Collection({ schema: CallbackRequestRecord }),
};
