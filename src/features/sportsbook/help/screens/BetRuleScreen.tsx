import { HelpArticle } from '../components/HelpArticle';

/** /betrule: the betting rules: each market, settlement, parlays, cash-out, reserve bets and abandoned matches. */
export function BetRuleScreen() {
  return <HelpArticle article="rules" />;
}
