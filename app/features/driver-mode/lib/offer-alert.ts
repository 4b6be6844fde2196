/**
 * The sound and buzz of a new offer. Browsers let a page play sound only after a tap, so the audio
 * context is opened by the "Go online" tap (`unlockOfferSound`) and reused for every offer.
 */
let audio: AudioContext | null = null

export function unlockOfferSound(): void {
  try {
    audio ??= new AudioContext()
    void audio.resume()
  } catch {
    audio = null // no Web Audio: the vibration and the card still tell the driver
  }
}

/** Two short beeps and a vibration, where the device has them. */
export function alertOffer(): void {
  if (audio && audio.state === 'running') {
    const start = audio.currentTime
    for (const at of [0, 0.35]) {
      const tone = audio.createOscillator()
      const gain = audio.createGain()
      tone.frequency.value = 880
      gain.gain.setValueAtTime(0.3, start + at)
      gain.gain.exponentialRampToValueAtTime(0.001, start + at + 0.25)
      tone.connect(gain).connect(audio.destination)
      tone.start(start + at)
      tone.stop(start + at + 0.25)
    }
  }
  if ('vibrate' in navigator) navigator.vibrate([300, 150, 300])
}
