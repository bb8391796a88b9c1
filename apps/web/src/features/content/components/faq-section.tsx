import { useState } from 'react';
import { useFaqs } from '../api/faqs.ts';
import { FAQ_PAGE_SIZE, showLessFaqs, showMoreFaqs } from '../faq-paging.ts';
import s from './landing.module.css';

/** FAQs from GET /ayefaq, 4 at a time with show more and show less (part 1 section 4). */
export function FaqSection() {
  const { data: faqs = [] } = useFaqs();
  const [shown, setShown] = useState(FAQ_PAGE_SIZE);
  const visible = faqs.slice(0, Math.min(shown, faqs.length));
  return (
    <section id="faq" className={s.sectionSoft} aria-labelledby="faq-title">
      <div className={s.container}>
        <h2 id="faq-title" className={s.sectionTitle}>
          Frequently Asked Questions
        </h2>
        <p className={s.sectionLead}>
          Showing {visible.length} of {faqs.length} questions.
        </p>
        <div className={s.faqList} data-testid="faq-list">
          {visible.map((f) => (
            <details key={f.id} className={s.faqItem}>
              <summary>{f.fq_questions}</summary>
              <p>{f.fq_answers}</p>
            </details>
          ))}
        </div>
        <div className={s.centerActions}>
          {shown < faqs.length ? (
            <button
              type="button"
              className={s.button}
              onClick={() => setShown(showMoreFaqs(shown, faqs.length))}
            >
              Show more
            </button>
          ) : null}
          {shown > FAQ_PAGE_SIZE && faqs.length > FAQ_PAGE_SIZE ? (
            <button type="button" className={s.buttonOutline} onClick={() => setShown(showLessFaqs(shown))}>
              Show less
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
