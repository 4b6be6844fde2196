/** The phone sign-in form's text, loaded with the form when the visitor opens it. */
import type { Catalog } from '../types.ts'
import type { auth as en } from '../en/auth.ts'
import { register } from './auth-forms.ts'
import { phoneEntry } from './auth-sign-in.ts'

type En = typeof en

export const phone: Catalog<En['phone']> = {
  ...phoneEntry,
  number: 'Cep telefonu numarası',
  numberHint: 'Örneğin {{example}}',
  sendCode: 'Kod gönderin',
  sending: 'Gönderiliyor…',
  code: 'SMS kodu',
  codeHint: '{{phone}} numarasına gönderdiğimiz 6 haneli kod. Bir kez ve 3 dakika geçerlidir.',
  verify: 'Devam edin',
  verifying: 'Kontrol ediliyor…',
  resend: 'Yeni kod gönderin',
  changeNumber: 'Numarayı değiştirin',
  codeSent: '{{phone}} numarasına bir kod gönderdik.',
  profileTitle: 'Neredeyse bitti',
  profileIntro: 'Bu numara Durak’ta yeni. Yolcu hesabınızı tamamlamak için kendinizi tanıtın.',
  createAccount: 'Hesabımı oluşturun',
  creating: 'Hesabınız oluşturuluyor…',
  or: 'veya',
  useEmail: 'E-posta ve şifre ile giriş yapın',
  sms: 'Durak kodunuz: {{code}}. 3 dakika geçerlidir. Kimseyle paylaşmayın.',
  errors: {
    invalidNumber: '05 ile başlayan bir cep telefonu numarası girin, örneğin {{example}}.',
    invalidCode: 'SMS ile gelen 6 haneli kodu girin.',
    wrongCode: 'Kod hatalı. SMS’i kontrol edip tekrar deneyin.',
    expiredCode: 'Kodun süresi doldu. Yeni bir kod isteyin.',
    noCode: 'Bu kod artık geçerli değil (süresi doldu, kullanıldı ya da yenisi gönderildi). Yeni bir kod isteyin.',
    locked: 'Çok fazla hatalı kod girildi. Bu kod kilitlendi; yeni bir kod isteyin.',
    tooManySends_one: 'Çok fazla kod istendi. Lütfen {{count}} dakika sonra tekrar deneyin.',
    tooManySends_other: 'Çok fazla kod istendi. Lütfen {{count}} dakika sonra tekrar deneyin.',
    numberNotVerified:
      'Bu numara e-posta adresiyle açılmış ve SMS ile doğrulanmamış bir hesaba kayıtlı. E-posta adresiniz ve şifrenizle giriş yapın.',
    notPassenger: 'SMS ile giriş yolcu hesapları içindir. E-posta adresiniz ve şifrenizle giriş yapın.',
    sendFailed: 'SMS gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
    profileMissing: 'Adınızı, soyadınızı ve şehrinizi girin.',
    failed: 'Telefonla giriş başarısız oldu. Lütfen tekrar deneyin.',
  },
}

/** What the phone form registers: its profile step asks the registration form's questions. */
export const phoneFormAuth = { phone, register }
