import type { map as en } from '../en/map.ts'

export const map: typeof en = {
  keyboardHint:
    'Harita: ok tuşları haritayı kaydırır, artı ve eksi yakınlaştırıp uzaklaştırır, Tab işaretlere geçer. Taşınabilir bir işarette ok tuşları işareti taşır.',
  placeHint: 'İşareti haritanın ortasına koymak için haritada Enter’a basın.',
  textEquivalent: 'Haritada gösterilenler',
  noMarkers: 'Haritada henüz işaret yok.',
  markerAt: '{{label}}: enlem {{lat}}, boylam {{lng}}',
  movablePin: '{{label}} (taşınabilir işaret: ok tuşlarıyla taşıyın)',
  pinMoved: '{{label}} taşındı: enlem {{lat}}, boylam {{lng}}',
  zoomIn: 'Yakınlaştırın',
  zoomOut: 'Uzaklaştırın',
  osmCredit: '© OpenStreetMap katkıda bulunanlar',
  loading: 'Harita yükleniyor…',
  kinds: {
    pickup: 'Biniş noktası',
    dropoff: 'Varış noktası',
    taxi: 'Taksi',
    me: 'Siz',
  },
}
