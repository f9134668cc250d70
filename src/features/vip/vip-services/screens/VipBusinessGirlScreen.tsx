import { ExperiencePage } from '../components/ExperiencePage';

/** /vipBusinessGirl: the VIP event hostess service, unlocked from its VIP level, with its request form. */
export function VipBusinessGirlScreen() {
  return <ExperiencePage name="hostess" />;
}
