import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { LetterDetailScreen } from '@/features/messages/letters/screens/LetterDetailScreen';
import { ACCOUNT_FAILURE } from '@mocks/scenarios/account';
import { getGetLetterDetailUrl } from '@/shared/api/generated/main/letter/letter';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { scenario } from '../../../support/mock-backend';
import { text } from '../../../support/text';
import { missingPicture } from '../messages-story';
import { letterById, wordsOf } from './letters-story';
import { signIn } from '../../../../tests/support/session';

const at = (id: number | string) => ({ route: { path: '/message/detail', url: `/message/detail?id=${id}` } });

const meta = preview.meta({
  title: 'Screens/Messages/Letters/LetterDetailScreen',
  component: LetterDetailScreen,
  parameters: at(9001),
  beforeEach: () => {
    signIn('lotus888');
  },
});

/** An unread letter: its title and words show, and opening it marks it read. */
export const UnreadLetter = meta.story({
  play: async ({ canvas }) => {
    const letter = await letterById(9001);
    await expect(await canvas.findByRole('heading', { name: letter?.title ?? '' })).toBeVisible();
    await expect(canvas.getByTestId('safe-html')).toHaveTextContent(wordsOf(letter?.content ?? ''));
    await expect(canvas.getByText(text('messages:types.notification'))).toBeVisible();
    await waitFor(async () => expect((await letterById(9001))?.status).toBe(1));
  },
});

/** A letter carrying <script>, onerror= and a script tag renders as clean markup: the words stay, the code goes. */
export const SanitisedLetter = meta.story({
  parameters: { ...at(9005), msw: { handlers: missingPicture() } },
  play: async ({ canvas }) => {
    const body = await canvas.findByTestId('safe-html');
    await expect(within(body).getByText('Không')).toBeVisible();
    await expect(body.querySelector('b')).toHaveTextContent('Không');
    await expect(body.querySelector('script')).toBeNull();
    const image = body.querySelector('img');
    await expect(image?.getAttributeNames().sort()).toEqual(['alt', 'src']);
    await expect(body.innerHTML).not.toMatch(/onerror|alert|<script/i);
  },
});

/** A javascript: link keeps its words but loses the link target. */
export const ScriptLinkRemoved = meta.story({
  parameters: at(9002),
  play: async ({ canvas }) => {
    const body = await canvas.findByTestId('safe-html');
    await expect(within(body).getByText('Tham gia ngay')).toBeVisible();
    await expect(body.querySelector('a')?.hasAttribute('href')).toBe(false);
    await expect(body.innerHTML).not.toMatch(/javascript:/i);
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetLetterDetailUrl()), play: showsLoading('messages:detail.loading') });

/** No answer from the server: a retry loads the letter once it is back. */
export const NetworkFailure = meta.story({
  parameters: downFor(getGetLetterDetailUrl()),
  play: retryAfterFailure('messages:detail.loadFailed', async (canvas) => expect(await canvas.findByRole('heading', { name: (await letterById(9001))?.title ?? '' })).toBeVisible()),
});

/** A refused load shows the server's message as a toast and the letter as gone. */
export const ServerRefusal = meta.story({
  parameters: { msw: { handlers: scenario('letters-error') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ACCOUNT_FAILURE.msg);
    await expect(await canvas.findByText(text('messages:detail.missing'))).toBeVisible();
  },
});

/** A letter that was deleted elsewhere, and a link without an id. */
export const Missing = meta.story({
  parameters: at(9999),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('messages:detail.missing'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('messages:detail.backToList') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/message$/);
  },
});

export const NoId = meta.story({
  parameters: at(''),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('messages:detail.missing'))).toBeVisible();
  },
});

/** Deleting asks first, then removes the letter and returns to its tab. */
export const Delete = meta.story({
  parameters: at(9003),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('messages:detail.delete') }));
    const dialog = await canvas.findByRole('alertdialog', { name: text('messages:confirm.title') });
    await expect(dialog).toHaveTextContent(text('messages:confirm.messageOne'));
    await userEvent.click(within(dialog).getByRole('button', { name: text('messages:confirm.delete') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent('/message?type=2');
    await expect(await letterById(9003)).toBeUndefined();
  },
});
