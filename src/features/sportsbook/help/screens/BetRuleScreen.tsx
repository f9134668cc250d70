import { BulletinsButton } from '@/features/sportsbook/bulletins/components/BulletinsButton';
import { HelpArticle } from '../components/HelpArticle';

/** /betrule: the betting rules (each market, settlement, parlays, cash-out, reserve bets, abandoned matches) and the sports notices. */
export function BetRuleScreen() {
  return <HelpArticle article="rules" aside={<BulletinsButton />} />;
}
