import { ExperiencePage } from '../components/ExperiencePage';

/** /vipYacht: a private yacht day, unlocked from its VIP level, with its request form. */
export function VipYachtScreen() {
  return <ExperiencePage name="yacht" />;
}
