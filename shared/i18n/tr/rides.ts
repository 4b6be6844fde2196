import type { Catalog } from '../types.ts'
import type { rides as en } from '../en/rides.ts'

export const rides: Catalog<typeof en> = {
  status: {
    REQUESTED: 'Talep edildi',
    ASSIGNED: 'Şoför atandı',
    ACCEPTED: 'Kabul edildi',
    ARRIVED: 'Şoför geldi',
    IN_PROGRESS: 'Devam ediyor',
    COMPLETED: 'Tamamlandı',
    CANCELLED: 'İptal edildi',
    EXPIRED: 'Şoför bulunamadı',
  },
  statusUnknown: 'Durum bilinmiyor',
  actors: {
    passenger: 'Yolcu',
    driver: 'Şoför',
    operations: 'Durak operasyon ekibi',
    system: 'Sistem',
  },
  errors: {
    notFound: 'Yolculuk bulunamadı.',
    passengerOnly: 'Bu işlemi yalnızca yolcular yapabilir.',
    driverOnly: 'Bu işlemi yalnızca şoförler yapabilir.',
    driverNotVerified:
      'Şoför hesabınız henüz doğrulanmadı. Kimlik ve ehliyet doğrulamanız tamamlanınca yolculuk alabilirsiniz.',
    driverOffline: 'Çevrim dışısınız. Yolculuk almak için çevrim içi olun.',
    driverBusy: 'Önce mevcut yolculuğunuzu tamamlayın.',
    activeRideExists: 'Devam eden bir yolculuğunuz zaten var.',
    illegalTransition: 'Yolculuk “{{status}}” durumundayken bu işlem yapılamaz.',
    alreadyTaken: 'Bu yolculuğu başka bir şoför kabul etti.',
    noOffer: 'Bu yolculuk size önerilmedi ya da önerinin süresi doldu.',
    idempotencyKeyRequired: 'Her yolculuk talebiyle bir Idempotency-Key başlığı (örneğin bir UUID) gönderin.',
    idempotencyKeyReused: 'Bu Idempotency-Key başka bir yolculuk talebi için kullanıldı.',
    positionTooSoon: 'Konum çok erken gönderildi. En fazla {{seconds}} saniyede bir gönderin.',
    alreadyRated: 'Bu yolculuğu zaten puanladınız.',
    noPointsHeld: 'Bu yolculuğun ücret kontrolünü bekleyen puanı yok.',
    notRateable: 'Yalnızca tamamlanmış bir yolculuk puanlanabilir.',
    feeChanged: 'İptal ücreti artık {{fee}}. İptal etmek için yeniden onaylayın.',
    streamsFull: 'Canlı güncellemeler şu anda çok yoğun. Birkaç saniye içinde kendiliğinden yeniden bağlanacak.',
    tooManyStreams:
      'Hesabınızda çok fazla canlı bağlantı açık (en fazla {{max}}). Başka bir pencereyi kapatıp yeniden deneyin.',
    tooManyRideRequests:
      'Kısa sürede çok fazla yolculuk istediniz. Lütfen {{minutes}} dakika bekleyip yeniden deneyin.',
    favouritePlaceNotFound: 'Favori yer bulunamadı.',
    tooManyFavouritePlaces: 'En fazla {{max}} favori yer kaydedebilirsiniz. Yenisini eklemeden önce birini silin.',
    tripShareNotFound: 'Bu paylaşılan yolculuk bağlantısı geçerli değil: iptal edilmiş ya da yolculuk sona ermiş.',
    tripShareArrived: 'Yolcu varış noktasına ulaştı: bu yolculuk artık paylaşılmıyor.',
    rideNotOpen: 'Yolculuk yalnızca sürerken paylaşılabilir.',
  },
}
