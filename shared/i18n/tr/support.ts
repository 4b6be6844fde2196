import type { Catalog } from '../types.ts'
import type { support as en } from '../en/support.ts'

export const support: Catalog<typeof en> = {
  title: 'Destek Merkezi',
  description:
    'Durak destek, 7/24: sık sorulan soruların yanıtları, e-posta, telefon ve mesajlaşma uygulamasıyla iletişim ve acil destek hattı.',
  lead: 'Sık sorulan soruların yanıtları ve haftanın 7 günü, 24 saat yardıma hazır bir ekip.',
  quick: {
    label: 'Hızlı iletişim',
    call: 'Arayın: {{phone}}',
    chat: 'WhatsApp’tan yazın',
    email: 'E-posta gönderin',
  },
  newTab: '(yeni sekmede açılır)',
  topics: {
    title: 'Hangi konuda yardıma ihtiyacınız var?',
    hint: 'Bir konu seçin; sizi o konu seçili olarak iletişim formuna götürelim.',
  },
  categories: {
    account: 'Hesap işlemleri',
    booking: 'Taksi çağırma',
    payment: 'Ödeme',
    technical: 'Teknik sorun',
    driver: 'Şoför işlemleri',
    other: 'Diğer',
  },
  categoryHints: {
    account: 'Giriş, şifre, profil, hesap silme',
    booking: 'Biniş noktası, varış noktası, iptal',
    payment: 'Ücretler, makbuzlar, iadeler, puanlar',
    technical: 'Uygulama veya web sitesi çalışmıyor',
    driver: 'Kayıt, doğrulama, kazançlar',
    other: 'Öneriler ve diğer her şey',
  },
  tabs: {
    label: 'Destek bölümleri',
    faq: 'SSS',
    contact: 'İletişim',
    emergency: 'Acil Durum',
  },
  faq: {
    title: 'Sık sorulan sorular',
    items: {
      register: {
        q: 'Nasıl kayıt olurum?',
        a: 'Yolcular bu web sitesindeki [yolcu kayıt formu](/passenger-registration) ile kayıt olabilir: adınızı, e-posta adresinizi, cep telefonu numaranızı, en az 6 karakterli bir şifre ve şehrinizi girin. Ardından aynı hesapla web’de ve yayımlandığında mobil uygulamada oturum açabilirsiniz.',
      },
      callTaxi: {
        q: 'Nasıl taksi çağırırım?',
        a: 'Taksi, yakında Google Play ve App Store’da yayımlanacak Durak mobil uygulamasından çağrılır. Biniş noktanızı belirleyin, varış noktanızı girin ve tahmini ücreti kontrol edip taksiyi çağırın. Bir şoför kabul eder etmez şoförünüzü, aracı ve plakayı görür, taksiyi haritada takip edebilirsiniz.',
      },
      payments: {
        q: 'Nasıl ödeme yapabilirim?',
        a: 'Nakit, kredi kartı veya mobil ödeme ile ödeyebilirsiniz. Ücret, şehrinizin taksi tarifesine ve güzergâhtaki geçiş ücretlerine göre belirlenir (yolculuktan önce [ücreti hesaplayabilirsiniz](/ucret-hesapla)); her yolculuktan sonra size makbuz gönderilir. Kart numaraları lisanslı ödeme kuruluşumuz tarafından işlenir; bunları hiçbir zaman saklamayız.',
      },
      driverApplication: {
        q: 'Nasıl Durak şoförü olurum?',
        a: 'Şoför kaydı yalnızca Durak mobil uygulamasından yapılır. Geçerli bir sürücü belgesi, taksi çalışma izni ve şehrinizin kurallarına uygun bir araç gerekir; ilk yolculuğunuzdan önce kimliğinizi, belgelerinizi ve aracınızı doğrularız. Ayrıntılar [şoför bilgi sayfasında](/driver-registration).',
      },
      premium: {
        q: 'Premium üyelik neler sunar?',
        a: 'Premium; öncelikli taksi hizmeti, premium destek, özel indirimler, havalimanı önceliği ve puanlarınızla ücretsiz yolculuklar sunar. Her yolcu ücretsiz üyelikle başlar ve harcamasıyla orantılı iade puanı kazanır.',
      },
      security: {
        q: 'Durak güvenliğimi nasıl sağlıyor?',
        a: 'Her şoförün kimliği, belgesi ve aracı doğrulanır, araçlar temiz tutulur, yolculuklar GPS ile takip edilir ve anlık bildirimler alırsınız. Şoförünüzü puanlayabilir ve {{phone}} numaralı 7/24 acil destek hattımıza ulaşabilirsiniz. Can güvenliği tehlikedeyse 112’yi arayın.',
      },
      cancellation: {
        q: 'Yolculuğu iptal edebilir miyim?',
        a: 'Evet. Şoför atanmadan önce ve atamadan sonraki ilk {{minutes}} dakika içinde iptal ücretsizdir. Sonrasında iptal ücreti uygulanır; uygulama, onaylamadan önce tutarı gösterir. Ayrıntılar [Kullanım Koşulları](/terms-of-service) sayfamızda.',
      },
      cities: {
        q: 'Hangi şehirlerde hizmet veriyorsunuz?',
        a: 'Durak {{count}} büyük şehirde hizmet veriyor: {{cities}}.',
      },
    },
  },
  contact: {
    title: 'Bize ulaşın',
    intro: 'E-postaları {{hours}} saat içinde yanıtlarız; telefon ve sohbet 7/24 açıktır.',
    channels: {
      email: 'E-posta',
      emailNote: '{{hours}} saat içinde yanıt',
      messaging: 'WhatsApp',
      messagingNote: '7/24 bizimle yazışın',
      phone: 'Telefon',
      phoneNote: '7/24 bizi arayın',
    },
    form: {
      title: 'Bize mesaj gönderin',
      note: 'E-posta programınız, {{email}} adresine gönderilmeye hazır mesajla açılır. Orada gönder’e basana kadar hiçbir şey gönderilmez.',
      name: 'Ad soyad',
      email: 'E-posta',
      phone: 'Telefon (isteğe bağlı)',
      phoneHint: 'Örneğin {{example}}',
      category: 'Kategori',
      categoryPlaceholder: 'Bir kategori seçin',
      message: 'Mesaj',
      messageHint: 'En fazla {{max}} karakter. Lütfen kart numarası veya şifre yazmayın.',
      submit: 'E-posta programımda açın',
      rideMessage: '{{ride}} numaralı yolculuğum hakkında: ücret şehir tarifesinin üstünde görünüyor. ',
      fixFields: 'Lütfen işaretli alanları düzeltin.',
      opened:
        'E-posta programınız şimdi mesajınızla açılmalı. Açılmadıysa [mesajı açın]({{href}}) ya da [{{email}}](mailto:{{email}}) adresine yazın.',
    },
    mail: {
      subject: 'Durak destek: {{category}}',
      name: 'Ad soyad',
      email: 'E-posta',
      phone: 'Telefon',
      category: 'Kategori',
      notGiven: 'belirtilmedi',
    },
  },
  emergency: {
    title: 'Acil destek hattı',
    hotline: '7/24 acil destek hattı',
    callNow: '{{phone}} numarasını arayın',
    danger: 'Can veya sağlık güvenliği tehlikedeyse önce 112’yi arayın, ardından bize haber verin.',
    call112: '112’yi arayın',
    whenTitle: 'Ne zaman aramalısınız',
    when: {
      accident: 'Yolculuk sırasında bir kaza veya çarpışma yaşadıysanız.',
      unsafe: 'Kendinizi güvende hissetmiyorsanız ya da şoför veya yolcu tehditkâr davranıyorsa.',
      route: 'Araç güzergâhın dışına çıkıyorsa veya istediğiniz yerde inemiyorsanız.',
      mismatch: 'Araç veya plaka uygulamada gösterilenle eşleşmiyorsa.',
      lost: 'Yolculuktan sonra yanınızdaki biri ya da değerli bir eşyanız kayıpsa.',
    },
    provideTitle: 'Hazır bulundurmanız gerekenler',
    provide: {
      where: 'Şu an nerede olduğunuz: adres, bilinen bir yer veya uygulamadaki konum.',
      ride: 'Yolculuk bilgileri: saat, biniş ve varış noktası ile aracın plakası.',
      what: 'Ne olduğu ve yaralanan biri olup olmadığı.',
      contact: 'Sizi geri arayabileceğimiz bir telefon numarası.',
    },
  },
}
