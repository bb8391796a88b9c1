/**
 * The Trust Market's sample deals (part 2 section 2.17: static sample content, not wired to any call).
 * Amounts in naira, as the sample shows them.
 */
export interface SampleDeal {
  id: number;
  poster: string;
  title: string;
  returnPercent: number;
  raisedNaira: number;
  targetNaira: number;
  deadlineDays: number;
  likes: number;
  reshares: number;
  about: string;
  comments: { by: string; text: string }[];
}

export const SAMPLE_DEALS: SampleDeal[] = [
  {
    id: 1,
    poster: 'Amaka Foods Ltd',
    title: 'Cassava flour processing expansion',
    returnPercent: 18,
    raisedNaira: 2_450_000,
    targetNaira: 5_000_000,
    deadlineDays: 21,
    likes: 34,
    reshares: 9,
    about: 'A second milling line in Ogun State to meet orders from three supermarket chains.',
    comments: [
      { by: 'Tunde B.', text: 'How long have the supermarket orders been running?' },
      { by: 'Amaka Foods Ltd', text: 'Eighteen months, with invoices available to investors.' },
    ],
  },
  {
    id: 2,
    poster: 'Kano Solar Co-op',
    title: 'Solar kits for 40 market shops',
    returnPercent: 12,
    raisedNaira: 900_000,
    targetNaira: 3_200_000,
    deadlineDays: 35,
    likes: 12,
    reshares: 3,
    about: 'Pay-as-you-go solar kits for traders in Kantin Kwari market, repaid weekly.',
    comments: [],
  },
];

export const TRENDING_DEAL = {
  poster: 'Lagos Logistics Hub',
  title: 'Two delivery vans for Lekki routes',
  returnPercent: 15,
  targetNaira: 8_000_000,
};
