// What the home screen's story files share: the screen with its real body at '/', fed by the home content
// handlers, and lotus888 as the member its member stories sign in.
import type { HttpHandler } from 'msw';
import { HomeBody } from '@/features/home/components/HomeBody';
import { screenAt, signedIn } from '../../support/screen';
import { homeContent } from './home-fixtures';

/** Meta fields (all but the title and component) of a home story file: the home content answered, and `extra` calls. */
export function homeScreen(...extra: HttpHandler[]) {
  return {
    args: { Body: HomeBody },
    ...screenAt('/'),
    parameters: { route: { path: '/' }, msw: { handlers: [...homeContent(), ...extra] } },
  };
}

/** A beforeEach that signs lotus888 in before the home screen renders. */
export const member = signedIn('lotus888');
