import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { seedCountries } from '@mocks/seed/site';
import { TextField } from '@/shared/ui/field/TextField';
import { Picker } from '@/shared/ui/picker/Picker';
import { areaCodeOptions } from '@/shared/ui/picker/picker-filter';
import { text } from '../support/text';
import { loadMessages } from './support/messages';

const TITLE = 'Area code';
const PHONE = 'Phone number';
const options = areaCodeOptions(seedCountries);

/** A phone field whose area-code button opens the picker, as the register and bind-phone forms use it. */
function AreaCodePhone({ searchable = false, onSelect }: { searchable?: boolean; onSelect: (value: string) => void }) {
  const [country, setCountry] = useState('VN');
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const areaCode = seedCountries.find((item) => item.countryCode === country)?.areaCode ?? '';
  return (
    <div style={{ padding: 16 }}>
      <TextField
        label={PHONE}
        kind="phone"
        country={country}
        value={phone}
        onChange={setPhone}
        start={
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-label={`${TITLE} ${areaCode}`}
            style={{ minHeight: 44, minWidth: 56, border: 0, background: 'transparent', color: 'inherit' }}
            onClick={() => setOpen(true)}
          >
            {areaCode}
          </button>
        }
      />
      <Picker
        open={open}
        title={TITLE}
        options={options}
        value={country}
        searchable={searchable}
        onSelect={(value) => {
          setCountry(value);
          setPhone('');
          onSelect(value);
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

const meta = preview.meta({
  title: 'UI/Picker',
  component: AreaCodePhone,
  args: { onSelect: fn() },
  beforeEach: loadMessages('form'),
});

const trigger = (canvas: { getByRole: (role: string, options: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('button', { name: new RegExp(`^${TITLE} `) });

export const Closed = meta.story({
  play: async ({ canvas }) => {
    const button = trigger(canvas);
    await expect(button).toHaveTextContent('+84');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

export const ChooseWithTap = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(trigger(canvas));
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const listbox = canvas.getByRole('listbox', { name: TITLE });
    await expect(canvas.getAllByRole('option')).toHaveLength(seedCountries.length);
    const current = canvas.getByRole('option', { name: '+84 Việt Nam' });
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await expect(current).toHaveFocus();
    // The sheet fades in; it is fully shown once the animation ends.
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.click(canvas.getByRole('option', { name: '+86 中国' }));
    await expect(args.onSelect).toHaveBeenCalledWith('CN');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger(canvas)).toHaveTextContent('+86');
    await expect(trigger(canvas)).toHaveFocus();
    // The phone field now follows the CN length of 11 digits.
    await userEvent.type(canvas.getByRole('textbox', { name: PHONE }), '1380013800099');
    await expect(canvas.getByRole('textbox', { name: PHONE })).toHaveValue('13800138000');
  },
});

export const ChooseWithKeyboard = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(trigger(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('option', { name: '+84 Việt Nam' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: '+81 日本' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('option', { name: '+62 Indonesia' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(canvas.getByRole('option', { name: '+84 Việt Nam' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(args.onSelect).toHaveBeenCalledWith('JP');
    await expect(trigger(canvas)).toHaveTextContent('+81');
    await expect(trigger(canvas)).toHaveFocus();
  },
});

export const EscapeKeepsTheChoice = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(trigger(canvas));
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(trigger(canvas)).toHaveTextContent('+84');
    await expect(trigger(canvas)).toHaveFocus();
  },
});

export const CloseButtonAndBackdrop = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(trigger(canvas));
    await userEvent.click(await canvas.findByRole('button', { name: text('common:common.close') }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger(canvas));
    const dialog = await canvas.findByRole('dialog');
    const backdrop = dialog.parentElement as Element;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 5, clientY: 5 } });
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

export const FocusStaysInTheSheet = meta.story({
  args: { searchable: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(trigger(canvas));
    const option = await canvas.findByRole('option', { name: '+84 Việt Nam' });
    await waitFor(() => expect(option).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text('common:common.close') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: text('form:picker.search') })).toHaveFocus();
    await userEvent.tab();
    await expect(option).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
});

export const Search = meta.story({
  args: { searchable: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(trigger(canvas));
    const search = await canvas.findByRole('searchbox', { name: text('form:picker.search') });
    await userEvent.type(search, 'viet');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(['+84 Việt Nam']);
    await userEvent.clear(search);
    await userEvent.type(search, '+85');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '+852 香港',
      '+855 Kampuchea',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: '+852 香港' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('KH');
  },
});

export const NoResults = meta.story({
  args: { searchable: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(trigger(canvas));
    await userEvent.type(await canvas.findByRole('searchbox'), 'zzz');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('form:picker.noResults'));
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { searchable: true },
  play: async ({ canvas, userEvent }) => {
    // The theme global reached the page: axe checks the dark colours, not the light ones.
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(trigger(canvas));
    await expect(await canvas.findByRole('option', { name: '+84 Việt Nam' })).toHaveAttribute('aria-selected', 'true');
  },
});
