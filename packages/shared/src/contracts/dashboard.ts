/** GET /userdashboard (part 2 section 3, "Profile completeness response") plus the badge inputs. */
export interface DashboardResponse {
  credit_card_info: number;
  profile: {
    profile_percentage: number;
    email_verified: number;
    bank_info: number;
    trust_rating_network: number;
    update_profile_user_info: number;
  };
  rating: { rating_count: number; loan_pop_etc_rating: number };
  /** 0 nothing running, 1 loan, 2 POP, 3 ETC (part 2 section 4.2). */
  loan_pop_etc_status: number;
  loan_status: number;
  pop_status: number;
  etc_status: number;
  u_tfp_pin_status: number;
  u_status: number;
  u_membertitle: string;
  u_reg_date: string;
  cashout_status: number;
  u_cashout_from: string | null;
  u_cashout_to: string | null;
  u_flexi_duration: number | null;
  u_pl_rgst_fee: number;
  plan_info: { pl_name: string; pl_id: number; pl_image: string } | null;
  u_trust_link: string | null;
  earnings: number;
  earning_number: number;
  /**
   * A plan bought by bank transfer that an operator has not yet confirmed: what to send, where, and the
   * TFP to use as the narration. Null when no transfer is awaited.
   */
  awaited_transfer: AwaitedTransfer | null;
}

export interface AwaitedTransfer {
  amount: number;
  plan_name: string;
  reference: string;
  /** The member's TFP: the narration that lets the operator match the money to the member. */
  narration: string;
  /** ISO time the member chose to pay by transfer. */
  requested_at: string;
  bank: { bank_name: string; account_number: string; account_name: string };
}

/** The four checklist items are worth 25% each (docs/domain-rules.md, Member home). */
export const PROFILE_ITEM_WEIGHT = 25;
/** Spec part 2 section 4.6: 100 or 75 lets a member apply for a loan, POP or ETC. */
export const PROFILE_PERCENT_TO_APPLY = 75;
export const LOCKED_MESSAGE =
  'Your Account is TEMPORARILY LOCKED due to DEFAULT. Contact Admin to Unlock Account';
export const TERMINATED_BADGE = 'ACCOUNT TERMINATED';
