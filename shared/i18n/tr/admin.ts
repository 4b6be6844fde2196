import type { Catalog } from '../types.ts'
import type { admin as en } from '../en/admin.ts'

export const admin: Catalog<typeof en> = {
  title: 'Durak operasyon',
  api: {
    twoFactorRequired: 'Önce iki adımlı girişi tamamlayın: personel hesapları doğrulama uygulaması kodu gerektirir.',
    accountDeactivated:
      'Bu hesap devre dışı bırakıldı. Bir hata olduğunu düşünüyorsanız Durak destek ile iletişime geçin.',
    notFound: 'Böyle bir kayıt yok.',
    notStaff: 'Bu hesap bir personel hesabı değil.',
    selfChange: 'Kendi hesabınızı devre dışı bırakamazsınız.',
    invalidDate: 'Tarihleri YYYY-AA-GG biçiminde girin; ilki ikincisinden sonra olmasın.',
  },
  nav: {
    label: 'Yönetim menüsü',
    overview: 'Genel bakış',
    users: 'Kullanıcılar',
    drivers: 'Şoförler ve doğrulama',
    rides: 'Yolculuklar',
    kvkk: 'KVKK talepleri',
    problems: 'Sorun bildirimleri',
    auditLog: 'İşlem kaydı',
    staff: 'Personel',
    signOut: 'Çıkış yap',
    signedInAs: '{{name}} olarak giriş yapıldı ({{role}})',
  },
  roles: { ADMIN: 'Yönetici', SUPPORT: 'Destek', PASSENGER: 'Yolcu', DRIVER: 'Şoför' },
  table: {
    nextPage: 'Sonraki sayfa',
    firstPage: 'İlk sayfa',
    exportCsv: 'CSV olarak indir',
    empty: 'Gösterilecek kayıt yok.',
    loading: 'Yükleniyor…',
    error: 'Liste yüklenemedi. Tekrar deneyin.',
    filters: 'Filtreler',
    apply: 'Uygula',
    any: 'Tümü',
  },
  placeholder: {
    title: 'Yakında',
    text: 'Yönetim panelinin bu bölümü hazırlanıyor.',
  },
  audit: {
    title: 'İşlem kaydı',
    trailTitle: 'Personel işlemleri geçmişi',
    at: 'Ne zaman',
    actor: 'Kim',
    action: 'İşlem',
    record: 'Kayıt',
    before: 'Önce',
    after: 'Sonra',
    recordType: 'Kayıt türü',
    recordId: 'Kayıt kimliği',
    actorId: 'Personel kimliği',
    none: 'Bu kayıtta henüz personel işlemi yok.',
  },
}
