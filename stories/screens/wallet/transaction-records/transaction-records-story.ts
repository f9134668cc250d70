// What the transaction-record and details stories share: a record's details address and the list's rows.
import { PATHS } from '@/shared/config/paths';
import type { Canvas } from '../../../support/play';
import { text } from '../../../support/text';

export const detailsUrl = (recordNo: string) => `${PATHS.financialDetailsViews}?recordNo=${recordNo}`;

/** The record rows (links) of the list, once loaded. */
export const recordRows = async (canvas: Canvas) => {
  const list = await canvas.findByRole('list', { name: text('transaction-records:list.label') }, { timeout: 10_000 });
  return [...list.querySelectorAll('a')];
};
