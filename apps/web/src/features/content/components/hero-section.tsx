import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { EXPLAINER_VIDEO_URL } from '../site-links.ts';
import s from './landing.module.css';
import { VideoEmbed } from './video-embed.tsx';

/** Hero with Login and Join For Free, and the explainer video (part 1 section 2). */
export function HeroSection() {
  return (
    <section className={s.hero} aria-labelledby="hero-title">
      <div className={`${s.container} ${s.heroGrid}`}>
        <div>
          <h1 id="hero-title" className={s.heroTitle}>
            Save together. Grow together. Borrow without interest.
          </h1>
          <p className={s.heroText}>
            Join the Trust Fund: save every week, earn from your trust network, and take interest-free loans
            with no collateral and no paperwork, backed by members who trust you.
          </p>
          <div className={s.heroActions}>
            <Link to={paths.login} className={s.buttonLight}>
              Login
            </Link>
            <Link to={paths.register} className={s.buttonOnDark}>
              Join For Free
            </Link>
          </div>
          <ul className={s.heroPoints}>
            <li>Loans at 0% interest: a decision within 59 seconds of your trusters’ consent</li>
            <li>Trust bonus of 0.5% to 1.5% on your total savings</li>
            <li>Business, legal and medical advisers on call</li>
          </ul>
        </div>
        <VideoEmbed
          url={EXPLAINER_VIDEO_URL}
          thumbnail="/images/explainer.svg"
          title="How the Trust Fund works (explainer video)"
        />
      </div>
    </section>
  );
}
