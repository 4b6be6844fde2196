import type { Catalog } from '../types.ts'
import type { legal as en, legalUi as enUi, privacy as enPrivacy, terms as enTerms } from '../en/legal.ts'

export const legalUi: Catalog<typeof enUi> = {
  updatedLabel: 'Son güncelleme:',
  contents: 'İçindekiler',
  backToContents: 'İçindekilere dön',
  questions: 'Bu metinle ilgili sorunuz mu var?',
  questionsText: '[{{email}}](mailto:{{email}}) adresine yazın ya da [{{phone}}]({{phoneHref}}) numarasını arayın — 7/24 buradayız.',
  contactSupport: 'Destek Merkezi’ne git',
  descriptionPrivacy:
    'Durak’ın kişisel verileri 6698 sayılı KVKK kapsamında nasıl topladığı, kullandığı, paylaştığı ve koruduğu; haklarınız ve bunları nasıl kullanacağınız.',
  descriptionTerms:
    'Durak kullanım koşulları: hesaplar, yolculuk çağırma, ücret ve ödeme, ücretsiz iptal, üyelik ve puanlar, sorumluluk, Türk hukuku ve İstanbul mahkemeleri.',
}

export const privacy: Catalog<typeof enPrivacy> = {
  title: 'Gizlilik Politikası',
  intro:
    'Bu politika, web sitemizi ve mobil uygulamalarımızı kullandığınızda {{company}} ("Durak", "biz") tarafından hangi kişisel verilerin, hangi amaçla ve hangi hukuki sebebe dayanarak işlendiğini, kimlere aktarıldığını, ne kadar süre saklandığını ve hangi haklara sahip olduğunuzu açıklar. 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun ("KVKK" veya "Kanun") 10. maddesi uyarınca hazırlanan aydınlatma metnimizdir.',
  sections: [
    {
      id: 'veri-sorumlusu',
      title: '1. Veri sorumlusu',
      body: [
        '6698 sayılı Kanun anlamında veri sorumlusu **{{company}}**, {{address}}, Türkiye’dir.',
        'Bu politikadaki her konuda bize [{{email}}](mailto:{{email}}) adresinden veya {{phone}} numarasından haftanın 7 günü, 24 saat ulaşabilirsiniz.',
      ],
    },
    {
      id: 'islenen-veriler',
      title: '2. İşlediğimiz kişisel veriler',
      body: [
        'Yalnızca hizmeti sunmak için gereken verileri işleriz:',
        {
          items: [
            '**Kimlik:** ad ve soyad; şoförler için ayrıca T.C. kimlik numarası ve doğum tarihi.',
            '**İletişim:** e-posta adresi, cep telefonu numarası ve seçtiğiniz şehir.',
            '**Müşteri işlem:** yolculuklar (alış ve varış adresleri, tarih, mesafe, süre, ücret, durum), puanlamalar, üyelik türü ve ödemeleri, iade puanları, kayıtlı favori konumlar, destek talepleri ve hesap silme talepleri.',
            '**Konum:** taksi çağırırken ve yolculuk sırasında cihazınızın konumu; çevrimiçi oldukları sürece şoförlerin konumu. Web sitesinin kendisi konumunuzu okumaz.',
            '**Finans:** ödeme yöntemi ve tutarlar. Kart numaraları lisanslı ödeme kuruluşumuzun sayfalarında girilir; tam kart numaralarını hiçbir zaman görmeyiz ve saklamayız.',
            '**Yalnızca şoförler:** sürücü belgesi ve numarası, taksi çalışma izni, aracın markası, modeli, yılı, plakası ve rengi ile doğrulama belgeleri.',
            '**İşlem güvenliği:** IP adresi, oturum açma tarihi ve saati, cihaz ve tarayıcı bilgileri, oturum kayıtları ve başarısız giriş denemelerinin kayıtları.',
          ],
        },
        'Kanun’un 6. maddesinde tanımlanan özel nitelikli kişisel verileri talep etmeyiz. Bir olayın çözümü için gerekli olmadıkça destek mesajlarında sağlık ve benzeri verileri bize göndermemenizi rica ederiz.',
      ],
    },
    {
      id: 'toplama-yontemi',
      title: '3. Verileri nasıl topluyoruz',
      body: [
        'Kişisel verileri kısmen veya tamamen otomatik yollarla, elektronik ortamda şu kanallardan toplarız:',
        {
          items: [
            'web sitemizdeki (yolcu kaydı, giriş, hesap silme talebi) ve mobil uygulamalarımızdaki formlar;',
            'mobil uygulamayı kullanırken, yalnızca siz izin verdikten sonra cihazınızın konum hizmetleri;',
            'destek kanallarımız: e-posta, telefon, mesajlaşma uygulaması sohbeti ve destek formu;',
            'web sitesini veya uygulamaları kullandığınızda güvenlik kayıtları tutan sunucularımız;',
            'bir yolculuğu puanladığında veya bir olay bildirdiğinde birlikte yolculuk yaptığınız şoför ya da yolcu;',
            'bir ödemenin başarılı olup olmadığını bize bildiren ödeme kuruluşumuz.',
          ],
        },
      ],
    },
    {
      id: 'isleme-amaclari',
      title: '4. Verileri hangi amaçlarla işliyoruz',
      body: [
        'Kişisel verileri şu amaçlarla işleriz:',
        {
          items: [
            'hesabınızı oluşturmak, yönetmek ve güvenli biçimde oturum açmanızı sağlamak;',
            'yolcuları yakındaki şoförlerle eşleştirmek, tahmini ücreti göstermek ve yolculuğu tamamlamak;',
            'ödemeleri almak, makbuz ve fatura düzenlemek, iadeleri ve iptal ücretlerini yönetmek;',
            'üyelikleri, kampanyaları ve iade puanı sistemini yürütmek;',
            'şoförlerin kimliğini, belgesini ve aracını doğrulamak; GPS takibi ve anlık bildirimlerle yolculukların güvenliğini sağlamak;',
            'destek taleplerini, şikâyetleri ve Kanun kapsamındaki başvuruları yanıtlamak;',
            'dolandırıcılığı ve kötüye kullanımı önlemek, sistemlerimizin güvenliğini korumak;',
            'vergi ve ticari kayıt yükümlülükleri ile yetkili kamu kurumlarının talepleri dâhil hukuki yükümlülüklerimizi yerine getirmek;',
            'sizi tanımlamayan istatistiklerle hizmetimizi geliştirmek.',
          ],
        },
      ],
    },
    {
      id: 'hukuki-sebepler',
      title: '5. Hukuki sebepler',
      body: [
        'Kanun’un 5. maddesinin 2. fıkrasındaki şartlara dayanırız:',
        {
          items: [
            '**Sözleşmenin kurulması veya ifası (m. 5/2-c):** hesabınız, yolculuklarınız, ödemeleriniz ve üyeliğiniz; bunları verileriniz olmadan sunamayız.',
            '**Hukuki yükümlülük (m. 5/2-ç) ve kanunlarda açıkça öngörülme (m. 5/2-a):** vergi ve ticaret mevzuatı gereği tutmamız gereken faturalar ve kayıtlar ile 5651 sayılı Kanun’un gerektirdiği kayıtlar.',
            '**Bir hakkın tesisi, kullanılması veya korunması (m. 5/2-e):** olası bir uyuşmazlık için yolculuk, ödeme ve olay kayıtlarının saklanması.',
            '**Meşru menfaat (m. 5/2-f):** temel hak ve özgürlüklerinize zarar vermemek kaydıyla güvenlik kayıtları, dolandırıcılığın önlenmesi ve hizmet istatistikleri.',
          ],
        },
        '**Açık rızanızı** (m. 5/1) yalnızca başka bir hukuki sebebin bulunmadığı durumlarda, örneğin pazarlama iletileri için isteriz. Rızanızı dilediğiniz zaman geri alabilirsiniz; bu, daha önce yapılan işlemeyi etkilemez.',
      ],
    },
    {
      id: 'aktarim',
      title: '6. Verilerinizi kimlere aktarıyoruz',
      body: [
        'Kişisel verileri Kanun’un 8. ve 9. maddelerine uygun olarak yalnızca amacın gerektirdiği ölçüde paylaşırız:',
        {
          items: [
            '**Yolculuğunuzun diğer tarafı:** şoför, yolcunun adını, alış ve varış noktasını görür; yolcu, şoförün adını, fotoğrafını, puanını, aracını ve plakasını görür.',
            '**6493 sayılı Kanun kapsamında lisanslı ödeme kuruluşumuz:** kart ve mobil ödemeleri almak için.',
            '**Hizmet sağlayıcılar:** sunucularımızı barındıran, e-posta ve kısa mesaj gönderen veya destek araçları sunan; verileri yalnızca talimatlarımızla kullanmak ve güvende tutmakla sözleşmeyle yükümlü firmalar.',
            '**Profesyonel danışmanlar:** gizlilik yükümlülüğü altındaki avukatlar ve denetçiler.',
            '**Yetkili kamu kurum ve kuruluşları**, mahkemeler ve kolluk makamları: kanunun gerektirdiği durumlarda.',
          ],
        },
        'Veri tabanlarımızı Türkiye’de tutarız. Bir hizmet sağlayıcı verileri yurt dışında işlerse, aktarımı yalnızca Kanun’un 9. maddesindeki şartlarla (yeterlilik kararı, Kişisel Verileri Koruma Kurumu’na bildirilen standart sözleşme gibi uygun güvenceler ya da Kanun’un izin verdiği istisnalar) yaparız. Kişisel verileri satmayız.',
      ],
    },
    {
      id: 'saklama-guvenlik',
      title: '7. Verileri ne kadar süre saklıyor ve nasıl koruyoruz',
      body: [
        'Kişisel verileri yalnızca amacın gerektirdiği veya kanunun zorunlu kıldığı süre boyunca saklarız. Hesap verileri hesabınız açık olduğu sürece tutulur. Yolculuk, ödeme ve fatura kayıtları vergi ve ticaret mevzuatının gerektirdiği 10 yıl boyunca, erişim kayıtları ise 5651 sayılı Kanun’da belirlenen süre boyunca saklanır. Süre dolduğunda veriler, Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik uyarınca silinir, yok edilir veya anonim hâle getirilir.',
        'Verileri teknik ve idari tedbirlerle koruruz: şifreli bağlantılar (HTTPS), yalnızca Argon2id özeti olarak saklanan şifreler, HttpOnly oturum çerezleri, tekrarlanan giriş denemelerine sınırlar, çalışanlarımız için role dayalı erişim, gizlilik taahhütleri ve düzenli denetimler. Verileriniz kanuna aykırı olarak başkalarınca elde edilirse, bunu öğrendiğimiz andan itibaren en kısa sürede ve en geç 72 saat içinde size ve Kişisel Verileri Koruma Kurulu’na bildiririz.',
      ],
    },
    {
      id: 'cerezler',
      title: '8. Çerezler',
      body: [
        'Web sitemiz yalnızca aşağıdaki çerezleri kullanır. **Analitik, reklam veya takip çerezi** ve üçüncü taraf çerezi kullanmadığımız için çerez onayı istemeyiz.',
        {
          table: {
            caption: 'durak.com.tr tarafından kullanılan çerezler',
            head: ['Ad', 'Amaç', 'Tür', 'Süre'],
            rows: [
              [
                'durak.session_token',
                'Giriş yaptıktan sonra oturumunuzun açık kalmasını sağlar. HttpOnly olduğu için sayfa betikleri onu okuyamaz; HTTPS üzerinde yalnızca güvenli bağlantılarla gönderilir (adı bu durumda __Secure- ile başlar).',
                'Zorunlu',
                '14 gün veya oturumu kapatana kadar',
              ],
              [
                'lang',
                'TR | EN seçicisiyle seçtiğiniz dili hatırlar. Yalnızca seçiciyi kullandığınızda oluşturulur.',
                'İşlevsel (sizin isteğinizle)',
                '1 yıl',
              ],
            ],
          },
        },
        'Yeni bir sürüm yayımladığımızda sayfanın sürekli yeniden yüklenmesini önlemek için site, tarayıcınızın oturum deposunda (session storage) teknik bir not (durak:chunk-reload) tutabilir; bu not kişisel veri içermez ve sekmeyi kapattığınızda silinir. Çerezleri tarayıcı ayarlarınızdan dilediğiniz zaman silebilirsiniz; oturum çerezini silerseniz oturumunuz kapanır.',
      ],
    },
    {
      id: 'cocuklar',
      title: '9. Çocuklar',
      body: [
        'Durak {{minAge}} yaşından küçük çocuklara yönelik değildir ve {{minAge}} yaşından küçük çocukların kişisel verilerini bilerek toplamayız. {{minAge}}–17 yaş arasındaki kullanıcılar Durak’ı yalnızca ebeveynlerinin veya yasal temsilcilerinin izniyle kullanabilir.',
        '{{minAge}} yaşından küçük bir çocuğun bize kişisel veri verdiğini düşünüyorsanız [{{email}}](mailto:{{email}}) adresine yazın; verileri siler ve hesabı kapatırız.',
      ],
    },
    {
      id: 'haklariniz',
      title: '10. 11. madde kapsamındaki haklarınız',
      body: [
        '6698 sayılı Kanun’un 11. maddesi uyarınca şu haklara sahipsiniz:',
        {
          items: [
            'kişisel verilerinizin işlenip işlenmediğini öğrenme;',
            'işlenmişse buna ilişkin bilgi talep etme;',
            'işlenme amacını ve verilerin amacına uygun kullanılıp kullanılmadığını öğrenme;',
            'yurt içinde veya yurt dışında verilerinizin aktarıldığı üçüncü kişileri bilme;',
            'eksik veya yanlış işlenmiş verilerin düzeltilmesini isteme;',
            '7. maddedeki şartlar çerçevesinde verilerinizin silinmesini veya yok edilmesini isteme;',
            'düzeltme, silme veya yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme;',
            'verilerinizin münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonucun ortaya çıkmasına itiraz etme;',
            'verilerinizin kanuna aykırı işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
          ],
        },
      ],
    },
    {
      id: 'basvuru',
      title: '11. Nasıl başvurabilirsiniz',
      body: [
        'Talebinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’in izin verdiği şekilde {{company}}, {{address}} adresine yazılı olarak; kayıtlı elektronik posta (KEP), güvenli elektronik imza veya mobil imza ile ya da Durak hesabınıza kayıtlı e-posta adresinizden [{{email}}](mailto:{{email}}) adresine e-posta ile iletebilirsiniz. Başvurunuzda adınızı ve soyadınızı, T.C. kimlik numaranızı (yabancılar için uyruk ve pasaport numarası), adresinizi, e-posta adresinizi veya telefon numaranızı ve talebinizin konusunu belirtin.',
        'Hesabınızı kapatmak ve verilerinin silinmesini istemek için [hesap silme talep formunu](/hesap-silme-talebi) da kullanabilirsiniz.',
        'Başvurunuzu en kısa sürede ve en geç **{{days}} gün** içinde ücretsiz olarak yanıtlarız. İşlem ayrıca bir maliyet gerektirirse yalnızca Kişisel Verileri Koruma Kurulu’nun belirlediği tarifedeki ücreti alabiliriz. Talebiniz reddedilirse, yanıtımızı yetersiz bulursanız veya süresinde yanıt vermezsek, yanıtımızı öğrendiğiniz tarihten itibaren 30 gün ve her hâlde başvuru tarihinden itibaren 60 gün içinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz (m. 14).',
      ],
    },
    {
      id: 'degisiklikler-iletisim',
      title: '12. Bu politikadaki değişiklikler',
      body: [
        'Hizmetimiz veya mevzuat değiştiğinde bu politikayı güncelleyebiliriz. Sayfanın başındaki tarih en güncel sürümü gösterir; önemli bir değişiklik olursa yürürlüğe girmeden önce sizi e-posta ile veya uygulama içinde de bilgilendiririz.',
        'Gizlilikle ilgili soru, görüş ve şikâyetlerinizi [{{email}}](mailto:{{email}}) adresine veya {{phone}} numarasına iletebilirsiniz.',
      ],
    },
  ],
}

export const terms: Catalog<typeof enTerms> = {
  title: 'Kullanım Koşulları',
  intro:
    'Bu koşullar, {{company}} tarafından sunulan Durak web sitesi ve mobil uygulamalarının kullanımını düzenler. Lütfen dikkatle okuyun: hesap oluşturarak veya yolculuk çağırarak bu koşulları kabul etmiş olursunuz. Kişisel verilerinizi nasıl işlediğimizi [Gizlilik Politikası](/privacy-policy) açıklar.',
  sections: [
    {
      id: 'taraflar-kabul',
      title: '1. Taraflar ve kabul',
      body: [
        'Bu koşullar sizinle **{{company}}**, {{address}} ("Durak", "biz") arasında bir sözleşmedir. Yolculara, şoförlere ve web sitemizi ile uygulamalarımızı ziyaret edenlere uygulanır.',
        'Kayıt olarak, oturum açarak veya yolculuk çağırarak bu koşulları okuduğunuzu ve kabul ettiğinizi onaylarsınız. Kabul etmiyorsanız lütfen Durak’ı kullanmayın.',
      ],
    },
    {
      id: 'tanimlar',
      title: '2. Tanımlar',
      body: [
        {
          items: [
            '**Platform:** Durak web sitesi, mobil uygulamaları ve ilgili hizmetler.',
            '**Yolcu:** Platform’u taksi çağırmak için kullanan kişi.',
            '**Şoför:** kimliğini, belgesini ve aracını doğruladığımız, Platform üzerinden yolculuk kabul eden lisanslı taksi şoförü.',
            '**Yolculuk:** bir yolcunun Platform üzerinden talep ettiği ve bir şoförün kabul ettiği seyahat.',
            '**Atama:** bir şoförün talebinizi kabul ettiği ve şoför bilgilerini uygulamada gördüğünüz an.',
          ],
        },
      ],
    },
    {
      id: 'hizmet',
      title: '3. Hizmet',
      body: [
        'Durak, Türkiye’nin {{cityCount}} büyük şehrinde yolcuları lisanslı taksi şoförleriyle buluşturan bir teknoloji platformudur. Yakındaki taksileri bulabilir, varış noktanızı girebilir, tahmini ücreti görebilir, taksi çağırabilir, yolculuğu takip edebilir, ödeme yapabilir ve şoförünüzü puanlayabilirsiniz.',
        'Taksi çağırma mobil uygulamada yapılır; web sitesi bilgi, oturum açma, yolcu kaydı ve yalnızca okunabilir paneller sunar. Taşımanın kendisini şoför, taksiyi ruhsatlandıran belediyenin kurallarına göre gerçekleştirir.',
      ],
    },
    {
      id: 'hesaplar',
      title: '4. Kullanım şartları ve hesabınız',
      body: [
        'Durak’ı kullanmak için en az {{minAge}} yaşında olmalısınız. {{minAge}}–17 yaş arasındaysanız Durak’ı yalnızca, kullanımınızdan sorumlu olan ebeveyninizin veya yasal temsilcinizin izniyle kullanabilirsiniz.',
        'Doğru ve güncel bilgi verin, şifrenizi gizli tutun ve hesabınızın başkası tarafından kullanıldığını düşünüyorsanız bize hemen bildirin. Hesap kişiseldir ve devredilemez. Bizim kusurumuzdan kaynaklanmadıkça hesabınız üzerinden yapılan işlemlerden siz sorumlusunuz.',
      ],
    },
    {
      id: 'soforler',
      title: '5. Şoförler',
      body: [
        'Şoförler yalnızca Durak mobil uygulamasından kayıt olur. Bir şoför yolculuk kabul etmeden önce kimliğini, sürücü belgesini, taksi çalışma iznini ve aracını doğrularız. Şoförler bu belgeleri geçerli tutmak, aracını temiz ve yola elverişli bulundurmak, trafik mevzuatına ve belediyesinin taksi kurallarına uymak ve yalnızca Platform’un gösterdiği ücreti almakla yükümlüdür.',
        'Platform’da 5 yıl aktif hizmeti tamamlayan şoförler, uygulamada yayımlanan kampanya koşulları çerçevesinde ücretsiz araç (Fiat Egea) kampanyasından yararlanır.',
      ],
    },
    {
      id: 'yolculuk-cagirma',
      title: '6. Yolculuk çağırma',
      body: [
        'Yolculuk çağırmak için alış konumunuzu belirleyin, varış noktanızı girin ve tahmini ücreti kontrol edip taksiyi çağırın. Bir şoför kabul ettiğinde şoförün adını, puanını, aracını ve plakasını görür, şoförü haritada takip edebilirsiniz.',
        'Lütfen alış noktasında zamanında bulunun ve binmeden önce plakanın eşleştiğini kontrol edin. Tahmini ücret mesafeye, beklenen süreye ve şehrin tarifesine dayanır; yolculuk sırasında güzergâh, bekleme süresi veya varış noktası değişirse son ücret farklı olabilir.',
      ],
    },
    {
      id: 'ucret-odeme',
      title: '7. Ücretler ve ödeme',
      body: [
        '**Nakit, kredi kartı veya mobil ödeme** ile ödeyebilirsiniz. Kart ve mobil ödemeler lisanslı ödeme kuruluşumuz tarafından işlenir; tam kart numaralarını saklamayız.',
        'Ücretler, yolculuğun yapıldığı şehrin taksi tarifesine ve güzergâhınızdaki köprü, otoyol veya tünel geçiş ücretlerine göre belirlenir. Ücret ve ayrıntıları yolculuk sonunda uygulamada görünür ve size bir makbuz gönderilir. Tutarlar Türk lirası olarak gösterilir.',
      ],
    },
    {
      id: 'iptal',
      title: '8. İptal',
      body: [
        '**Şoför atanmadan önce ve atamadan sonraki ilk {{minutes}} dakika içinde iptal ücretsizdir.** Daha sonra iptal ederseniz şoförün zamanını ve yolunu karşılamak için iptal ücreti uygulanır; uygulama, iptali onaylamadan önce tutarı gösterir.',
        'Şoför iptal ederse, şoför gösterilen varış süresine göre belirgin biçimde gecikirse ya da araç veya plaka uygulamada gösterilenle eşleşmezse ücret alınmaz. Bir ücretin haksız alındığını düşünüyorsanız destek ekibimize başvurun, inceleyelim.',
      ],
    },
    {
      id: 'uyelik-puanlar',
      title: '9. Üyelikler, kampanyalar ve puanlar',
      body: [
        'Her yolcu ücretsiz üyelikle başlar. Premium üyelik; öncelikli taksi hizmeti, premium destek, özel indirimler ve havalimanı önceliği gibi avantajlar ekler; fiyatı ve süresi ödeme yapmadan önce gösterilir.',
        'Yolculuklara harcadığınız tutarla orantılı iade puanı kazanır ve bunları uygulamada açıklandığı şekilde yolculuklarda kullanabilirsiniz. Puanların nakit değeri yoktur, devredilemez ve uygulamada belirtildiği şekilde süresi dolabilir. Erken kayıt olanlara 1 yıl ücretsiz taksi hizmeti gibi kampanyalar, birlikte yayımlanan koşullara tabidir. Bir kampanyayı ileriye dönük olarak sona erdirebilir veya değiştirebiliriz; daha önce kazanılmış haklar etkilenmez.',
      ],
    },
    {
      id: 'davranis-kurallari',
      title: '10. Davranış kuralları',
      body: [
        'Durak’ı kullanırken şunları yapmamayı kabul edersiniz:',
        {
          items: [
            'şoförleri, yolcuları veya çalışanlarımızı taciz etmek, tehdit etmek ya da onlara ayrımcılık yapmak;',
            'araca zarar vermek, araçta sigara içmek veya yasa dışı ya da tehlikeli eşya taşımak;',
            'sahte çağrı, sahte hesap veya yanıltıcı puanlama oluşturmak;',
            'kampanyaları veya puanları kötüye kullanmak ya da ödemeden kaçınmaya çalışmak;',
            'Platform’un işleyişine müdahale etmek; örneğin veri kazımak, aşırı yük bindirmek veya güvenliğini aşmaya çalışmak.',
          ],
        },
      ],
    },
    {
      id: 'guvenlik-puanlama',
      title: '11. Güvenlik ve puanlama',
      body: [
        'Şoförler doğrulanır, yolculuklar GPS ile takip edilir ve yolculuğunuzla ilgili anlık bildirimler alırsınız. Her yolculuktan sonra yolcu ve şoför birbirini puanlayabilir; tekrarlanan düşük puanlar veya şikâyetler hesabın incelenmesine ya da askıya alınmasına yol açabilir.',
        'Her türlü güvenlik olayını 7/24 hizmet veren {{phone}} numaralı acil destek hattımıza hemen bildirin. **Can güvenliği tehlikedeyse önce 112’yi arayın.**',
      ],
    },
    {
      id: 'fikri-mulkiyet',
      title: '12. Fikrî mülkiyet',
      body: [
        'Durak adı, logosu, uygulamaları, web sitesi, tasarımları ve içerikleri {{company}} veya lisans verenlerine aittir ve kanunla korunur. Size Platform’u amacına uygun kullanmanız için kişisel, münhasır olmayan ve devredilemez bir kullanım hakkı tanırız. Kanunun izin verdiği durumlar dışında Platform’u kopyalayamaz, değiştiremez, dağıtamaz veya tersine mühendislik uygulayamazsınız.',
      ],
    },
    {
      id: 'sorumluluk',
      title: '13. Sorumluluk',
      body: [
        'Platform’u erişilebilir ve doğru tutmak için çalışırız; ancak bakım veya kontrolümüz dışındaki sebeplerle kesintiler olabilir. Kastımız veya ağır ihmalimizle verilen zararlardan kanunun belirlediği sınırlar içinde sorumluyuz; kanunun bu sınırlamaya izin vermediği durumlar dışında kâr kaybı gibi dolaylı zararlardan sorumlu değiliz.',
        'Taşımadan ve trafik ile taksi kurallarına uyulmasından şoförler sorumludur ve kanunun zorunlu kıldığı sigortaları yaptırır. Bu koşullardaki hiçbir hüküm, 6502 sayılı Tüketicinin Korunması Hakkında Kanun’dan doğan haklarınızı sınırlamaz.',
      ],
    },
    {
      id: 'askiya-alma-kapatma',
      title: '14. Askıya alma ve hesabın kapatılması',
      body: [
        'Bu koşulları veya kanunu ihlal eden bir hesabı, mümkün olduğunda önceden uyararak askıya alabilir veya kapatabiliriz. Durak’ı kullanmayı dilediğiniz zaman bırakabilir ve [hesap silme talep formu](/hesap-silme-talebi) ile hesabınızın kapatılmasını isteyebilirsiniz. Yapılmış yolculuklar için borçlu olduğunuz tutarlar ödenmeye devam eder; kullanılmayan puanlar hesap kapatıldığında geçerliliğini yitirir.',
      ],
    },
    {
      id: 'degisiklikler',
      title: '15. Bu koşullardaki değişiklikler',
      body: [
        'Hizmetimiz veya mevzuat değiştiğinde bu koşulları değiştirebiliriz. Önemli değişiklikleri yürürlüğe girmeden önce size e-posta ile veya uygulamada bildiririz. Bu tarihten sonra Durak’ı kullanmaya devam ederseniz yeni koşullar uygulanır; kabul etmiyorsanız hesabınızı kapatabilirsiniz.',
      ],
    },
    {
      id: 'hukuk-yetki',
      title: '16. Uygulanacak hukuk ve yetkili mahkeme',
      body: [
        'Bu koşullar Türkiye Cumhuriyeti kanunlarına tabidir. Uyuşmazlıkların çözümünde İstanbul mahkemeleri ve icra daireleri yetkilidir. Tüketiciyseniz, 6502 sayılı Kanun uyarınca her yıl belirlenen parasal sınırlar içinde yerleşim yerinizdeki tüketici hakem heyetine veya tüketici mahkemesine de başvurabilirsiniz.',
        'Bu koşullarla ilgili sorularınız için: [{{email}}](mailto:{{email}}), {{phone}}, {{company}}, {{address}}.',
      ],
    },
  ],
}

export const legal: Catalog<typeof en> = { ...legalUi, privacy, terms }
