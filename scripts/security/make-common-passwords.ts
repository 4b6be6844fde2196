/**
 * Writes server/core/security/common-passwords.txt: passwords people pick first, which an attacker
 * tries first. Built from hand-kept seeds (the perennial top lists, keyboard walks, and Turkish
 * favourites: clubs, cities, names, `sifre`) with the suffixes people add (digits, years, `!`).
 * Only candidates of at least 6 characters (the spec's minimum) are kept; shorter ones are refused anyway.
 * Run: node --import tsx scripts/security/make-common-passwords.ts
 */
import { writeFileSync } from 'node:fs'

const SEEDS = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football
monkey letmein shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx
7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer
harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster
112233 george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie
159753 aaaaaa ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access
yankees 987654321 dallas austin thunder taylor matrix mobilemail mom monitor monitoring montana moon moscow
welcome admin administrator login passw0rd p@ssw0rd p@ssword passwort secret qwerty123 qwe123 asdf asdfghjkl
zaq12wsx 1q2w3e4r 1q2w3e 1q2w3e4r5t q1w2e3r4 qweasd qweasdzxc zxcvbnm123 abcdef abcd1234 a1b2c3 aa123456
iloveyou1 princess1 football1 monkey1 charlie1 welcome1 admin123 root toor test test123 guest user demo
changeme default letmein1 whatever nothing blink182 pokemon naruto minecraft samsung apple google facebook
instagram youtube twitter linkedin microsoft windows linux android iphone internet server database
sifre sifre123 parola parolam sifrem benim sevgilim askim canim hayatim bebegim aşkım şifre kalbim
galatasaray fenerbahce besiktas trabzonspor bursaspor goztepe karsiyaka cimbom fener bjk gs ts1967 gs1905
fb1907 bjk1903 istanbul ankara izmir bursa antalya adana konya gaziantep kayseri mersin eskisehir diyarbakir
samsun denizli sakarya kocaeli malatya trabzon erzurum van turkiye turkey ataturk mustafa kemal ayyildiz
mehmet ahmet ali ayse fatma zeynep elif emre murat mustafa hasan huseyin ibrahim ismail osman yusuf omer
merve esra ozlem ebru burak can cem deniz ece emine hatice meryem selin seda serkan tolga volkan yasin
kartal aslan kaplan kurt kara beyaz mavi kirmizi yesil sari siyah allah bismillah mashallah insallah
taksi taxi durak yolcu sofor surucu araba otobus metro
`
const SUFFIXES = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '!',
  '1!',
  '01',
  '07',
  '11',
  '13',
  '22',
  '23',
  '34',
  '35',
  '06',
  '69',
  '99',
  '00',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  '2026',
  '1903',
  '1905',
  '1907',
  '1967',
]

const seeds = new Set(SEEDS.split(/\s+/).filter(Boolean))
const candidates = new Set<string>()
for (const seed of seeds) {
  for (const suffix of SUFFIXES) {
    for (const form of [seed, seed[0]!.toLocaleUpperCase('tr') + seed.slice(1)]) candidates.add(form + suffix)
  }
}
// runs of one character, digit sequences, keyboard rows
for (let length = 6; length <= 12; length++) {
  for (const c of '0123456789abcdefghijklmnopqrstuvwxyz') candidates.add(c.repeat(length))
  candidates.add('1234567890'.repeat(2).slice(0, length))
  candidates.add('0987654321'.repeat(2).slice(0, length))
  for (const row of [
    'qwertyuiop',
    'asdfghjkl',
    'zxcvbnm',
    'qazwsxedcrfv',
    '1qaz2wsx3edc',
    'qwertyuıopğü',
    'asdfghjklşi',
  ]) {
    if (row.length >= length) candidates.add(row.slice(0, length))
  }
}
const list = [...candidates].filter((p) => p.length >= 6).sort()
writeFileSync(new URL('../../server/core/security/common-passwords.txt', import.meta.url), list.join('\n') + '\n')
console.log(`${list.length} common passwords written`)
