/** 'YYYY-MM-DD' (a date input's value) as 'MM/DD/YYYY' (what the loan calls take, part 2 section 5). */
export const toMmDdYyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** 'MM/DD/YYYY' as 'YYYY-MM-DD'. */
export const toIsoDay = (mmddyyyy: string) =>
  `${mmddyyyy.slice(6, 10)}-${mmddyyyy.slice(0, 2)}-${mmddyyyy.slice(3, 5)}`;

/** Today in Lagos as 'YYYY-MM-DD' (UTC+1 all year). */
export const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
