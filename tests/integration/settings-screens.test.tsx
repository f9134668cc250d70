// Settings through the real route tree: the four user settings held locally and saved to the account as quick
// settings (odds format as mouthSetting), read back from the member, the language screen, device information.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { updateMember } from '@mocks/handlers/account-shared';
import { server } from '@mocks/node';
import { getModifyQuickSettingUrl } from '@/shared/api/generated/main/member/member';
import { getDeviceId } from '@/shared/lib/device-id';
import { setTheme } from '@/shared/settings/app-settings';
import { getUserSettings } from '@/shared/settings/user-settings';
import { openApp, SLOW, t } from '../support/app';
import type { SeededMember } from '../support/session';
import { recordBodies, stopRecording } from '../support/requests';

const QUICK = getModifyQuickSettingUrl();
const lotus = () => db.members.findFirst((q) => q.where({ userName: 'lotus888' }), { strict: true });
const radio = (key: string) => screen.getByRole('radio', { name: t(key) });

/** Opens a settings screen as lotus888, or as a guest when `as` is null. */
const openAs = (path: string, language: 'en' | 'vi' = 'en', as: SeededMember | null = 'lotus888') =>
  openApp(path, { as: as ?? undefined, language, namespaces: ['settings'] });

afterEach(() => {
  stopRecording();
  setTheme('light');
});

describe('settings', { timeout: 30_000 }, () => {
  it('each change is kept on the device and saved to the account with the odds format as mouthSetting', async () => {
    const bodies = recordBodies(server, QUICK);
    await openAs('/settings');
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: t('settings:sound.enabled') }, SLOW);
    expect(radio('settings:odds.decimal')).toHaveAccessibleDescription('Example: 1.95');
    expect(radio('settings:odds.hongKong')).toHaveAccessibleDescription('Example: 0.95');

    await user.click(radio('settings:odds.hongKong'));
    await user.click(radio('settings:odds.changeAny'));
    await user.click(screen.getByRole('switch', { name: t('settings:sound.enabled') }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies).toEqual([
      { mouthSetting: 2, oddsChange: 1, pushTongStatus: 0, pushTong: 1 },
      { mouthSetting: 2, oddsChange: 0, pushTongStatus: 0, pushTong: 1 },
      { mouthSetting: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 1 },
    ]);
    expect(getUserSettings()).toEqual({ oddsFormat: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 1 });
    await waitFor(() => expect(lotus().memberQuickSettingRespVO).toEqual({ mouthSetting: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 1 }));
    expect(await screen.findByText(t('settings:save.saved'))).toBeInTheDocument();
    expect(radio('settings:sound.whistle')).toBeDisabled();
  });

  it('reads the member quick settings back into the local settings', async () => {
    await updateMember(lotus().id, (member) => {
      member.memberQuickSettingRespVO = { mouthSetting: 2, oddsChange: 2, pushTongStatus: 0, pushTong: 2 };
    });
    const bodies = recordBodies(server, QUICK);
    await openAs('/settings');
    await waitFor(() => expect(radio('settings:odds.hongKong')).toBeChecked(), SLOW);
    expect(radio('settings:odds.changeNever')).toBeChecked();
    expect(radio('settings:sound.whistle')).toBeChecked();
    expect(getUserSettings()).toEqual({ oddsFormat: 2, oddsChange: 2, pushTongStatus: 0, pushTong: 2 });
    // Reading back saves nothing.
    expect(bodies).toEqual([]);
  });

  it("the settings saved to the account become this device's settings when the profile loads, on any screen", async () => {
    await updateMember(lotus().id, (member) => {
      member.memberQuickSettingRespVO = { mouthSetting: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 2 };
    });
    const bodies = recordBodies(server, QUICK);
    expect(getUserSettings()).toEqual({ oddsFormat: 1, oddsChange: 1, pushTongStatus: 0, pushTong: 1 });
    await openAs('/user-center');
    await waitFor(() => expect(getUserSettings()).toEqual({ oddsFormat: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 2 }), SLOW);
    expect(bodies).toEqual([]);
  });

  it('a change the account did not take is not undone by the next screen', async () => {
    server.use(http.put(`*${QUICK}`, () => Response.error()));
    const { router } = await openAs('/settings');
    await userEvent.setup().click(await screen.findByRole('radio', { name: t('settings:odds.hongKong') }, SLOW));
    expect(await screen.findByText(t('settings:save.failed'), undefined, SLOW)).toBeInTheDocument();
    expect(getUserSettings().oddsFormat).toBe(2);
    await router.navigate('/user-center');
    expect(await screen.findByRole('heading', { name: 'Hoa Sen' }, SLOW)).toBeInTheDocument();
    // The profile in the cache still says decimal odds; only a fresh load after a login or a page load is adopted.
    expect(getUserSettings().oddsFormat).toBe(2);
  });

  it('reopening /settings after the account failed to take a change keeps the change on this device', async () => {
    server.use(http.put(`*${QUICK}`, () => Response.error()));
    const { router } = await openAs('/settings');
    await userEvent.setup().click(await screen.findByRole('radio', { name: t('settings:odds.hongKong') }, SLOW));
    expect(await screen.findByText(t('settings:save.failed'), undefined, SLOW)).toBeInTheDocument();
    await router.navigate('/user-center');
    expect(await screen.findByRole('heading', { name: 'Hoa Sen' }, SLOW)).toBeInTheDocument();
    await router.navigate('/settings');
    await screen.findByRole('switch', { name: t('settings:sound.enabled') }, SLOW);
    // The cached profile still says decimal odds: it was adopted once, when it loaded, and is not adopted again.
    expect(radio('settings:odds.hongKong')).toBeChecked();
    expect(getUserSettings().oddsFormat).toBe(2);
  });

  it('the theme switches to dark and stays on this device only', async () => {
    const bodies = recordBodies(server, QUICK);
    await openAs('/settings');
    await userEvent.setup().click(await screen.findByRole('radio', { name: t('settings:display.dark') }, SLOW));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(bodies).toEqual([]);
  });
});

describe('language', { timeout: 30_000 }, () => {
  it('switches from Vietnamese to English: texts, browser title and navigation title change, the choice is stored', async () => {
    await openAs('/languagesetting', 'vi', null);
    expect(await screen.findByRole('heading', { name: 'Ngôn ngữ' }, SLOW)).toBeInTheDocument();
    expect(document.title).toBe('Lotus - Thể thao, Casino và Trực tiếp');
    const options = await screen.findAllByRole('radio', {}, SLOW);
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['vi', 'zh-cn', 'en']);

    await userEvent.setup().click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Interface language' })).toBeInTheDocument(), SLOW);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    expect(document.title).toBe('Lotus - 体育、真人与直播娱乐');
    expect(localStorage.getItem('language')).toBe('en');
  });
});

describe('about and device', { timeout: 30_000 }, () => {
  it('/aboutus and /about-us show the same page', async () => {
    const { router } = await openAs('/aboutus', 'en', null);
    const first = await screen.findByText(t('settings:about.p1'), {}, SLOW);
    await router.navigate('/about-us');
    // Until React commits the new location the /aboutus screen is still mounted; wait for it to go first.
    await waitFor(() => expect(first).not.toBeInTheDocument(), SLOW);
    expect(router.state.location.pathname).toBe('/about-us');
    expect(await screen.findByText(t('settings:about.p1'), {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('settings:more.agreement') })).toHaveAttribute('href', '/useragreement');
  });

  it('/deviceinfo shows the device id the app sends with its calls', async () => {
    await openAs('/deviceinfo', 'en', null);
    const id = await screen.findByTestId('device-id', {}, SLOW);
    expect(id).toHaveTextContent(getDeviceId());
    const facts = id.closest('dl');
    expect(facts).not.toBeNull();
    expect(within(facts as HTMLElement).getByText(t('settings:device.platform')).nextElementSibling).toHaveTextContent('vietnam');
  });
});
