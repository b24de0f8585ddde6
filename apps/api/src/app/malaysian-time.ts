/**
 * Malaysia keeps UTC+8 all year (no daylight saving): adding this to an instant and reading the
 * UTC fields gives the Malaysian calendar date and time, for slots, due dates and months.
 */
export const MYT_OFFSET_MS = 8 * 3_600_000;
