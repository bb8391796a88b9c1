import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FUND_DETAILS_ID, FundDetailsSection, ReturnsClaim } from '../components/fund-details-section.tsx';
import s from '../components/landing.module.css';
import { PublicPage } from '../components/public-page.tsx';
import { LEARN_MORE_SECTIONS } from '../learn-more-sections.tsx';

/**
 * Learn More (part 2 section 2.18): every topic, with anchors such as #cashout, #trustwallet and
 * #plandownup, and who runs the fund (#whorunsthefund) from the operators' details.
 */
export default function LearnMorePage() {
  const { hash } = useLocation();
  // The page is loaded lazily, so the browser's own jump to the anchor happened before it existed.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <PublicPage>
      <h1>Learn More</h1>
      <p>How the Trust Fund works, from registering to cashing out.</p>
      <nav aria-label="Topics">
        <ol className={s.toc}>
          {LEARN_MORE_SECTIONS.map((sec) => (
            <li key={sec.id}>
              <a href={`#${sec.id}`}>{sec.title}</a>
            </li>
          ))}
          <li>
            <a href={`#${FUND_DETAILS_ID}`}>Who runs the fund</a>
          </li>
        </ol>
      </nav>
      {LEARN_MORE_SECTIONS.map((sec) => (
        <section key={sec.id} id={sec.id} aria-labelledby={`${sec.id}-title`}>
          <h2 id={`${sec.id}-title`}>{sec.title}</h2>
          {sec.body}
          {sec.id === 'trustinvest' && <ReturnsClaim />}
        </section>
      ))}
      <FundDetailsSection />
    </PublicPage>
  );
}
