/** The page's content column: full width up to 1399 px (spec §9), with side padding. */
export const CONTAINER = 'mx-auto w-full max-w-[1399px] px-4 lg:px-6';
