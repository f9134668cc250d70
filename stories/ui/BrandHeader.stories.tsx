import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { text } from '../support/text';
import { BrandHeader } from '@/shared/ui/brand';

/** The brand bar of home and login: logo, language, messages and service entries. */
const meta = preview.meta({
  title: 'UI/BrandHeader',
  component: BrandHeader,
  parameters: { route: { path: '/' } },
});

const entries = async (canvas: { getByRole: (role: string, options: { name: string | RegExp }) => HTMLElement }) => {
  await expect(canvas.getByRole('link', { name: text('shell:brand.home') })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('link', { name: text('shell:brand.messages') })).toHaveAttribute('href', '/message');
  await expect(canvas.getByRole('link', { name: text('shell:brand.service') })).toHaveAttribute('href', '/service');
};

export const Vietnamese = meta.story({
  globals: { locale: 'vi' },
  play: async ({ canvas }) => {
    await entries(canvas);
    await expect(canvas.getByRole('link', { name: text('shell:brand.language', { language: 'VI' }) })).toHaveAttribute('href', '/languagesetting');
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await entries(canvas);
    await expect(canvas.getByRole('link', { name: text('shell:brand.language', { language: 'EN' }) })).toBeVisible();
  },
});

export const ChineseDark = meta.story({
  globals: { locale: 'zh-cn', theme: 'dark' },
  play: async ({ canvas }) => {
    await entries(canvas);
    await expect(canvas.getByRole('link', { name: text('shell:brand.language', { language: '中' }) })).toBeVisible();
  },
});
