import type { Catalog } from '../types.ts'
import type { privacy as enPrivacy } from '../en/legal-privacy.ts'

export const privacy: Catalog<typeof enPrivacy> = {
  title: 'Gizlilik Politikası',
  intro:
    'Bu politika, web sitemizi ve mobil uygulamalarımızı kullandığınızda {{company}} (“Durak”, “biz”) tarafından hangi kişisel verilerin, hangi amaçla ve hangi hukuki sebebe dayanarak işlendiğini, kimlere aktarıldığını, ne kadar süre saklandığını ve hangi haklara sahip olduğunuzu açıklar. 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (“KVKK” veya “Kanun”) 10. maddesi uyarınca hazırlanan aydınlatma metnimizdir.',
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
            '**Müşteri işlem:** yolculuklar (biniş ve varış adresleri, tarih, mesafe, süre, ücret, durum), puanlamalar, üyelik türü ve ödemeleri, iade puanları, favori yerler, destek talepleri ve hesap silme talepleri.',
            '**Konum:** taksi çağırırken ve yolculuk sırasında cihazınızın konumu; çevrim içi oldukları sürece şoförlerin konumu. Web sitesinin kendisi konumunuzu okumaz.',
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
            '**Yolculuğunuzun diğer tarafı:** şoför, yolcunun adını, biniş ve varış noktasını görür; yolcu, şoförün adını, fotoğrafını, puanını, aracını ve plakasını görür.',
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
        'Verileri teknik ve idari tedbirlerle koruruz: şifreli bağlantılar (HTTPS), yalnızca Argon2id özeti olarak saklanan şifreler, HttpOnly oturum çerezleri, tekrarlanan giriş denemelerine sınırlar, çalışanlarımız için role dayalı erişim, gizlilik taahhütleri ve düzenli denetimler. Verileriniz kanuna aykırı olarak başkalarınca elde edilirse, bunu öğrendiğimiz andan itibaren en kısa sürede ve en geç 72 saat içinde size ve Kişisel Verileri Koruma Kurumu’na bildiririz.',
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
      title: '10. KVKK’nın 11. maddesindeki haklarınız',
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
        'Hesabınızı kapatmak ve verilerinizin silinmesini istemek için [hesap silme talep formunu](/hesap-silme-talebi) da kullanabilirsiniz.',
        'Başvurunuzu en kısa sürede ve en geç **{{days}} gün** içinde ücretsiz olarak yanıtlarız. İşlem ayrıca bir maliyet gerektirirse yalnızca Kişisel Verileri Koruma Kurulu’nun belirlediği tarifedeki ücreti alabiliriz. Talebiniz reddedilirse, yanıtımızı yetersiz bulursanız veya süresinde yanıt vermezsek, yanıtımızı öğrendiğiniz tarihten itibaren 30 gün ve her hâlde başvuru tarihinden itibaren 60 gün içinde Kişisel Verileri Koruma Kurumu’na şikâyette bulunabilirsiniz (m. 14).',
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
