import { formatDate } from '@/shared/lib/format';

/** What a cell shows for a value the unit does not have (no due date, no energy contract). */
export const NONE = '—';

export const dateOrNone = (value: string | null) => (value ? formatDate(value) : NONE);
