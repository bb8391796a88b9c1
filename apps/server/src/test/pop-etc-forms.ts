import type { TestMember } from './members.ts';
import type { PopEtcConsole } from './pop-etc-console.ts';

/**
 * The POP and ETC forms as the member's app sends them (dates in the spec's MM/DD/YYYY, after the
 * console world's "now" of 3 December 2026), the calls that send them, and a refusal read as
 * [status, message].
 */
export function popEtcForms(w: Pick<PopEtcConsole, 'call' | 'lagos' | 'abuja'>) {
  const etcBody = (patch: Record<string, unknown> = {}) => ({
    ec_from: w.lagos,
    ec_to: w.abuja,
    ec_type: 'Round Trip',
    ec_travel_by: 'Bus',
    ec_reason: 'My mother is ill in Abuja',
    ec_from_travel_date: '12/05/2026',
    ec_to_travel_date: '12/10/2026',
    ec_repayment_date: '01/30/2027',
    ...patch,
  });
  // The first item of the catalogue, read once.
  let popItem = 0;
  const popBody = (patch: Record<string, unknown> = {}) => ({
    pr_item_id: popItem,
    pr_item_name: 'HP laptop, 15 inch',
    pr_repayment_date: '02/26/2027',
    pr_reason_item_purchase: 'For the bookkeeping of my shop',
    pr_delivery_location: '12 Allen Avenue, Ikeja',
    ...patch,
  });
  return {
    etcBody,
    applyEtc: (m: TestMember, patch?: Record<string, unknown>) =>
      w.call(m, 'POST', '/emergencytravelcover', etcBody(patch)),
    applyPop: async (m: TestMember, patch?: Record<string, unknown>) => {
      if (!popItem) popItem = (await w.call(m, 'GET', '/popitemlist')).json().data[0].pop_item_id;
      return w.call(m, 'POST', '/purchaseorderpower', popBody(patch));
    },
    refusal: (res: { statusCode: number; json(): { message: string } }) => [
      res.statusCode,
      res.json().message,
    ],
  };
}
