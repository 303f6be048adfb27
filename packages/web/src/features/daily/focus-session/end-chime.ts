/**
 * The short sound at a session's planned end: two soft tones generated with Web Audio (no audio file to fetch or
 * allow in the CSP). Browsers start audio only after the user has interacted with the page, so Start (a tap)
 * prepares the audio context and the end plays on it later. Where Web Audio is missing or refuses, the failure
 * is logged and the other signals (the title, the notification, the message on the page) still tell the user.
 */
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context !== null) return context;
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  try {
    context = new window.AudioContext();
  } catch (error) {
    console.error('The focus timer cannot play its sound', error);
    return null;
  }
  return context;
}

/** Called on the user's tap (Start), so the context may run when the end comes. */
export function prepareChime(): void {
  const audio = audioContext();
  if (audio !== null && audio.state === 'suspended') audio.resume().catch((error: unknown) => console.error('The focus timer cannot play its sound', error));
}

/** Two tones of 880 and 660 Hz, each fading out over 0.35 s, at a gentle volume. */
export function playChime(): void {
  const audio = audioContext();
  if (audio === null) return;
  if (audio.state === 'suspended') audio.resume().catch((error: unknown) => console.error('The focus timer cannot play its sound', error));
  const start = audio.currentTime + 0.05;
  [880, 660].forEach((frequency, index) => {
    const at = start + index * 0.4;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  });
}
