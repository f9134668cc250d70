// Finders of what a screen story looks for by the text of a message key, so a story names the element once
// (`const save = namedButton('addresses:save')`) and every play function finds it the same way, in any language.
import type { Canvas } from './play';
import { text } from './text';

/** The button named by the text of `key` (on screen already). */
export const namedButton = (key: string) => (canvas: Canvas) => canvas.getByRole('button', { name: text(key) });

/** The field labelled by the text of `key` (on screen already). */
export const labelledField = (key: string) => (canvas: Canvas) => canvas.getByLabelText(text(key));

/** The field labelled by the text of `key`, waited for (while the screen is still loading). */
export const awaitLabelledField = (key: string) => (canvas: Canvas) => canvas.findByLabelText(text(key));

/** The list named by the text of `key`, waited for (while the screen is still loading). */
export const awaitNamedList = (key: string) => (canvas: Canvas) => canvas.findByRole('list', { name: text(key) });
