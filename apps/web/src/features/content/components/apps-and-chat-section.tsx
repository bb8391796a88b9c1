import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { APP_STORE_LINKS } from '../site-links.ts';
import s from './landing.module.css';

/** App download links and the chat link to /chat-support (part 1 section 2). */
export function AppsAndChatSection() {
  return (
    <section className={s.sectionSoft} aria-labelledby="apps-title">
      <div className={`${s.container} ${s.appsGrid}`}>
        <div>
          <h2 id="apps-title" className={s.sectionTitle} style={{ textAlign: 'left' }}>
            Take the Trust Fund with you
          </h2>
          <p style={{ color: 'var(--tf-muted)', lineHeight: 1.6 }}>
            Check your savings, approve trust requests and apply for a loan from your phone.
          </p>
          <div className={s.storeLinks}>
            <a className={s.store} href={APP_STORE_LINKS.android} target="_blank" rel="noopener noreferrer">
              Get it on Google Play
            </a>
            <a className={s.store} href={APP_STORE_LINKS.ios} target="_blank" rel="noopener noreferrer">
              Download on the App Store
            </a>
          </div>
        </div>
        <div>
          <h2 className={s.sectionTitle} style={{ textAlign: 'left' }}>
            Questions? Talk to us
          </h2>
          <p style={{ color: 'var(--tf-muted)', lineHeight: 1.6 }}>
            Our members support team answers visitors too, Monday to Friday.
          </p>
          <Link to={paths.chatSupport} className={s.button}>
            Chat with support
          </Link>
        </div>
      </div>
    </section>
  );
}
