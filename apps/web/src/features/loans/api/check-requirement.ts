import { request } from '../../../lib/api-client.ts';

/** POST /checkloanrequirement {loan_amount}: the trusters it needs; a refusal says why (data.reason). */
export const checkRequirement = async (amount: number) =>
  (await request('POST /checkloanrequirement', { body: { loan_amount: amount } })).data;
