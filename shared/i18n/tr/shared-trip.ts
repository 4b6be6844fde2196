import type { sharedTrip as en } from '../en/shared-trip.ts'

export const sharedTrip: typeof en = {
  heading: 'Paylaşılan yolculuk',
  intro: '{{name}} taksi yolculuğunu sizinle paylaştı. Bu sayfa birkaç saniyede bir güncellenir.',
  introNoName: 'Bir yolcu taksi yolculuğunu sizinle paylaştı. Bu sayfa birkaç saniyede bir güncellenir.',
  loading: 'Yolculuk yükleniyor…',
  status: {
    REQUESTED: 'Taksi aranıyor',
    ASSIGNED: 'Taksi biniş noktasına geliyor',
    ARRIVED: 'Taksi biniş noktasında bekliyor',
    IN_PROGRESS: 'Varış noktasına gidiliyor',
    other: 'Yolculuk sürüyor',
  },
  taxi: {
    heading: 'Taksi',
    plate: 'Plaka',
    car: 'Araç',
    driver: 'Şoför',
    notAssigned: 'Yolculuğu henüz bir taksi almadı.',
    unknown: 'Belirtilmemiş',
  },
  route: {
    heading: 'Güzergâh',
    pickup: 'Nereden',
    dropoff: 'Nereye',
    noDropoff: 'Yolcu şoföre söyleyecek',
  },
  map: {
    label: 'Taksinin konumunu gösteren harita',
    taxi: 'Taksi {{plate}}',
    taxiNoPlate: 'Taksi',
    noPosition: 'Taksinin konumu henüz bilinmiyor.',
    positionAt: 'Konum saati: {{time}}',
  },
  updatedAt: 'Son güncelleme: {{time}}',
  stale: 'Yolculuk güncellenemedi. Yeniden deneniyor…',
  slowedDown: 'Çok fazla güncelleme: bir sonraki {{seconds}} sn sonra.',
  ended: {
    heading: 'Bu yolculuk artık paylaşılmıyor',
    text: 'Yolculuk sona erdi ya da yolcu bağlantıyı kapattı. Yolculukla ilgili başka bilgi gösterilmez.',
  },
  arrived: {
    heading: 'Yolcu varış noktasına ulaştı',
    named: '{{name}} varış noktasına ulaştı',
    text: 'Yolculuk bitti ve artık paylaşılmıyor. Yolculukla ilgili başka bilgi gösterilmez.',
  },
  missing: {
    heading: 'Bu bağlantı eksik',
    text: 'Size gönderilen bağlantının tamamını, “#” işaretinden sonraki kısmıyla birlikte açın.',
  },
  home: 'Ana sayfaya gidin',
}
