import type { QuickSetting, QuickSettingModifyRequest } from '@/shared/api/generated/main/model';
import { getUserSettings, setUserSettings, USER_SETTING_VALUES, type UserSettings } from './user-settings';

/** The local settings as the server stores them: the odds format travels as mouthSetting (SPEC.md section 3). */
export function toQuickSetting(settings: UserSettings): QuickSettingModifyRequest {
  return {
    mouthSetting: settings.oddsFormat,
    oddsChange: settings.oddsChange,
    pushTongStatus: settings.pushTongStatus,
    pushTong: settings.pushTong,
  };
}

const allowed = <K extends keyof UserSettings>(field: K, value: unknown): value is UserSettings[K] =>
  (USER_SETTING_VALUES[field] as readonly unknown[]).includes(value);

/** What the member's saved quick settings (memberQuickSettingRespVO) say, keeping only valid values. */
export function fromQuickSetting(saved: QuickSetting | null | undefined): Partial<UserSettings> {
  if (!saved) return {};
  const patch: Partial<UserSettings> = {};
  if (allowed('oddsFormat', saved.mouthSetting)) patch.oddsFormat = saved.mouthSetting;
  if (allowed('oddsChange', saved.oddsChange)) patch.oddsChange = saved.oddsChange;
  if (allowed('pushTongStatus', saved.pushTongStatus)) patch.pushTongStatus = saved.pushTongStatus;
  if (allowed('pushTong', saved.pushTong)) patch.pushTong = saved.pushTong;
  return patch;
}

/** True when applying the patch would change nothing. */
export function isSameSettings(settings: UserSettings, patch: Partial<UserSettings>): boolean {
  return (Object.keys(patch) as (keyof UserSettings)[]).every((field) => patch[field] === settings[field]);
}

/**
 * Makes what the member's account holds the local settings (a player who set Hong Kong odds on another phone sees
 * them here too). Returns whether anything changed.
 */
export function adoptQuickSettings(saved: QuickSetting | null | undefined): boolean {
  const patch = fromQuickSetting(saved);
  if (isSameSettings(getUserSettings(), patch)) return false;
  setUserSettings(patch);
  return true;
}
