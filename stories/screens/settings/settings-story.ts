import type { QuickSetting } from '@/shared/api/generated/main/model';
import { updateMember } from '@mocks/handlers/account-shared';
import { seededMember } from '../../support/expected';

/** What the mock backend holds as lotus888's quick settings. */
export async function savedQuickSettings(): Promise<QuickSetting | null | undefined> {
  return (await seededMember('lotus888')).member.memberQuickSettingRespVO;
}

/** Gives lotus888 other quick settings on the server, as if saved from another device. */
export async function saveOnServer(settings: Required<QuickSetting>): Promise<void> {
  const { member } = await seededMember('lotus888');
  await updateMember(member.id, (draft) => {
    draft.memberQuickSettingRespVO = settings;
  });
}

/** The settings this device keeps (local storage), as the app stored them. */
export function localSettings(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem('userSettings') ?? '{}') as Record<string, unknown>;
}
