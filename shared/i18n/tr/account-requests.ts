import type { Catalog } from '../types.ts'
import type { accountRequests as en } from '../en/account-requests.ts'

export const accountRequests: Catalog<typeof en> = {
  errors: {
    rideNotYours: 'Bu yolculuğu yolculuklarınız arasında bulamadık.',
    reportNotFound: 'Bu sorun bildirimini bulamadık.',
    weekOnlyForStatement:
      'Hafta bilgisi yalnızca “haftalık hesap özetinde eksik yolculuk” bildirimiyle gönderilebilir.',
    statementOnlyForDrivers: 'Haftalık hesap özetinde eksik yolculuğu yalnızca şoförler bildirebilir.',
    driverSuspended:
      'Çevrim içi olamazsınız: {{document}} belgenizin süresi {{date}} tarihinde doldu. Yeniden yolculuk alabilmek için yenileyip bize gönderin.',
    documentAwaitsReview:
      'Gönderdiğiniz yeni belge ({{document}}) ekibimizce kontrol edilip kabul edilene kadar çevrim içi olamazsınız.',
    driverNotVerified: 'Belgeleriniz doğrulanana kadar çevrim içi olamazsınız.',
    requestOpen: 'Açık bir talebiniz zaten var ({{reference}}). 30 gün içinde yanıtlayacağız.',
    documentsIncomplete:
      'Şoför doğrulanmadan önce tüm belgeler kaydedilmiş, taranmış ve geçerli olmalıdır. Eksik: {{missing}}.',
    scanTooLarge: 'Dosya 5 MB’tan büyük. Daha küçük bir tarama ya da fotoğraf gönderin.',
    scanType: 'Dosya PDF, JPEG, PNG ya da WebP olmalı ve içeriği türüyle uyuşmalıdır.',
    scanNeedsDocument: 'Önce belgenin numarasını ve tarihlerini kaydedin, sonra taramasını gönderin.',
    scanNotFound: 'Bu belgenin taraması yüklenmemiş.',
    alreadyClosed: 'Bu talep zaten yanıtlandı.',
    notStarted: 'Önce talebi “İşleme al” ile işleme alın, sonra yanıtlayın.',
    noAccount:
      'Bu e-posta adresiyle kayıtlı bir hesap yok; silinecek veri bulunmuyor. Talebi “veri bulunmuyor” diye yanıtlayın ya da reddedin.',
    accountExists: 'Bu e-posta adresiyle kayıtlı bir hesap var: talebi tamamlayın ya da reddedin.',
    notVerified:
      'Talep sahibi henüz doğrulanmadı. E-postayla gönderdiğimiz bağlantıyı açmasını bekleyin ya da onu nasıl doğruladığınızı kaydedin.',
    alreadyVerified: 'Bu talep sahibi zaten doğrulandı.',
    linkInvalid: 'Bu bağlantı geçerli değil ya da süresi doldu. Yeni bir bağlantı için {{email}} adresine yazın.',
  },
  categories: {
    overcharging: 'Fazla ücret alındı',
    long_route: 'Uzun yoldan gidildi',
    refusal: 'Yolcu almadı',
    rudeness: 'Kaba davranış',
    driving: 'Tehlikeli sürüş',
    lost_item: 'Kayıp eşya',
    other: 'Diğer',
    missing_from_statement: 'Haftalık hesap özetinde eksik yolculuk',
  },
  statuses: { OPEN: 'Açık', ANSWERED: 'Yanıtlandı', CLOSED: 'Kapatıldı' },
  documentGaps: { notRecorded: 'kaydedilmemiş', noScan: 'taraması yok', expired: 'süresi dolmuş' },
  documents: {
    DRIVING_LICENCE: 'sürücü belgesi',
    DRIVER_PERMIT: 'taksi şoförlük belgesi',
    VEHICLE_REGISTRATION: 'araç ruhsatı',
    INSPECTION: 'araç muayenesi',
    INSURANCE: 'sigorta',
  },
  ui: {
    verification: {
      title: 'Doğrulama ve belgeler',
      VERIFIED: 'Doğrulandı',
      PENDING: 'Beklemede',
      REJECTED: 'Reddedildi',
      rejectedBecause: 'Gerekçe: {{reason}}',
      pendingNote: 'Ekibimiz belgelerinizi inceliyor; doğrulandıktan sonra yolculuk alabilirsiniz.',
      suspended:
        'Yolculuk alamazsınız: {{document}} belgenizin süresi {{date}} tarihinde doldu. Yenileyip bize gönderin.',
      awaitsReview:
        'Yolculuk alamazsınız: gönderdiğiniz yeni belge ({{document}}) ekibimizce kontrol edilip kabul edilene kadar bekliyor.',
      expiring: '{{document}} belgenizin süresi {{date}} tarihinde doluyor ({{days}} gün kaldı).',
      noDocuments: 'Henüz kayıtlı belge yok.',
      document: 'Belge',
      number: 'Numara',
      expiresOn: 'Geçerlilik sonu',
      scan: 'Tarama',
      openScan: 'Taramayı açın',
      noScan: 'Henüz gönderilmedi',
    },
    documentForm: {
      title: 'Belge gönderin',
      lead: 'Numarayı ve tarihleri belgede yazdığı gibi girin, belgenin taramasını ya da fotoğrafını ekleyin.',
      kind: 'Belge',
      number: 'Belge numarası',
      issuedOn: 'Veriliş tarihi',
      expiresOn: 'Geçerlilik sonu',
      file: 'Tarama ya da fotoğraf',
      fileHint: 'PDF, JPEG, PNG ya da WebP, en fazla 5 MB.',
      fileRequired: 'Belgenin dosyasını seçin.',
      fileTooLarge: 'Dosya 5 MB’tan büyük. Daha küçük bir tarama ya da fotoğraf gönderin.',
      fileType: 'Dosya PDF, JPEG, PNG ya da WebP olmalıdır.',
      send: 'Belgeyi gönderin',
      sending: 'Gönderiliyor…',
      sent: 'Alındı: belgenizi ({{document}}) kontrol edeceğiz.',
      recorded: 'Belge kaydedildi: {{document}}.',
      error: 'Belge gönderilemedi. Yeniden deneyin.',
    },
    problems: {
      title: 'Sorun bildirin',
      lead: 'Neyin yanlış gittiğini anlatın. Yanıtımızı e-postayla ve burada veririz.',
      category: 'Ne oldu?',
      chooseCategory: 'Seçin…',
      ride: 'Yolculuk',
      noRide: 'Belirli bir yolculukla ilgili değil',
      message: 'Mesajınız',
      messageHint: 'Ne, ne zaman ve nerede oldu: ne kadar çok bilirsek o kadar hızlı yardım ederiz.',
      week: 'Hesap özeti haftası',
      weekHint: 'Hesap özetinin haftası, ör. 2026-W12.',
      submit: 'Bildirimi gönderin',
      sending: 'Gönderiliyor…',
      sent: 'Teşekkürler. {{reference}} numaralı bildiriminizi aldık.',
      listTitle: 'Sorun bildirimleriniz',
      none: 'Henüz bir sorun bildirmediniz.',
      answer: 'Yanıtımız',
      noAnswer: 'Henüz yanıtlanmadı.',
      reported: '{{date}} tarihinde bildirildi',
    },
    kvkk: {
      title: 'Verileriniz (KVKK)',
      lead: '6698 sayılı Kanun uyarınca hakkınızda tuttuğumuz tüm verileri indirebilir veya hesabınızın silinmesini isteyebilirsiniz. 30 gün içinde yanıtlarız.',
      download: 'Verilerimi indirin',
      deleteTitle: 'Hesabımı sil',
      reason: 'Neden ayrılmak istiyorsunuz?',
      reasonHint: 'Bir cümle yeterli.',
      deleteSubmit: 'Hesabımın silinmesini talep edin',
      deleteSent:
        'Talebiniz alındı. Başvuru numaranız {{reference}}; en geç {{date}} tarihine kadar yanıtlayacağız. Numarayı e-postayla da gönderdik.',
      requestsTitle: 'Talepleriniz',
      kind: { DELETION: 'Hesap silme', EXPORT: 'Veri indirme' },
      status: {
        RECEIVED: 'Alındı',
        IN_PROGRESS: 'İşlemde',
        COMPLETED: 'Tamamlandı',
        NO_DATA: 'Yanıtlandı: veri bulunmuyor',
        REJECTED: 'Reddedildi',
      },
      deadline: 'Son yanıt tarihi: {{date}}',
    },
    error: 'Bir sorun oluştu. Lütfen tekrar deneyin.',
  },
  mail: {
    signature: 'Durak ekibi',
    greeting: 'Merhaba {{name}},',
    received: {
      subject: '{{reference}} numaralı talebinizi aldık',
      intro: 'Durak hesabınızın silinmesi talebinizi aldık. Başvuru numaranız: {{reference}}.',
      deadline:
        '6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) uyarınca talebinizi en geç {{date}} tarihine kadar, 30 gün içinde ve ücretsiz olarak yanıtlayacağız.',
      keep: 'Bu talep hakkında bize yazarken lütfen başvuru numaranızı belirtin.',
      verify:
        'Herhangi bir veriyi silmeden önce talebin bu adresin sahibinden geldiğini bilmemiz gerekiyor. Lütfen 7 gün içinde şu bağlantıyı açarak onaylayın:',
      notYou: 'Böyle bir talepte bulunmadıysanız bu e-postayı dikkate almayın; hiçbir veri silinmeyecek.',
    },
    verifyAgain: {
      subject: '{{reference}} numaralı talebinizi onaylayın',
      intro: 'Bu e-posta adresine ait Durak hesabının silinmesi için bir talep aldık (başvuru numarası {{reference}}).',
    },
    completed: {
      subject: '{{reference}} numaralı talebiniz tamamlandı',
      intro:
        'İsteğiniz üzerine Durak hesabınızdaki kişisel verileri (ad, e-posta, telefon, favori yerler ve giriş bilgileri) sildik.',
      kept: 'Kanunen saklamamız gereken yolculuk ve ödeme kayıtları, adınız ve iletişim bilgileriniz olmadan saklanmaya devam eder.',
    },
    noData: {
      subject: '{{reference}} numaralı talebiniz yanıtlandı',
      intro:
        'Bu e-posta adresiyle ilişkili kişisel verileri aradık ve hiçbir veri tutmadığımızı gördük: bu adresle kayıtlı bir Durak hesabı yok.',
      nothingDeleted: 'Bu nedenle silinecek bir veri bulunmuyordu.',
    },
    rejected: {
      subject: '{{reference}} numaralı talebiniz yanıtlandı',
      intro: 'Talebinizi aşağıdaki nedenle yerine getiremedik:',
    },
    contact:
      'Bu adres yanıt alamaz. Sorularınız için başvuru numaranızla birlikte {{email}} adresine yazabilir ya da Kişisel Verileri Koruma Kurumu’na başvurabilirsiniz.',
    problemAnswered: {
      subject: '{{reference}} numaralı sorun bildiriminize yanıtımız',
      intro: 'Bildirdiğiniz sorunu ({{category}}) inceledik. Yanıtımız:',
      dashboard: 'Yanıtı panelinizde de okuyabilirsiniz.',
    },
  },
}
