import { ExperiencePage } from '../components/ExperiencePage';

/** /businessYoungModel: appearances of the brand ambassadors, unlocked from its VIP level, with its request form. */
export function BusinessYoungModelScreen() {
  return <ExperiencePage name="model" />;
}
