/** The sign-in pages' text (and what the registration and reset pages share with them). */
import type { Catalog } from '../types.ts'
import type { auth as en } from '../en/auth.ts'

type En = typeof en

export const signIn: Catalog<En['signIn']> = {
  title: {
    login: 'Giriş yapın',
    driver: 'Şoför girişi',
    passenger: 'Yolcu girişi',
  },
  intro: {
    login: 'Yolculuklarınızı ve hesabınızı görmek için giriş yapın.',
    driver: 'Şoför hesabınızla giriş yapın.',
    passenger: 'Yolcu hesabınızla giriş yapın.',
  },
  email: 'E-posta',
  password: 'Şifre',
  submit: 'Giriş yapın',
  submitting: 'Giriş yapılıyor…',
  forgotPassword: 'Şifrenizi mi unuttunuz?',
  backToHome: 'Ana sayfaya dönün',
  driverRegistration: 'Şoför olun',
  passengerRegistration: 'Yolcu olarak kaydolun',
  driverLogin: 'Şoför girişi',
  passengerLogin: 'Yolcu girişi',
  noAccount: 'Henüz hesabınız yok mu?',
  otherRole: 'Başka bir giriş mi arıyorsunuz?',
  redirecting: 'Zaten giriş yaptınız. Panelinize yönlendiriliyorsunuz…',
}

export const signedInAs: Catalog<En['signedInAs']> = {
  PASSENGER: 'Yolcu hesabıyla giriş yapmış durumdasınız.',
  DRIVER: 'Şoför hesabıyla giriş yapmış durumdasınız.',
  pageIsFor: {
    driver: 'Bu sayfa şoför hesapları içindir.',
    passenger: 'Bu sayfa yolcu hesapları içindir.',
  },
  ownPanel: {
    PASSENGER: 'Yolcu panelinize gidin',
    DRIVER: 'Şoför panelinize gidin',
  },
  switchAccount: {
    driver: 'Çıkış yapıp şoför olarak giriş yapın',
    passenger: 'Çıkış yapıp yolcu olarak giriş yapın',
  },
  signingOut: 'Çıkış yapılıyor…',
  signedOut: 'Oturumunuz kapatıldı. {{role}} hesabınızla giriş yapabilirsiniz.',
  role: { driver: 'Şoför', passenger: 'Yolcu' },
}

export const forgot: Catalog<En['forgot']> = {
  title: 'Şifrenizi sıfırlayın',
  intro: 'Hesabınızın e-posta adresini girin; yeni şifre belirlemeniz için bir bağlantı gönderelim.',
  submit: 'Sıfırlama bağlantısı gönderin',
  submitting: 'Gönderiliyor…',
  backToSignIn: 'Girişe dönün',
}

export const messages: Catalog<En['messages']> = {
  loginFailedWithReason: 'Giriş başarısız: {{reason}}',
  loginFailed: 'Giriş başarısız.',
  userDataNotFound: 'Kullanıcı verileri bulunamadı',
  unknownUserType: 'Kullanıcı türü belirlenemedi.',
  notDriverAccount: 'Bu hesap şoför hesabı değil. Lütfen yolcu girişini kullanın.',
  notPassengerAccount: 'Bu hesap yolcu hesabı değil. Lütfen şoför girişini kullanın.',
  resetFailedWithReason: 'Şifre sıfırlama başarısız: {{reason}}',
  resetFailed: 'Şifre sıfırlama başarısız.',
  resetEmailSent: 'Şifre sıfırlama e-postası gönderildi. E-posta kutunuzu kontrol edin.',
  passwordChanged: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
  tooManySignIns_one: 'Çok fazla giriş denemesi yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
  tooManySignIns_other: 'Çok fazla giriş denemesi yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
  accountDeactivated:
    'Giriş başarısız: bu hesap devre dışı bırakıldı. Bir hata olduğunu düşünüyorsanız Durak destek ile iletişime geçin.',
  accountLocked_one:
    'Çok fazla başarısız giriş nedeniyle bu hesap geçici olarak kilitlendi. {{count}} dakika sonra tekrar deneyin veya şifrenizi sıfırlayın.',
  accountLocked_other:
    'Çok fazla başarısız giriş nedeniyle bu hesap geçici olarak kilitlendi. {{count}} dakika sonra tekrar deneyin veya şifrenizi sıfırlayın.',
  tooManyResets_one: 'Çok fazla şifre sıfırlama denemesi yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
  tooManyResets_other: 'Çok fazla şifre sıfırlama denemesi yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
}

export const reasons: Catalog<En['reasons']> = {
  untrustedOrigin:
    'bu adresten giriş kabul edilmiyor. Siteyi kendi adresinden (sunucunun bildirdiği adresten) açıp tekrar deneyin.',
  invalidCredentials: 'e-posta veya şifre hatalı.',
  invalidEmail: 'e-posta adresi geçerli değil.',
  network: 'sunucuya ulaşılamıyor. Bağlantınızı kontrol edip tekrar deneyin.',
  server: 'sunucu isteği tamamlayamadı. Lütfen tekrar deneyin.',
  passwordTooShort: 'şifre en az 6 karakter olmalıdır.',
  passwordTooLong: 'şifre en fazla 128 karakter olabilir.',
  passwordTooCommon: 'bu şifre çok yaygın ve kolay tahmin edilir; lütfen başka bir şifre seçin.',
}

/** What the sign-in and registration pages show of phone sign-in before it is opened. */
export const phoneEntry: Pick<Catalog<En['phone']>, 'start' | 'loading' | 'tab' | 'intro'> = {
  start: 'SMS koduyla devam edin',
  loading: 'Açılıyor…',
  tab: 'Telefonla giriş',
  intro:
    'SMS ile 6 haneli bir kod göndeririz. İlk kez mi geliyorsunuz? Adınızı ve şehrinizi bir kez sorarız, hemen başlarsınız.',
}

/** Spec §8's message after registration, shown again on the sign-in page it leads to. */
export const registerSuccess = 'Kayıt başarılı! Giriş yapabilirsiniz.'

/** What a sign-in page registers (app/routes): the registration and reset text stay in auth-forms.ts (decision 008). */
export const signInPageAuth = {
  signIn,
  signedInAs,
  forgot,
  messages,
  reasons,
  phone: phoneEntry,
  register: { success: registerSuccess },
}
