import type { account as en } from '../en/account.ts'

export const account: typeof en = {
  driverPanel: 'Şoför paneli',
  passengerPanel: 'Yolcu paneli',
  logout: 'Çıkış yapın',
  loggingOut: 'Çıkış yapılıyor…',
  logoutFailed: 'Çıkış yapılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
}
