/** Phone widths the app is designed for; 375 x 667 is the default of every story. */
const phone = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type: 'mobile' as const,
});

export const VIEWPORTS = {
  phone320: phone('Small phone 320', 320, 568),
  phone375: phone('Phone 375', 375, 667),
  phone414: phone('Large phone 414', 414, 896),
  phone430: phone('Max width 430', 430, 932),
};

export const DEFAULT_VIEWPORT: keyof typeof VIEWPORTS = 'phone375';
