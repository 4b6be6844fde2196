import type { Catalog } from '../types.ts'
import type { mail as en } from '../en/mail.ts'

export const mail: Catalog<typeof en> = {
  resetPassword: {
    subject: 'Durak şifrenizi sıfırlayın',
    greeting: 'Merhaba {{name}},',
    intro: 'Durak hesabınızın şifresini sıfırlamak için bir talep aldık.',
    action: 'Yeni şifre belirle',
    expires: 'Bu bağlantı {{minutes}} dakika içinde geçersiz olur ve yalnızca bir kez kullanılabilir.',
    ignore: 'Bu talebi siz yapmadıysanız bu e-postayı yok sayabilirsiniz: şifreniz değişmez.',
    signature: 'Durak ekibi',
  },
}
