import { dayjs } from '@/shared/lib/dayjs';

/**
 * Epoch milliseconds of a date from the API, NaN when it is not a date. A date-only value ('YYYY-MM-DD') is
 * midnight of that day in the customer's time zone (docs/decisions.md), never UTC midnight as `Date.parse`
 * reads it; a value with a time and offset is that instant. Labels are shared/lib/format's (Intl).
 */
export const toDateTime = (value: string): number => dayjs(value).valueOf();
