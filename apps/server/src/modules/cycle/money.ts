import { formatMoney } from '@trust/shared';

/** ₦5,000 or ₦1,250.50 in notices and messages: the one shared formatter, from integer kobo. */
export const naira = (kobo: bigint): string => formatMoney(kobo);
