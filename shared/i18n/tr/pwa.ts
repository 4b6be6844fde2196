import type { offlinePage as enOfflinePage, pwa as en } from '../en/pwa.ts'

export const pwa: typeof en = {
  updateReady: 'Yeni sürüm hazır',
  reload: 'Yenileyin',
  later: 'Sonra',
}

export const offlinePage: typeof enOfflinePage = {
  title: 'İnternet bağlantınız yok',
  text: 'Bu sayfa için internet bağlantısı gerekiyor. Bağlantınızı kontrol edip yeniden deneyin.',
  retry: 'Yeniden deneyin',
  home: 'Ana sayfa',
}
