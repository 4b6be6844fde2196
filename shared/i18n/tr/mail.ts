import type { Catalog } from '../types.ts'
import type { mail as en } from '../en/mail.ts'

export const mail: Catalog<typeof en> = {
  resetPassword: {
    subject: 'Durak şifrenizi sıfırlayın',
    greeting: 'Merhaba {{name}},',
    intro: 'Durak hesabınızın şifresini sıfırlamak için bir talep aldık.',
    action: 'Yeni şifre belirleyin',
    expires: 'Bu bağlantı {{minutes}} dakika içinde geçersiz olur ve yalnızca bir kez kullanılabilir.',
    ignore: 'Bu talebi siz yapmadıysanız bu e-postayı yok sayabilirsiniz: şifreniz değişmez.',
    signature: 'Durak ekibi',
  },
  accountExists: {
    subject: 'Zaten bir Durak hesabınız var',
    greeting: 'Merhaba {{name}},',
    intro:
      'Biri, belki siz, bu e-posta adresiyle yeni bir Durak hesabı açmaya çalıştı. Zaten bir hesabınız olduğu için yeni hesap açılmadı.',
    signIn: 'Giriş yapın',
    reset: 'Şifrenizi mi unuttunuz? Giriş sayfasından sıfırlayabilirsiniz.',
    ignore: 'Bu siz değilseniz bu e-postayı yok sayabilirsiniz: hesabınızda bir değişiklik olmadı.',
    signature: 'Durak ekibi',
  },
}
