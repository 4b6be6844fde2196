import type { Catalog } from '../types.ts'
import type { legalUi as enUi } from '../en/legal.ts'

export const legalUi: Catalog<typeof enUi> = {
  updatedLabel: 'Son güncelleme:',
  contents: 'İçindekiler',
  questions: 'Bu metinle ilgili sorunuz mu var?',
  questionsText:
    '[{{email}}](mailto:{{email}}) adresine yazın ya da [{{phone}}]({{phoneHref}}) numarasını arayın — 7/24 buradayız.',
  contactSupport: 'Destek Merkezi’ne gidin',
  descriptionPrivacy:
    'Durak’ın kişisel verileri 6698 sayılı KVKK kapsamında nasıl topladığı, kullandığı, paylaştığı ve koruduğu; haklarınız ve bunları nasıl kullanacağınız.',
  descriptionTerms:
    'Durak kullanım koşulları: hesaplar, taksi çağırma, ücret ve ödeme, ücretsiz iptal, üyelik ve puanlar, sorumluluk, Türk hukuku ve İstanbul mahkemeleri.',
}
