import type { Catalog } from '../types.ts'
import type { terms as enTerms } from '../en/legal-terms.ts'

export const terms: Catalog<typeof enTerms> = {
  title: 'Kullanım Koşulları',
  intro:
    'Bu koşullar, {{company}} tarafından sunulan Durak web sitesi ve mobil uygulamalarının kullanımını düzenler. Lütfen dikkatle okuyun: hesap oluşturarak veya taksi çağırarak bu koşulları kabul etmiş olursunuz. Kişisel verilerinizi nasıl işlediğimizi [Gizlilik Politikası](/privacy-policy) açıklar.',
  sections: [
    {
      id: 'taraflar-kabul',
      title: '1. Taraflar ve kabul',
      body: [
        'Bu koşullar sizinle **{{company}}**, {{address}} (“Durak”, “biz”) arasında bir sözleşmedir. Yolculara, şoförlere ve web sitemizi ile uygulamalarımızı ziyaret edenlere uygulanır.',
        'Kayıt olarak, oturum açarak veya taksi çağırarak bu koşulları okuduğunuzu ve kabul ettiğinizi onaylarsınız. Kabul etmiyorsanız lütfen Durak’ı kullanmayın.',
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
      title: '6. Taksi çağırma',
      body: [
        'Taksi çağırmak için biniş noktanızı belirleyin, varış noktanızı girin ve tahmini ücreti kontrol edip taksiyi çağırın. Bir şoför kabul ettiğinde şoförün adını, puanını, aracını ve plakasını görür, şoförü haritada takip edebilirsiniz.',
        'Lütfen biniş noktasında zamanında bulunun ve binmeden önce plakanın eşleştiğini kontrol edin. Tahmini ücret mesafeye, beklenen süreye ve şehrin tarifesine dayanır; yolculuk sırasında güzergâh, bekleme süresi veya varış noktası değişirse son ücret farklı olabilir.',
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
