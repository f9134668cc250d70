// Collections behind the customer-service and help screens: help and service-question categories with their
// articles, the customer-service pop-up link per article, the hotlines offered per tenant and VIP level, and the
// images members upload (feedback attachments). Records are checked by the generated contract schemas.
import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  CallbackHotline,
  TutorialConfig,
  TutorialCustomerLink,
  TutorialItemDetail,
} from '@/shared/api/generated/main/zod/schemas/index.zod';

/** A category; `type` 1 is the help centre (/help), 2 the service questions (/service). */
export const TutorialConfigRecord = TutorialConfig.extend({ type: z.union([z.literal(1), z.literal(2)]) });

/** An article with its HTML body and its place in the category. */
export const TutorialItemRecord = TutorialItemDetail.extend({ sortNum: z.int() });

/** The customer-service pop-up of an article; itemId 0 is the default for articles without their own. */
export const TutorialLinkRecord = TutorialCustomerLink.extend({ itemId: z.int().min(0) });

/** Hotlines of one tenant and VIP level. */
export const HotlineRecord = CallbackHotline.extend({ tenantId: z.int(), vipLevel: z.int().min(0).max(11) });

/** An uploaded image and who uploaded it. */
export const UploadedImageRecord = z.object({
  memberId: z.int(),
  url: z.url(),
  fileName: z.string(),
  size: z.int().min(0),
  contentType: z.string(),
  uploadedAt: z.int(),
});

export type TutorialItemRecordType = z.infer<typeof TutorialItemRecord>;

export const serviceCollections = {
  tutorialConfigs: new Collection({ schema: TutorialConfigRecord }),
  tutorialItems: new Collection({ schema: TutorialItemRecord }),
  tutorialLinks: new Collection({ schema: TutorialLinkRecord }),
  callbackHotlines: new Collection({ schema: HotlineRecord }),
  uploadedImages: new Collection({ schema: UploadedImageRecord }),
};
