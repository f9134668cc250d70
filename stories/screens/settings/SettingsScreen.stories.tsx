import preview from '../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { SettingsScreen } from '@/features/settings/screens/SettingsScreen';
import { getModifyQuickSettingUrl } from '@/shared/api/generated/main/member/member';
import { networkDown, neverAnswer } from '../../support/mock-backend';
import { text } from '../../support/text';
import { localSettings, saveOnServer, savedQuickSettings } from './settings-story';
import { signIn } from '../../../tests/support/session';

type Canvas = ReturnType<typeof within>;

const radio = (canvas: Canvas, key: string) => canvas.getByRole('radio', { name: text(key) });
const goalSwitch = (canvas: Canvas) => canvas.findByRole('switch', { name: text('settings:sound.enabled') });

const meta = preview.meta({
  title: 'Screens/Settings/SettingsScreen',
  component: SettingsScreen,
  parameters: { route: { path: '/settings' } },
  beforeEach: () => {
    signIn('lotus888');
  },
});

/** The defaults: decimal odds with an example of each format, warn when odds fall, cheer sound on, light theme. */
export const Defaults = meta.story({
  play: async ({ canvas }) => {
    await expect(await goalSwitch(canvas)).toHaveAttribute('aria-checked', 'true');
    await expect(radio(canvas, 'settings:odds.decimal')).toBeChecked();
    await expect(radio(canvas, 'settings:odds.decimal')).toHaveAccessibleDescription(text('settings:odds.example', { odds: '1.95' }));
    await expect(radio(canvas, 'settings:odds.hongKong')).toHaveAccessibleDescription(text('settings:odds.example', { odds: '0.95' }));
    await expect(radio(canvas, 'settings:odds.changeFall')).toBeChecked();
    await expect(radio(canvas, 'settings:sound.cheer')).toBeChecked();
    await expect(radio(canvas, 'settings:display.light')).toBeChecked();
    await expect(canvas.getByRole('link', { name: new RegExp(text('settings:display.language')) })).toHaveTextContent(text('settings:languages.vi'));
  },
});

/** Settings saved from another device are read back from the member's quick settings. */
export const ReadFromAccount = meta.story({
  beforeEach: async () => {
    await saveOnServer({ mouthSetting: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 2 });
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(radio(canvas, 'settings:odds.hongKong')).toBeChecked());
    await expect(radio(canvas, 'settings:odds.changeAny')).toBeChecked();
    await expect(await goalSwitch(canvas)).toHaveAttribute('aria-checked', 'false');
    await expect(radio(canvas, 'settings:sound.whistle')).toBeChecked();
    await expect(radio(canvas, 'settings:sound.whistle')).toBeDisabled();
    await expect(localSettings()).toEqual({ oddsFormat: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 2 });
  },
});

/** Choosing Hong Kong odds keeps it on this device and saves it to the account as mouthSetting. */
export const ChangeOddsFormat = meta.story({
  play: async ({ canvas, userEvent }) => {
    await goalSwitch(canvas);
    await userEvent.click(radio(canvas, 'settings:odds.hongKong'));
    await expect(await canvas.findByText(text('settings:save.saved'))).toBeVisible();
    await expect(localSettings()).toMatchObject({ oddsFormat: 2 });
    await expect(await savedQuickSettings()).toEqual({ mouthSetting: 2, oddsChange: 1, pushTongStatus: 0, pushTong: 1 });
    await userEvent.click(radio(canvas, 'settings:odds.changeNever'));
    await waitFor(async () => expect((await savedQuickSettings())?.oddsChange).toBe(2));
  },
});

/** Turning the goal sound off (pushTongStatus 1) disables the choice of sound. */
export const SoundOff = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await goalSwitch(canvas));
    await expect(await goalSwitch(canvas)).toHaveAttribute('aria-checked', 'false');
    await expect(radio(canvas, 'settings:sound.cheer')).toBeDisabled();
    await waitFor(async () => expect((await savedQuickSettings())?.pushTongStatus).toBe(1));
    const preview = canvas.queryByRole('button', { name: text('settings:sound.preview') });
    if (preview) await expect(preview).toBeDisabled();
  },
});

export const Saving = meta.story({
  parameters: { msw: { handlers: neverAnswer(getModifyQuickSettingUrl()) } },
  play: async ({ canvas, userEvent }) => {
    await goalSwitch(canvas);
    await userEvent.click(radio(canvas, 'settings:sound.whistle'));
    await expect(await canvas.findByText(text('settings:save.saving'))).toBeVisible();
    await expect(radio(canvas, 'settings:sound.whistle')).toBeChecked();
  },
});

/** The account cannot be reached: the choice stays on this device, an alert says so, and retry saves it. */
export const SaveFailed = meta.story({
  parameters: { msw: { handlers: networkDown(getModifyQuickSettingUrl()) } },
  play: async ({ canvas, userEvent, msw }) => {
    await goalSwitch(canvas);
    await userEvent.click(radio(canvas, 'settings:sound.whistle'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text('settings:save.failed'));
    await expect(radio(canvas, 'settings:sound.whistle')).toBeChecked();
    await expect(localSettings()).toMatchObject({ pushTong: 2 });
    await expect((await savedQuickSettings())?.pushTong).toBe(1);

    msw.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: text('settings:save.retry') }));
    await expect(await canvas.findByText(text('settings:save.saved'))).toBeVisible();
    await expect((await savedQuickSettings())?.pushTong).toBe(2);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
});

/** The dark theme applies at once and is kept on this device. */
export const DarkTheme = meta.story({
  play: async ({ canvas, userEvent }) => {
    await goalSwitch(canvas);
    await userEvent.click(radio(canvas, 'settings:display.dark'));
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(localStorage.getItem('theme')).toBe('dark');
  },
});

export const OpensLanguage = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: new RegExp(text('settings:display.language')) }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent('/languagesetting');
  },
});
