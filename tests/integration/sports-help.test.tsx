import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useScenario } from '@mocks/node';
import { openApp, SLOW, t } from '../support/app';

const NAMESPACES = ['sports-help', 'sports'];
/** The maintenance window line, whatever its times (the message with both times filled in). */
const windowLine = () => {
  const [before = '', , after = ''] = t('sports-help:maintain.window', { start: '\u0000', end: '\u0000' }).split('\u0000');
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.findByText(new RegExp(`^${escape(before)}.+${escape(after)}$`), undefined, SLOW);
};

describe('sports maintenance page', { timeout: 40_000 }, () => {
  it('the sports tab leads to /maintain while the C-sport game is maintained, with its window and the notices', async () => {
    useScenario('c-sport-maintenance');
    const { router } = await openApp('/', { namespaces: NAMESPACES });
    const user = userEvent.setup();
    const tabs = within(await screen.findByRole('navigation', { name: t('common:nav.main') }, SLOW));
    await user.click(await tabs.findByRole('link', { name: new RegExp(`^${t('common:tabbar.sports')}`) }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintain'));

    expect(await screen.findByRole('heading', { level: 1, name: t('sports-help:maintain.title') }, SLOW)).toBeInTheDocument();
    expect(await windowLine()).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t('sports-help:maintain.cart') })).toBeInTheDocument();
    const notices = within(screen.getByRole('region', { name: t('sports-help:bulletins.title') }));
    expect((await notices.findAllByRole('article', undefined, SLOW)).length).toBeGreaterThan(0);
  });

  it('the provider code 8 window shows on /maintain', async () => {
    useScenario('sports-maintenance');
    await openApp('/maintain', { namespaces: NAMESPACES });
    expect(await windowLine()).toBeInTheDocument();
  });

  it('says sports are open when nothing is maintained', async () => {
    const { router } = await openApp('/maintain', { namespaces: NAMESPACES });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: t('sports-help:maintain.toSports') }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'));
  });
});

describe('betting help', { timeout: 40_000 }, () => {
  it('the handicap guide leads to the bet practice, which settles the picked score', async () => {
    const { router } = await openApp('/HandicapTutorial', { namespaces: NAMESPACES });
    const user = userEvent.setup();
    const practice = await screen.findAllByRole('link', { name: t('sports-help:link.betMock') }, SLOW);
    await user.click(practice[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/betmock'));

    const result = () => within(screen.getByRole('region', { name: t('sports-help:betMock.result') }));
    await waitFor(() => expect(result().getByText(t('sports-help:outcome.halfWin'))).toBeInTheDocument(), SLOW);
    const awayMore = t('sports-help:betMock.more', { team: t('sports-help:betMock.goals.away') });
    await user.click(screen.getByRole('button', { name: awayMore }));
    expect(result().getAllByText(t('sports-help:outcome.loss'))[0]).toHaveClass(/outcome/);
    expect(result().getByText('0.00')).toBeInTheDocument();
  });

  it('the rules open the notices in a sheet', async () => {
    await openApp('/betrule', { namespaces: NAMESPACES });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('sports-help:bulletins.open') }, SLOW));
    const sheet = within(await screen.findByRole('dialog', { name: t('sports-help:bulletins.title') }, SLOW));
    expect(await sheet.findByRole('list', { name: t('sports-help:bulletins.title') }, SLOW)).toBeInTheDocument();
  });
});
