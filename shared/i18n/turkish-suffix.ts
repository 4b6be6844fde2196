/**
 * Turkish suffixes after words written in digits or abbreviated ("2026’dan", "16 Şub’tan"): the
 * suffix follows the pronunciation of the last spoken word, so a number is read out first.
 */

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz']
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan']
const BACK_VOWELS = 'aıou'
const VOWELS = 'aıoueiöü'
// "Fıstıkçı şahap": after these the suffix's d hardens to t
const VOICELESS = 'fstkçşhp'

/** The last word said when the whole number is read aloud: 2026 → "altı", 2040 → "kırk", 2000 → "bin". */
export function lastSpokenWord(value: number): string {
  if (value === 0) return 'sıfır'
  if (value % 10) return ONES[value % 10]!
  if (value % 100) return TENS[(value % 100) / 10]!
  if (value % 1000) return 'yüz'
  if (value % 1_000_000) return 'bin'
  return value % 1_000_000_000 ? 'milyon' : 'milyar'
}

/** How the last word of a text is said: digits read out as a number, letters as written. */
function spoken(text: string): string {
  const last = text.trim().split(/\s+/).pop() ?? ''
  const digits = /(\d+)\D*$/.exec(last)
  return digits ? lastSpokenWord(Number(digits[1])) : last.toLocaleLowerCase('tr')
}

/** The ablative ("from / since") of a text, with the apostrophe: "16 Şub 2026" → "16 Şub 2026’dan". */
export function withAblative(text: string): string {
  const word = spoken(text)
  const vowels = [...word].filter((letter) => VOWELS.includes(letter))
  const lastVowel = vowels.pop() ?? 'e'
  const vowel = BACK_VOWELS.includes(lastVowel) ? 'a' : 'e'
  const consonant = VOICELESS.includes(word.slice(-1)) ? 't' : 'd'
  return `${text}’${consonant}${vowel}n`
}
