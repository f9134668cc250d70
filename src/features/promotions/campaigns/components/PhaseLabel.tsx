import { useTranslation } from 'react-i18next';
import { campaignPhase, timeLeft } from '../lib/campaign-phase';

interface PhaseLabelProps {
  campaign: { startTime: string; endTime: string; status: number };
  now: number;
  className?: string;
}

/** Upcoming with the time until it starts, running with the time left, or ended. */
export function PhaseLabel({ campaign, now, className }: PhaseLabelProps) {
  const { t } = useTranslation('campaigns');
  const { phase, msLeft } = campaignPhase(campaign, now);
  const left = timeLeft(msLeft);
  const duration = t(`left.${left.unit}`, { count: left.count });
  const text = phase === 'upcoming' ? t('phase.upcoming', { left: duration }) : phase === 'running' ? t('phase.running', { left: duration }) : t('phase.ended');
  return (
    <span className={className} data-phase={phase}>
      {text}
    </span>
  );
}
