import { useState } from 'react';
import s from './landing.module.css';

/**
 * A video that costs nothing until it is wanted: a thumbnail button, replaced by the
 * youtube-nocookie.com player (autoplaying) when the visitor presses it.
 */
export function VideoEmbed({ url, thumbnail, title }: { url: string; thumbnail: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const src = `${url}${url.includes('?') ? '&' : '?'}autoplay=1&rel=0`;
  return (
    <div className={s.video}>
      {playing ? (
        <iframe
          src={src}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={s.videoButton}
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${title}`}
        >
          <img src={thumbnail} alt="" width={640} height={360} loading="lazy" decoding="async" />
          <span className={s.play} />
        </button>
      )}
    </div>
  );
}
