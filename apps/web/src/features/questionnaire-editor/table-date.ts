import dayjs from 'dayjs';

/** Tables show dates as MM/DD/YYYY (spec 000 section 9). */
export const tableDate = (date: string): string => dayjs(date).format('MM/DD/YYYY');
