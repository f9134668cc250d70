import preview from '../../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { LanguageSettingScreen } from '@/features/settings/screens/LanguageSettingScreen';
import { i18n } from '@/shared/i18n';
import { text } from '../../support/text';

const meta = preview.meta({
  title: 'Screens/Settings/LanguageSettingScreen',
  component: LanguageSettingScreen,
  parameters: { route: { path: '/languagesetting' } },
});

/** The three selectable languages, each in its own words; Thai is not offered. */
export const Choices = meta.story({
  play: async ({ canvas }) => {
    const options = await canvas.findAllByRole('radio');
    await expect(options.map((option) => option.getAttribute('value'))).toEqual(['vi', 'zh-cn', 'en']);
    await expect(canvas.getByRole('radio', { name: text(`settings:languages.${i18n.language === 'zh-cn' ? 'zhCn' : i18n.language}`) })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: text('settings:languages.th') })).not.toBeInTheDocument();
  },
});

/** Choosing English switches the texts and the browser title and stores the choice. */
export const SwitchToEnglish = meta.story({
  globals: { locale: 'vi' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'English' }));
    await waitFor(() => expect(canvas.getByRole('radiogroup', { name: 'Interface language' })).toBeVisible());
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(localStorage.getItem('language')).toBe('en');
    await expect(document.title).toBe('Lotus - 体育、真人与直播娱乐');
    await userEvent.click(canvas.getByRole('radio', { name: 'Tiếng Việt' }));
    await waitFor(() => expect(document.title).toBe('Lotus - Thể thao, Casino và Trực tiếp'));
    await expect(localStorage.getItem('language')).toBe('vi');
  },
});
