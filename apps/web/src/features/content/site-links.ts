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
