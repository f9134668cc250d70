import type { MaintenanceInfo } from '@/shared/api/generated/main/model';
import { isSiteUnderMaintenance } from '@/shared/lib/maintenance';
import { parseServerTime } from '@/shared/lib/server-time';

export interface MaintenanceDetails {
  title: string | null;
  content: string | null;
  /** Epoch ms of the window, when both ends can be read. */
  startMs: number | null;
  endMs: number | null;
}

const text = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/** What the maintenance page can show about a site closure; null when the site is not under maintenance. */
export function maintenanceDetails(info: MaintenanceInfo | null | undefined): MaintenanceDetails | null {
  if (!info || !isSiteUnderMaintenance(info)) return null;
  const startMs = parseServerTime(info.startTime);
  const endMs = parseServerTime(info.endTime);
  const window = startMs !== null && endMs !== null && endMs > startMs;
  return {
    title: text(info.title),
    content: text(info.content),
    startMs: window ? startMs : null,
    endMs: window ? endMs : null,
  };
}

/** The window in the reader's time zone and language, e.g. "11/23, 09:00". */
export function formatMaintenanceTime(epochMs: number, language: string): string {
  const locale = language === 'zh-cn' ? 'zh-CN' : language;
  return new Intl.DateTimeFormat(locale, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(epochMs);
}
