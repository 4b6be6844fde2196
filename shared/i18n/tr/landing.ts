import type { Catalog } from '../types.ts'
import type { landing as en } from '../en/landing.ts'

export const landing: Catalog<typeof en> = {
  meta: {
    homeDescription:
      'Durak ile sarı taksiyi saniyeler içinde çağırın: doğrulanmış şoförler, temiz araçlar, GPS takibi ve Türkiye’nin 20 şehrinde 7/24 destek.',
    driverDescription:
      'Durak ile şoförlük yapın: şoför kaydı yalnızca Durak mobil uygulamasında yapılır. Uygulamayı indirin, kimliğinizi ve ehliyetinizi doğrulatın; 5 yılın sonunda Fiat Egea kazanın.',
  },
  hero: {
    eyebrow: 'Türkiye’nin dört bir yanında, gece gündüz taksi',
    title: 'Taksiniz bir dokunuşla yanınızda',
    text: 'Yakındaki taksileri bulun, ücreti yolculuktan önce görün, dilediğiniz gibi ödeyin. Doğrulanmış şoförler, temiz araçlar ve günün her saati destek.',
    registerDriver: 'Şoför olarak kaydolun',
    registerPassenger: 'Yolcu olarak kaydolun',
    callTaxi: 'Hemen web’den taksi çağırın',
    videoFallback: 'Tarayıcınız video oynatmayı desteklemiyor.',
    pauseVideo: 'Arka plan videosunu duraklatın',
    playVideo: 'Arka plan videosunu oynatın',
    highlights: {
      drivers: 'Doğrulanmış şoförler',
      support: '7/24 destek',
      cities: '20 şehir',
    },
  },
  promotions: {
    title: 'İlk yolculuktan itibaren kazanın',
    intro: 'Durak, bizimle birlikte büyüyen şoförleri ve yolcuları ödüllendirir.',
    driver: {
      badge: 'Şoförlere',
      title: '{{years}} yılın sonunda Fiat Egea hediye',
      text: 'Durak ile {{years}} yıl çalışın, araç sizin olsun: bizimle yola devam eden her şoföre sıfır kilometre bir Fiat Egea veriyoruz.',
    },
    early: {
      badge: 'Erken kayıt olanlara',
      title: '{{years}} yıl ücretsiz taksi hizmeti',
      text: 'Erken kaydolun, Durak’ın taksi hizmetinden tam bir yıl boyunca ücretsiz yararlanın.',
    },
    cashback: {
      badge: 'Tüm yolculara',
      title: 'Her yolculukta Durak puan',
      text: 'Harcamanızla orantılı puan kazanın, puanlarınızı sonraki yolculuklarınızda kullanın.',
    },
  },
  preview: {
    title: 'Uygulamaya yakından bakın',
    intro: 'Bir yolculuk için ihtiyacınız olan her şey üç ekranda.',
    home: {
      title: 'Ana sayfa',
      text: 'Nereye gideceğinizi yazın ya da ev, iş veya son gittiğiniz bir yeri seçin.',
      alt: 'Uygulamanın ana ekranı: “Nereye?” arama kutusu, favori yerler, yakındaki taksilerin küçük haritası ve son gidilen yerler',
    },
    map: {
      title: 'Harita görünümü',
      text: 'Yakındaki taksileri izleyin, rotanızı takip edin, çağırmadan önce ücreti görün.',
      alt: 'Harita görünümü: varış noktasına giden mavi rota, yakındaki taksiler, atanan şoför ve Taksi çağır düğmesiyle tahmini ücret',
    },
    profile: {
      title: 'Profil sayfası',
      text: 'Yolculuklarınız, puanınız, ödeme yöntemleriniz ve Durak puanlarınız tek yerde.',
      alt: 'Profil ekranı: yolculuk sayısı, puan ortalaması, Durak puan bakiyesi ve hesap ayarları menüsü',
    },
  },
  about: {
    title: 'Hakkımızda',
    text1:
      'Durak, Türkiye’nin ulaşım alışkanlıklarına göre İstanbul’da geliştirilmiş bir taksi çağırma platformudur. Yolcuları 20 şehirde ruhsatlı ve doğrulanmış taksi şoförleriyle buluşturuyoruz; taksiye binmek köşedeki durağa yürümek kadar kolay olsun diye.',
    text2:
      'Taksi yolculuğunun güvenli, adil ve öngörülebilir olması gerektiğine inanıyoruz: ücret çağırmadan önce gösterilir, her yolculuk GPS ile izlenir ve yardıma ihtiyaç duyduğunuzda karşınızda gerçek bir insan olur.',
    contactTitle: 'Bize ulaşın',
    phoneLabel: 'Telefon (7/24)',
    emailLabel: 'E-posta',
    emailHint: '{{hours}} saat içinde yanıtlıyoruz',
    chatLabel: 'WhatsApp',
    chatLink: 'WhatsApp’tan yazın',
    chatMessage: 'Merhaba Durak, şu konuda yardıma ihtiyacım var:',
    addressLabel: 'Adres',
  },
  gallery: {
    title: 'Güvenlik ve konfor',
    intro: 'Her yolculukta doğrulanmış şoförler, temiz araçlar, GPS takibi ve anlık bildirimler.',
    safe: {
      title: 'Güvenilir şoförler',
      text: 'Her şoförün kimliği ve ehliyeti ilk yolculuğundan önce doğrulanır.',
      alt: 'Doğrulanmış kimlik kartı ve onay işaretli yeşil bir kalkanın yanında gülümseyen taksi şoförü çizimi',
    },
    comfortable: {
      title: 'Konforlu araçlar',
      text: 'Size ve bagajınıza yer açan, temiz ve bakımlı araçlar.',
      alt: 'Etrafında parıltılar olan tertemiz sarı taksi çizimi',
    },
    modern: {
      title: 'Modern teknoloji',
      text: 'Biniş noktasından varışa kadar GPS takibi ve her adımda anlık bildirim.',
      alt: 'Haritada bir taksiyi izleyen telefon, bildirim ve GPS sinyali çizimi',
    },
  },
  steps: {
    title: 'Nasıl çalışır?',
    intro: 'Kaldırımdan varış noktanıza üç adım.',
    one: {
      title: 'Taksi bulun',
      text: 'Yakındaki taksileri arayın, varış noktanızı girin ve ücreti kontrol edin.',
      link: 'Ücreti şehir tarifesine göre hesaplayın',
    },
    two: {
      title: 'Taksi çağırın',
      text: 'Tek dokunuşla taksiyi çağırın, size doğru gelişini takip edin.',
    },
    three: {
      title: 'Yolculuk, ödeme ve puan',
      text: 'Yolculuğun tadını çıkarın; nakit, kredi kartı ya da mobil ödemeyle güvenle ödeyin ve şoförünüzü puanlayın.',
    },
  },
  why: {
    title: 'Neden bizi seçmelisiniz?',
    location: {
      title: 'Konumunuzu belirleyin',
      text: 'Konumunuz otomatik olarak bulunur; başka bir yerde bekliyorsanız haritadaki işareti kaydırın.',
    },
    call: {
      title: 'Taksiyi çağırın',
      text: 'En yakındaki müsait şoför çağrınızı kabul eder; kimin, ne zaman geleceğini görürsünüz.',
    },
    points: {
      gps: 'Her yolculukta GPS takibi',
      price: 'Ücret çağırmadan önce gösterilir',
      cancel: 'Şoför atanana kadar ve atandıktan sonraki 2 dakika içinde ücretsiz iptal',
      support: 'Telefon, e-posta ve sohbetle 7/24 destek',
    },
  },
  download: {
    title: 'Durak uygulamasını indirin',
    badge: 'Çok yakında',
    text: 'Android ve iPhone için Durak uygulaması çok yakında. İlk yolculardan biri olmak için mağazalarda bizi takip edin.',
    googlePlay: 'Google Play’den alın',
    appStore: 'App Store’dan indirin',
    newTab: '(yeni sekmede açılır)',
    webText:
      'Uygulamayı beklemenize gerek yok: Durak tarayıcınızda şimdiden çalışıyor ve ana ekranınıza ekleyebilirsiniz.',
    callTaxi: 'Taksi çağırın',
    driverMode: 'Şoför modu',
  },
  driver: {
    eyebrow: 'Durak ile yola çıkın',
    title: 'Durak şoförü olun',
    lead: 'Şoför kaydı web sitesinden değil, yalnızca Durak mobil uygulamasından yapılır.',
    text: 'Uygulamayı indirin, şoför hesabınızı oluşturun ve kimlik ile ehliyet doğrulamasını orada tamamlayın. Onaylandığınız anda yolculuk almaya başlayabilirsiniz.',
    stepsTitle: 'Nasıl kaydolunur?',
    step1: 'Durak uygulamasını Google Play’den veya App Store’dan indirin.',
    step2: '“Şoför ol” seçeneğine dokunun ve bilgilerinizi girin.',
    step3: 'Doğrulama için kimlik kartınızı, ehliyetinizi ve araç belgelerinizi yükleyin.',
    step4: 'Hesabınız onaylanınca yola çıkın.',
    perkTitle: '{{years}} yılın sonunda Fiat Egea hediye',
    perkText: 'Durak ile {{years}} yıl boyunca çalışan her şoför sıfır kilometre bir Fiat Egea kazanır.',
    storesTitle: 'Uygulamayı indirin',
    contactTitle: 'Sorunuz mu var? 7/24 buradayız',
    haveAccount: 'Zaten kayıtlı mısınız?',
    backToSignIn: 'Girişe dönün',
    webText: 'Zaten onaylı bir Durak şoförü müsünüz? Yolculukları telefonunuzun tarayıcısından alın.',
    webLink: 'Şoför modunu açın',
  },
}
