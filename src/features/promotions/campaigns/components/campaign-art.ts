/** The intrinsic size of every campaign's art (openapi ActivitySummary.imageUrl): the boxes are reserved before it loads. */
export const CAMPAIGN_ART = { width: 750, height: 360 } as const;
