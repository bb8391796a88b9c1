/**
 * The short chime played when a send_message arrives and the unread counts are above 0 (part 2
 * section 4.14). Made with the Web Audio API, so there is no sound file to download. A browser that
 * blocks sound before the first tap simply stays silent.
 */
export function playUnreadSound(): void {
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const tone = ctx.createOscillator();
    const gain = ctx.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.35);
    tone.connect(gain).connect(ctx.destination);
    tone.start();
    tone.stop(ctx.currentTime + 0.35);
    tone.onended = () => void ctx.close();
    // Counted on the page, so a test (and a curious operator) can see the chime was played.
    document.documentElement.dataset.chatChime = String(
      Number(document.documentElement.dataset.chatChime ?? 0) + 1,
    );
  } catch {
    // No sound is better than a broken page.
  }
}
