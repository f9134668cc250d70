import { HelpArticle } from '../components/HelpArticle';

/** /HandicapTutorial: how Asian handicap and over/under lines settle, line by line, with worked examples. */
export function HandicapTutorialScreen() {
  return <HelpArticle article="tutorial" />;
}
