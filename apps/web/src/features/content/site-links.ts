/**
 * The fund's contact details and outside links, in one place for the footer, the contact section
 * and the pages that mention them. Operators change them here.
 */
export const CONTACT = {
  email: 'enquiries@trustfund.ng',
  whatsappNumber: '2348031234567',
  whatsappDisplay: '+234 803 123 4567',
  phone: '+2348031234567',
  phoneDisplay: '+234 803 123 4567',
  address: ['Trust Fund House', '14 Oyemekun Road', 'Akure, Ondo State', 'Nigeria'],
} as const;

export const whatsappLink = `https://wa.me/${CONTACT.whatsappNumber}`;

/** The organization that runs the fund, and its public pages. */
export const ORGANIZATION_LINKS = [
  { label: 'Youth Entrepreneurs Organization', href: 'https://www.yeo.ng' },
  { label: 'Facebook', href: 'https://www.facebook.com/trustfundng' },
  { label: 'X (Twitter)', href: 'https://x.com/trustfundng' },
  { label: 'Instagram', href: 'https://www.instagram.com/trustfundng' },
] as const;

export const APP_STORE_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=ng.trustfund.app',
  ios: 'https://apps.apple.com/ng/app/trust-fund/id1600000000',
} as const;

/** The explainer video, loaded from youtube-nocookie.com only when the visitor presses play. */
export const EXPLAINER_VIDEO_URL = 'https://www.youtube-nocookie.com/embed/tfExplain01';
