import type { Dayjs } from '@/shared/lib/dayjs';

type PickerKind = 'month' | 'date';

/** How the chosen date is shown, e.g. 'março de 2025'. */
export const DISPLAY_FORMAT: Record<PickerKind, string> = { month: 'MMMM [de] YYYY', date: 'DD/MM/YYYY' };

/** The display format first; the others are also accepted when typed. */
export const PICKER_FORMATS: Record<PickerKind, string[]> = {
  month: [DISPLAY_FORMAT.month, 'MM/YYYY'],
  date: [DISPLAY_FORMAT.date],
};

export type PickerFieldProps = {
  id: string;
  value: Dayjs;
  onChange: (date: Dayjs) => void;
  picker: PickerKind;
  /** Keeps keyboard focus when the picker replaces a focused placeholder. */
  autoFocus?: boolean;
  /** Opens at once: the placeholder was clicked (or opened from the keyboard) before the picker arrived. */
  openAtStart?: boolean;
};
