import { nairaToKobo } from '@trust/shared';

/**
 * The plan catalogue a fresh database starts with (DESIGN section 9; spec part 1 sections 1 and 9,
 * part 2 sections 4.8 and 9). Operators edit plans afterwards; the seed never overwrites them.
 * Money in kobo: N1 = 100n.
 */
const N = (naira: number): bigint => nairaToKobo(naira);

export interface CataloguePlan {
  name: 'ORDINARY' | 'FLEXI' | 'SILVER' | 'GOLD' | 'PLATINUM';
  prefix: string;
  membershipFeeKobo: bigint;
  weeklySavingKobo: bigint;
  loanMaxKobo: bigint;
  coverLimitKobo: bigint;
  trustBonusBps: number;
  trustBonusMaxBps: number;
  referralL1Kobo: bigint;
  referralL2Kobo: bigint;
  referralL3Kobo: bigint;
  earningsToStartKobo: bigint;
  image: string;
  sortOrder: number;
  /** Shown in order; entries 2 to 8 are the card's "more benefits" side (spec part 1, plan detail). */
  benefits: { text: string; value: string }[];
}

const commonPaid = (weekly: string, fee: string) => [
  { text: 'Interest on Loans', value: '0% (you repay exactly what you borrow)' },
  { text: 'Qualified Member', value: 'After 12 weeks of savings' },
  { text: 'Membership Fee', value: `${fee} per 12-month cycle` },
  { text: 'Cash-out', value: 'Savings paid out in the last 7 days of your 12-month cycle' },
  { text: 'Advisory Services', value: 'Business, legal and medical advisers' },
  { text: 'Save More', value: `Add to your ${weekly} weekly savings any time` },
];

export const PLAN_CATALOGUE: CataloguePlan[] = [
  {
    name: 'ORDINARY',
    prefix: 'ORD',
    membershipFeeKobo: 0n,
    weeklySavingKobo: 0n,
    loanMaxKobo: 0n,
    coverLimitKobo: 0n,
    trustBonusBps: 0,
    trustBonusMaxBps: 0,
    referralL1Kobo: 0n,
    referralL2Kobo: 0n,
    referralL3Kobo: 0n,
    earningsToStartKobo: 0n,
    image: '/plans/basic.svg',
    sortOrder: 1,
    benefits: [
      { text: 'Weekly Savings', value: 'Not Applicable' },
      { text: 'Loans', value: 'Not Accessible' },
      { text: 'Membership Fee', value: 'Free' },
      { text: 'Trust Network', value: 'Build your network and stand as a truster for other members' },
      { text: 'Network Meetings', value: 'Join the meetings of your trust network' },
      { text: 'Advisory Services', value: 'Business, legal and medical advisers' },
      { text: 'Upgrade', value: 'Move to Flexi, Silver, Gold or Platinum when you are ready' },
    ],
  },
  {
    name: 'FLEXI',
    prefix: 'FTM',
    membershipFeeKobo: 0n,
    weeklySavingKobo: 0n,
    loanMaxKobo: N(10_000_000),
    coverLimitKobo: N(200_000),
    trustBonusBps: 50,
    trustBonusMaxBps: 150,
    referralL1Kobo: N(1_500),
    referralL2Kobo: N(600),
    referralL3Kobo: N(200),
    earningsToStartKobo: 0n,
    image: '/plans/flexi.svg',
    sortOrder: 2,
    benefits: [
      { text: 'Savings', value: 'Your own amount, daily, weekly or monthly' },
      { text: 'Loan Limit', value: 'Up to ₦10,000,000, in line with your weekly savings' },
      { text: 'Trust Bonus', value: '0.5% to 1.5% of total savings' },
      { text: 'ETC / POP Limit', value: 'Up to ₦200,000, in line with your weekly savings' },
      { text: 'Referral Earnings', value: 'Up to ₦1,500 / ₦600 / ₦200 on three levels' },
      { text: 'Duration', value: '3, 6, 12 or 24 months' },
      { text: 'Membership Fee', value: 'Quoted from your amount, frequency and duration' },
      { text: 'Qualified Member', value: 'After 12 weeks of savings' },
      { text: 'Interest on Loans', value: '0% (you repay exactly what you borrow)' },
    ],
  },
  {
    name: 'SILVER',
    prefix: 'STM',
    membershipFeeKobo: N(3_000),
    weeklySavingKobo: N(1_000),
    loanMaxKobo: N(1_000_000),
    coverLimitKobo: N(20_000),
    trustBonusBps: 50,
    trustBonusMaxBps: 50,
    referralL1Kobo: N(150),
    referralL2Kobo: N(60),
    referralL3Kobo: N(20),
    earningsToStartKobo: N(3_000),
    image: '/plans/silver.svg',
    sortOrder: 3,
    benefits: [
      { text: 'Weekly Savings', value: '₦1,000' },
      { text: 'Loan Limit', value: '₦1,000,000' },
      { text: 'Trust Bonus', value: '0.5% of total savings' },
      { text: 'ETC / POP Limit', value: '₦20,000' },
      { text: 'Referral Earnings', value: '₦150 / ₦60 / ₦20 on three levels' },
      ...commonPaid('₦1,000', '₦3,000'),
    ],
  },
  {
    name: 'GOLD',
    prefix: 'GTM',
    membershipFeeKobo: N(15_000),
    weeklySavingKobo: N(5_000),
    loanMaxKobo: N(5_000_000),
    coverLimitKobo: N(100_000),
    trustBonusBps: 100,
    trustBonusMaxBps: 100,
    referralL1Kobo: N(750),
    referralL2Kobo: N(300),
    referralL3Kobo: N(100),
    earningsToStartKobo: N(15_000),
    image: '/plans/gold.svg',
    sortOrder: 4,
    benefits: [
      { text: 'Weekly Savings', value: '₦5,000' },
      { text: 'Loan Limit', value: '₦5,000,000' },
      { text: 'Trust Bonus', value: '1% of total savings' },
      { text: 'ETC / POP Limit', value: '₦100,000' },
      { text: 'Referral Earnings', value: '₦750 / ₦300 / ₦100 on three levels' },
      ...commonPaid('₦5,000', '₦15,000'),
    ],
  },
  {
    name: 'PLATINUM',
    prefix: 'PTM',
    membershipFeeKobo: N(30_000),
    weeklySavingKobo: N(10_000),
    loanMaxKobo: N(10_000_000),
    coverLimitKobo: N(200_000),
    trustBonusBps: 150,
    trustBonusMaxBps: 150,
    referralL1Kobo: N(1_500),
    referralL2Kobo: N(600),
    referralL3Kobo: N(200),
    earningsToStartKobo: N(30_000),
    image: '/plans/platinum.svg',
    sortOrder: 5,
    benefits: [
      { text: 'Weekly Savings', value: '₦10,000' },
      { text: 'Loan Limit', value: '₦10,000,000' },
      { text: 'Trust Bonus', value: '1.5% of total savings' },
      { text: 'ETC / POP Limit', value: '₦200,000' },
      { text: 'Referral Earnings', value: '₦1,500 / ₦600 / ₦200 on three levels' },
      ...commonPaid('₦10,000', '₦30,000'),
    ],
  },
];
