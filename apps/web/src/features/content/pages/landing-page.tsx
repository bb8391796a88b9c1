import { lazy, useState } from 'react';
import { OnceShown } from '../../../ui/once-shown.tsx';
import { AppsAndChatSection } from '../components/apps-and-chat-section.tsx';
import { ContactSection } from '../components/contact-section.tsx';
import { CookieNotice } from '../components/cookie-notice.tsx';
import { EndorsementsSection } from '../components/endorsements-section.tsx';
import { FaqSection } from '../components/faq-section.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { HowItWorksSection } from '../components/how-it-works-section.tsx';
import s from '../components/landing.module.css';
import { LandingTopBar } from '../components/landing-top-bar.tsx';
import { LogoStrip } from '../components/logo-strip.tsx';
import { PromoBanners } from '../components/promo-banners.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { TestimonialsSection } from '../components/testimonials-section.tsx';
import { TrustPlansSection } from '../components/trust-plans-section.tsx';

/** Mantine's modal code loads only when the visitor opens the announcement. */
const ExpansionModal = lazy(() =>
  import('../components/expansion-modal.tsx').then((m) => ({ default: m.ExpansionModal })),
);

/** The landing page (part 1 section 2), every part in the spec's order. */
export default function LandingPage() {
  const [expansionOpen, setExpansionOpen] = useState(false);
  return (
    <div className={s.page}>
      <LandingTopBar />
      <main>
        <HeroSection />
        <HowItWorksSection />
        <PromoBanners onExpansion={() => setExpansionOpen(true)} />
        <TrustPlansSection />
        <LogoStrip />
        <EndorsementsSection />
        <FaqSection />
        <TestimonialsSection />
        <AppsAndChatSection />
        <ContactSection />
      </main>
      <SiteFooter />
      <CookieNotice />
      <OnceShown when={expansionOpen}>
        <ExpansionModal opened={expansionOpen} onClose={() => setExpansionOpen(false)} />
      </OnceShown>
    </div>
  );
}
