import { request } from '../lib/api-client.ts';

/**
 * POST /addreferedtrustpartner: the member's trust partner (a relationship, with a TFP code unless it
 * is NOONE). `quiet` for the referrer of a register link, named after the payment without a message.
 */
export const addTrustPartner = (
  u_relationship: string,
  u_tfp_code?: string,
  opts: { quiet?: boolean } = {},
) =>
  request('POST /addreferedtrustpartner', {
    body: { u_relationship, ...(u_tfp_code ? { u_tfp_code } : {}) },
    ...(opts.quiet ? {} : { showError: true, showSuccess: u_relationship !== 'NOONE' }),
  });
