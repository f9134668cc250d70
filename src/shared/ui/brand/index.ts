export { BrandHeader, type BrandHeaderProps } from './BrandHeader';
export { LotusLogo, type LotusLogoProps } from './LotusLogo';
