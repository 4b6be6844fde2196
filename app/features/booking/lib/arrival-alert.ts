const SOUND_KEY = 'durak.booking.arrivalSound'

/** The passenger's choice, kept on this device: sound is on unless turned off. */
export function isArrivalSoundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off'
  } catch {
    return true
  }
}

export function setArrivalSound(isOn: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, isOn ? 'on' : 'off')
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** Two short beeps made by Web Audio: no sound file to download. */
function beep(): void {
  const AudioContextClass = window.AudioContext
  if (!AudioContextClass) return
  const context = new AudioContextClass()
  for (const start of [0, 0.3]) {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.frequency.value = 880
    gain.gain.setValueAtTime(0.2, context.currentTime + start)
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + start + 0.25)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(context.currentTime + start)
    oscillator.stop(context.currentTime + start + 0.25)
  }
  setTimeout(() => void context.close(), 1000)
}

/**
 * The taxi is here: vibrate and beep, once per ride (a reload or a second tab does not ring again).
 * A browser that blocks sound before a tap stays silent; the screen says it anyway.
 */
export function alertArrival(rideId: string): void {
  const key = `durak.booking.arrived.${rideId}`
  try {
    if (sessionStorage.getItem(key)) return
    sessionStorage.setItem(key, '1')
  } catch {
    // storage blocked: ring anyway
  }
  navigator.vibrate?.([300, 150, 300])
  if (isArrivalSoundOn()) {
    try {
      beep()
    } catch {
      // no audio device
    }
  }
}
