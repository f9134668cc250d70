import preview from '../../.storybook/preview';
import { expect, fn } from 'storybook/test';
import { DatePicker } from '@/shared/ui/date-picker/DatePicker';
import { text } from '../support/text';
import { heldValue } from './support/held-value';
import { loadMessages } from './support/messages';

const LABEL = 'Birthday';

const ControlledDate = heldValue(DatePicker, 'value', '');

type Canvas = { getByRole: (role: string, options: { name: string }) => HTMLElement };
const select = (canvas: Canvas, part: 'year' | 'month' | 'day') =>
  canvas.getByRole('combobox', { name: text(`form:date.${part}`) });
/** The select names in screen order, as a screen reader meets them. */
const order = (elements: HTMLElement[]) =>
  elements.map((element) => (element as HTMLSelectElement).labels?.[0]?.textContent);
const optionValues = (element: HTMLElement) =>
  [...(element as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);

const meta = preview.meta({
  title: 'UI/DatePicker',
  component: ControlledDate,
  args: { label: LABEL, onChange: fn(), max: '2007-06-15' },
  beforeEach: loadMessages('form'),
});

export const EmptyVietnameseOrder = meta.story({
  globals: { locale: 'vi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: LABEL })).toBeVisible();
    await expect(order(canvas.getAllByRole('combobox'))).toEqual([
      text('form:date.day'),
      text('form:date.month'),
      text('form:date.year'),
    ]);
    await expect(select(canvas, 'year')).toHaveValue('');
    await expect(optionValues(select(canvas, 'year'))[0]).toBe('2007');
  },
});

export const ChooseBirthday = meta.story({
  globals: { locale: 'vi' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(select(canvas, 'day'), '15');
    await userEvent.selectOptions(select(canvas, 'month'), '8');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(select(canvas, 'year'), '1990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-08-15');
    await expect(canvas.getByText(text('form:date.chosen', { date: '15-08-1990' }))).toBeVisible();
  },
});

export const EnglishOrder = meta.story({
  globals: { locale: 'en' },
  args: { initial: '1990-08-15' },
  play: async ({ canvas }) => {
    await expect(order(canvas.getAllByRole('combobox'))).toEqual([
      text('form:date.month'),
      text('form:date.day'),
      text('form:date.year'),
    ]);
    await expect(select(canvas, 'month')).toHaveValue('8');
    await expect(select(canvas, 'day')).toHaveValue('15');
    await expect(select(canvas, 'year')).toHaveValue('1990');
    await expect(canvas.getByText(text('form:date.chosen', { date: '08-15-1990' }))).toBeVisible();
  },
});

export const KeyboardOnly = meta.story({
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(select(canvas, 'month')).toHaveFocus();
    await userEvent.tab();
    await expect(select(canvas, 'day')).toHaveFocus();
    await userEvent.tab();
    await expect(select(canvas, 'year')).toHaveFocus();
  },
});

export const LeapDayLostWithTheYear = meta.story({
  args: { initial: '2004-02-29' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(select(canvas, 'year'), '2005');
    await expect(select(canvas, 'day')).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(optionValues(select(canvas, 'day'))).toHaveLength(28);
    await userEvent.selectOptions(select(canvas, 'day'), '28');
    await expect(args.onChange).toHaveBeenLastCalledWith('2005-02-28');
  },
});

export const LatestAllowedDate = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(select(canvas, 'year'), '2007');
    await expect(optionValues(select(canvas, 'month'))).toEqual(['1', '2', '3', '4', '5', '6']);
    await userEvent.selectOptions(select(canvas, 'month'), '6');
    await expect(optionValues(select(canvas, 'day'))).toHaveLength(15);
  },
});

export const WithError = meta.story({
  args: { error: 'You must be 18 or older', hint: 'As on your ID card' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: LABEL });
    await expect(group).toHaveAccessibleDescription('As on your ID card You must be 18 or older');
    await expect(select(canvas, 'year')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('You must be 18 or older');
  },
});

export const Disabled = meta.story({
  args: { initial: '1990-08-15', disabled: true },
  play: async ({ canvas }) => {
    for (const element of canvas.getAllByRole('combobox')) await expect(element).toBeDisabled();
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { initial: '1990-08-15', error: 'You must be 18 or older' },
  play: async ({ canvas }) => {
    // The theme global reached the page: axe checks the dark colours, not the light ones.
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(select(canvas, 'year')).toHaveValue('1990');
  },
});
