import { i18n, changeLanguage } from '@/shared/i18n';
import { normaliseLanguage } from '@/shared/i18n/language';
import { isAgentLineConfigLoaded, loadAgentLineConfig } from '@/shared/config/agent-lines';
import { startProgress } from '@/shared/ui/progress-bar/progress';

/** The agent-line configuration may take this long on the first navigation before the guard moves on. */
export const AGENT_LINE_WAIT_MS = 5_000;

/** Applies the URL `lang` parameter when it names a language other than the current one. */
export async function applyUrlLanguage(lang: string | null): Promise<void> {
  const language = normaliseLanguage(lang);
  if (!language || language === i18n.language) return;
  try {
    await changeLanguage(language);
  } catch {
    // A language bundle that fails to load leaves the current language in place.
  }
}

/** Loads the agent-line configuration once; a failure or a slow load never stops the navigation. */
export async function ensureAgentLineConfig(): Promise<void> {
  if (isAgentLineConfigLoaded()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, AGENT_LINE_WAIT_MS);
  });
  try {
    await Promise.race([loadAgentLineConfig().then(() => undefined), timeout]);
  } catch {
    // The defaults stay in force.
  } finally {
    clearTimeout(timer);
  }
}

/** Step 1: progress bar, language, agent-line configuration. */
export async function startNavigation(url: URL): Promise<void> {
  startProgress();
  await applyUrlLanguage(url.searchParams.get('lang'));
  await ensureAgentLineConfig();
}
