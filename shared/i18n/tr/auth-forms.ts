/** The registration and password-reset pages' own text: not loaded by the sign-in pages. */
import type { Catalog } from '../types.ts'
import type { auth as en } from '../en/auth.ts'

import { forgot, messages, phoneEntry, reasons, registerSuccess, signIn } from './auth-sign-in.ts'

type En = typeof en

export const reset: Catalog<En['reset']> = {
  title: 'Yeni şifre belirleyin',
  intro: 'Durak hesabınız için yeni bir şifre seçin.',
  newPassword: 'Yeni şifre',
  confirmPassword: 'Yeni şifre (tekrar)',
  passwordHint: 'En az 6 karakter.',
  submit: 'Yeni şifreyi kaydedin',
  submitting: 'Kaydediliyor…',
  invalidLinkTitle: 'Bu bağlantı artık geçerli değil',
  invalidLink:
    'Şifre sıfırlama bağlantısının süresi dolmuş veya bağlantı daha önce kullanılmış. Giriş sayfasından yeni bir bağlantı isteyin.',
  missingToken:
    'Bu sayfa, şifre sıfırlama e-postasındaki bağlantıyla açılmalıdır. Giriş sayfasından yeni bir bağlantı isteyin.',
  requestNewLink: 'Yeni bağlantı isteyin',
}

export const register: Catalog<En['register']> = {
  title: 'Yolcu kaydı',
  intro: 'Yolcu hesabınızı oluşturun. Şoförler mobil uygulamadan kaydolur.',
  firstName: 'Ad',
  lastName: 'Soyad',
  email: 'E-posta',
  phone: 'Telefon numarası',
  phoneHint: 'Örneğin {{example}}',
  password: 'Şifre',
  passwordHint: 'En az 6 karakter.',
  confirmPassword: 'Şifre (tekrar)',
  city: 'Şehir',
  chooseCity: 'Şehrinizi seçin',
  noticeBefore: 'Kişisel verilerinizin nasıl işlendiğini ',
  noticeLink: 'Aydınlatma Metni',
  noticeAfter: '’nde bulabilirsiniz.',
  marketingConsent:
    'Kampanya ve duyurular için bana ticari elektronik ileti (SMS ve elektronik posta) gönderilmesine onay veriyorum. İsteğe bağlıdır; onayınızı dilediğiniz zaman geri alabilirsiniz.',
  submit: 'Kaydolun',
  submitting: 'Kaydediliyor…',
  haveAccount: 'Zaten kayıtlı mısınız?',
  signIn: 'Giriş yapın',
  driverNote: 'Durak ile şoförlük mü yapmak istiyorsunuz?',
  driverLink: 'Şoför kaydı mobil uygulamada yapılır',
  success: registerSuccess,
  goToSignIn: 'Girişe gidin',
  failed: 'Kayıt sırasında bir hata oluştu',
  fixFields: 'Lütfen işaretli alanları düzeltin.',
  tooMany_one: 'Bu ağdan çok fazla kayıt denemesi yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
  tooMany_other: 'Bu ağdan çok fazla kayıt denemesi yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
}

/** What the registration and reset pages register (app/routes). */
export const registrationPageAuth = { signIn, messages, reasons, register, phone: phoneEntry }
export const resetPageAuth = { signIn, forgot, messages, reasons, reset }
