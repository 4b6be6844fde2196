import type { Catalog } from '../types.ts'
import type { accountRequests as en } from '../en/account-requests.ts'

export const accountRequests: Catalog<typeof en> = {
  errors: {
    rideNotYours: 'Bu yolculuğu yolculuklarınız arasında bulamadık.',
    reportNotFound: 'Bu sorun bildirimini bulamadık.',
    weekOnlyForStatement: 'Hafta bilgisi yalnızca "haftalık dökümde eksik yolculuk" bildirimiyle gönderilebilir.',
    statementOnlyForDrivers: 'Haftalık dökümde eksik yolculuğu yalnızca sürücüler bildirebilir.',
    driverSuspended: 'Çevrimiçi olamazsınız: {{document}} belgenizin süresi {{date}} tarihinde doldu. Yeniden yolculuk alabilmek için yenileyip bize gönderin.',
    driverNotVerified: 'Belgeleriniz doğrulanana kadar çevrimiçi olamazsınız.',
    requestOpen: 'Açık bir talebiniz zaten var ({{reference}}). 30 gün içinde yanıtlayacağız.',
    alreadyClosed: 'Bu talep zaten yanıtlandı.',
  },
  categories: {
    overcharging: 'Fazla ücret alındı',
    long_route: 'Uzun yoldan gidildi',
    refusal: 'Yolcu almadı',
    rudeness: 'Kaba davranış',
    driving: 'Tehlikeli sürüş',
    lost_item: 'Kayıp eşya',
    other: 'Diğer',
    missing_from_statement: 'Haftalık dökümde eksik yolculuk',
  },
  statuses: { OPEN: 'Açık', ANSWERED: 'Yanıtlandı', CLOSED: 'Kapatıldı' },
  documents: {
    DRIVING_LICENCE: 'sürücü belgesi',
    DRIVER_PERMIT: 'taksi şoförlük belgesi',
    VEHICLE_REGISTRATION: 'araç ruhsatı',
    INSPECTION: 'araç muayenesi',
    INSURANCE: 'sigorta',
  },
  mail: {
    signature: 'Durak ekibi',
    greeting: 'Merhaba {{name}},',
    received: {
      subject: '{{reference}} numaralı talebinizi aldık',
      intro: 'Durak hesabınızın silinmesi talebinizi aldık. Başvuru numaranız: {{reference}}.',
      deadline: '6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) uyarınca talebinizi en geç {{date}} tarihine kadar, 30 gün içinde ve ücretsiz olarak yanıtlayacağız.',
      keep: 'Bu talep hakkında bize yazarken lütfen başvuru numaranızı belirtin.',
    },
    completed: {
      subject: '{{reference}} numaralı talebiniz tamamlandı',
      intro: 'İsteğiniz üzerine Durak hesabınızdaki kişisel verileri (ad, e-posta, telefon, kayıtlı adresler ve giriş bilgileri) sildik.',
      kept: 'Kanunen saklamamız gereken yolculuk ve ödeme kayıtları, adınız ve iletişim bilgileriniz olmadan saklanmaya devam eder.',
    },
    rejected: {
      subject: '{{reference}} numaralı talebiniz yanıtlandı',
      intro: 'Talebinizi aşağıdaki nedenle yerine getiremedik:',
      contact: 'Bu e-postayı yanıtlayabilir veya Kişisel Verileri Koruma Kurumuna başvurabilirsiniz.',
    },
    problemAnswered: {
      subject: '{{reference}} numaralı sorun bildiriminize yanıtımız',
      intro: 'Bildirdiğiniz sorunu ({{category}}) inceledik. Yanıtımız:',
      dashboard: 'Yanıtı panelinizde de okuyabilirsiniz.',
    },
  },
}
