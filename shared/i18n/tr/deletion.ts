import type { Catalog } from '../types.ts'
import type { deletion as en } from '../en/deletion.ts'

export const deletion: Catalog<typeof en> = {
  title: 'Hesap silme talebi',
  description:
    'Durak hesabınızın kapatılmasını ve kişisel verilerinizin silinmesini isteyin. 6698 sayılı KVKK uyarınca her talebi en geç 30 gün içinde yanıtlarız.',
  lead: 'Durak hesabınızın kapatılmasını ve kişisel verilerinizin silinmesini isteyin. Hesabınızı bulabilmemiz için hesabınıza kayıtlı e-posta adresini kullanın.',
  formLabel: 'Silme talep formu',
  requiredNote: 'Tüm alanlar zorunludur.',
  fields: {
    email: 'Hesabınızın e-posta adresi',
    firstName: 'Ad',
    lastName: 'Soyad',
    reason: 'Silme sebebi',
    reasonHint: 'Bir iki cümle yeterli — Durak’ı geliştirmemize yardımcı olur.',
  },
  backToHome: 'Ana sayfaya dönün',
  submit: 'Talebi gönderin',
  sending: 'Gönderiliyor…',
  missingFields: 'Lütfen tüm alanları doldurun.',
  fixFields: 'Lütfen işaretli alanları düzeltin.',
  success: 'Hesap silme talebiniz alındı. En kısa sürede sizinle iletişime geçeceğiz.',
  reference: 'Başvuru numaranız: {{reference}}. Numarayı size e-postayla da gönderdik.',
  confirm: {
    title: 'Talebinizi onaylayın',
    lead: 'E-postayla gönderdiğimiz bağlantıyı açtınız. Bu adrese ait Durak hesabının silinmesini sizin istediğinizi onaylayın.',
    submit: 'Evet, bu talebi ben yaptım',
    sending: 'Onaylanıyor…',
    failed: 'İşlem yapılamadı. Lütfen tekrar deneyin.',
    done: 'Teşekkürler. {{reference}} numaralı talebiniz onaylandı; 30 gün içinde yanıtlayacağız.',
    already: '{{reference}} numaralı talebiniz zaten onaylanmıştı. 30 gün içinde yanıtlayacağız.',
  },
  next: {
    title: 'Sonrasında ne olur',
    steps: {
      verify: 'Hesabın e-posta adresine yazarak talebin hesap sahibinden geldiğini doğrularız.',
      delete: 'Hesabı kapatır, kişisel verilerini {{days}} gün içinde siler veya anonim hâle getiririz.',
      keep: 'Faturalar gibi kanunen saklamak zorunda olduğumuz kayıtlar erişime kapatılır ve yasal süreleri dolduğunda silinir.',
    },
    privacy: 'Verilerinizi nasıl işlediğimiz [Gizlilik Politikası](/privacy-policy) sayfamızda açıklanır.',
    help: 'Sorunuz mu var? [{{email}}](mailto:{{email}}) adresine yazın.',
  },
}
