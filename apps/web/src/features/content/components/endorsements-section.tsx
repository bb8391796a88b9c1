import { useRef } from 'react';
import { useEndorsements } from '../api/endorsements.ts';
import s from './landing.module.css';
import { VideoEmbed } from './video-embed.tsx';

/** Endorsement videos in a slider (part 1 section 2), from GET /ayeendorsement. */
export function EndorsementsSection() {
  const { data: videos = [] } = useEndorsements();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section id="videos" className={s.section} aria-labelledby="videos-title">
      <div className={s.container}>
        <h2 id="videos-title" className={s.sectionTitle}>
          What our members say on video
        </h2>
        <p className={s.sectionLead}>
          Entrepreneurs across Nigeria on saving, borrowing and growing with the fund.
        </p>
        <div className={s.sliderControls}>
          <button type="button" className={`${s.buttonOutline} ${s.buttonSmall}`} onClick={() => scroll(-1)}>
            <span aria-hidden="true">←</span> Previous
          </button>
          <button type="button" className={`${s.buttonOutline} ${s.buttonSmall}`} onClick={() => scroll(1)}>
            Next <span aria-hidden="true">→</span>
          </button>
        </div>
        <ul ref={track} className={s.slider} aria-label="Endorsement videos">
          {videos.map((v) => (
            <li key={v.id} className={s.slide}>
              <VideoEmbed
                url={v.es_video_url}
                thumbnail={v.es_thumbnail}
                title={`${v.es_name}, ${v.es_businessname}`}
              />
              <h3>{v.es_name}</h3>
              <p>{v.es_businessname}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
