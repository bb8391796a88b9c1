/**
 * The public site's demo content: real, plain text about how the fund works, written from the
 * rules in the spec (part 1 section 9, part 2 section 9). Operators edit it later in the console.
 */

export const HOW_IT_WORKS = [
  {
    step: 1,
    title: 'Register',
    description:
      'Create your free account with your name, email and phone number, then choose the trust plan that fits your pocket: Silver, Gold, Platinum, Flexi or the free Basic plan.',
  },
  {
    step: 2,
    title: 'Save',
    description:
      'Save every week by automatic card debit or by bank transfer for a 12-month trust cycle. Your savings stay yours, and you can save more whenever you like.',
  },
  {
    step: 3,
    title: 'Earn',
    description:
      'Invite friends into your trust network and earn on three levels when they join, plus a trust bonus of 0.5% to 1.5% on your total savings.',
  },
  {
    step: 4,
    title: 'Cashout',
    description:
      'At the end of your cycle, cash out your savings, earnings and bonus within your cash-out window, or roll them into the next cycle.',
  },
] as const;

export const FAQS = [
  {
    question: 'What is the Trust Fund?',
    answer:
      'The Trust Fund is a savings, membership and interest-free loan fund for entrepreneurs, run by a youth entrepreneurs organization. Members save weekly, earn through their trust network, and borrow without interest, collateral or paperwork, with other members standing as their trusters.',
  },
  {
    question: 'Who can join?',
    answer:
      'Anyone aged 18 or older with a valid email address and phone number can register. Your account is fully active once you verify your email address, which you must do within 24 hours of registering.',
  },
  {
    question: 'How much does it cost to join?',
    answer:
      'The Basic plan is free. Silver, Gold and Platinum plans have a one-off membership fee for each 12-month cycle and a fixed weekly saving; the Flexi plan lets you choose your own amount, frequency and duration. Every fee is shown before you pay.',
  },
  {
    question: 'What is a Trust Fund Pin (TFP)?',
    answer:
      'Your TFP is your personal member code: the letters TFP followed by ten digits. You receive it when your plan becomes active. Other members use it to add you to their trust network, and you use it as the narration when you pay by bank transfer.',
  },
  {
    question: 'How do I make my weekly contribution?',
    answer:
      "Your card is debited automatically every 7 days for your plan's weekly saving, or you can pay by bank transfer to the fund's account with your TFP as the narration. Bank transfers can take up to 24 hours to reflect.",
  },
  {
    question: 'What happens if I miss a weekly payment?',
    answer:
      'You have a grace period of 4 weeks to catch up. If you miss 4 weekly payments in a row your account becomes dormant and you cannot take loans, POP or ETC until you pay what is outstanding.',
  },
  {
    question: 'How do interest-free loans work?',
    answer:
      "Members on Silver, Gold and Platinum plans can request a loan from N10,000 up to their plan's limit (N1,000,000, N5,000,000 or N10,000,000). Other members stake their TFPs as your trusters instead of collateral. Requests are accepted Monday to Friday, 8am to 5pm, and you pay back exactly what you borrowed.",
  },
  {
    question: 'When can I apply for a loan?',
    answer:
      'You become a qualified member after 12 weeks of regular contributions, and can then apply for a loan. After 6 months you become a bonafide member, which also opens Purchase Order Power (POP).',
  },
  {
    question: 'What are trusters?',
    answer:
      "Trusters are fellow members who vouch for your loan by staking their TFPs. The number you need depends on the amount: a Platinum truster counts as 10 Silver trusters and a Gold truster as 5. A truster's pin is held for the loan until it is repaid.",
  },
  {
    question: 'What are POP and ETC?',
    answer:
      "Purchase Order Power (POP) lets the fund buy an item you need for your business up to your plan's POP limit, which you repay later. Emergency Travel Cover (ETC) pays for an urgent trip up to your plan's ETC limit. Both are interest-free.",
  },
  {
    question: 'How do I earn from referrals?',
    answer:
      'Share your referral link. When someone joins through it you earn a Trust Earning, and you also earn when the people they invite join, up to three levels. Earnings can be redeemed from N5,000 or used to pay for a plan.',
  },
  {
    question: 'What is the trust bonus?',
    answer:
      'The trust bonus is paid on your total savings at the end of your cycle: 0.5% on Silver, 1% on Gold and 1.5% on Platinum. Flexi members earn between 0.5% and 1.5% depending on their contributions.',
  },
  {
    question: 'When can I cash out?',
    answer:
      'Your cycle lasts 12 months from the start of your plan (Flexi members choose 3, 6, 12 or 24 months). Your cash-out window opens in the last 7 days of your cycle, and you can then withdraw your savings, earnings and bonus to your bank account.',
  },
  {
    question: 'Can I change my plan?',
    answer:
      'Yes. You can upgrade or downgrade your plan from your profile page. The page shows the plans you can move to and what each change costs before you confirm it.',
  },
  {
    question: 'Is my card information safe?',
    answer:
      "Your card details go straight to our licensed payment provider and are never stored on our servers. We keep only the last four digits and the provider's token so that your weekly contribution can be debited.",
  },
  {
    question: 'How do I close my account?',
    answer:
      'Send a termination request to our support team. Your account is closed after a 72-hour notice period, and your savings, less any outstanding loan, POP or ETC, are paid to your bank account.',
  },
  {
    question: 'How do I reach customer care?',
    answer:
      'Members can chat with customer care and with our business, legal and medical experts from the dashboard. Visitors can start a conversation from the chat link, send us a message with the contact form, or email or WhatsApp us using the details at the bottom of this page.',
  },
] as const;

/** Endorsement videos: the thumbnail is served by the web app; the video is a youtube-nocookie embed. */
export const ENDORSEMENTS = [
  {
    name: 'Adebayo Ogunleye',
    businessName: 'Ogunleye Farms, Akure',
    thumbnail: '/images/endorsements/adebayo.svg',
    videoUrl: 'https://www.youtube-nocookie.com/embed/tfEndorse01',
  },
  {
    name: 'Chiamaka Eze',
    businessName: 'Amaka Styles, Enugu',
    thumbnail: '/images/endorsements/chiamaka.svg',
    videoUrl: 'https://www.youtube-nocookie.com/embed/tfEndorse02',
  },
  {
    name: 'Musa Abdullahi',
    businessName: 'Abdullahi Phones and Accessories, Kano',
    thumbnail: '/images/endorsements/musa.svg',
    videoUrl: 'https://www.youtube-nocookie.com/embed/tfEndorse03',
  },
  {
    name: 'Funmilayo Adeyemi',
    businessName: "Funmi's Kitchen, Ibadan",
    thumbnail: '/images/endorsements/funmilayo.svg',
    videoUrl: 'https://www.youtube-nocookie.com/embed/tfEndorse04',
  },
] as const;

export const TESTIMONIALS = [
  {
    name: 'Tolulope Akinwale',
    business: 'Tailor',
    location: 'Akure',
    text: 'I saved N5,000 every week on the Gold plan. When my sewing machine broke, two trusters from my network stood for me and I had a loan the same afternoon, with no interest.',
  },
  {
    name: 'Emeka Okafor',
    business: 'Phone repairs',
    location: 'Onitsha',
    text: 'The weekly debit keeps me disciplined. At the end of my cycle I cashed out my savings and the trust bonus and restocked my shop.',
  },
  {
    name: 'Aisha Bello',
    business: 'Catering',
    location: 'Abuja',
    text: 'I invited my sisters and friends and my referral earnings paid for my next membership fee. The dashboard shows every naira.',
  },
  {
    name: 'Segun Fashola',
    business: 'Poultry farm',
    location: 'Ondo',
    text: 'Purchase Order Power bought my feed when prices went up. I paid it back from my sales without any interest.',
  },
  {
    name: 'Ngozi Umeh',
    business: 'Hair salon',
    location: 'Port Harcourt',
    text: 'Customer care answered me on chat within minutes, and the legal adviser helped me register my business name.',
  },
] as const;
