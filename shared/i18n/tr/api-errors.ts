import type { Catalog } from '../types.ts'
import type { apiErrors as en } from '../en/api-errors.ts'

export const apiErrors: Catalog<typeof en> = {
  unauthorized: 'Devam etmek için lütfen giriş yapın.',
  forbidden: 'Buna erişim yetkiniz yok.',
  notFound: 'Bulunamadı.',
  emailTaken: 'Bu e-posta ile kayıtlı bir hesap zaten var. Giriş yapın veya şifrenizi sıfırlayın.',
  phoneTaken: 'Bu telefon numarası başka bir hesapta kayıtlı. Numara sizinse giriş yapın ya da şifrenizi sıfırlayın.',
  internal: 'Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.',
  unavailable: 'Hizmet kısa bir süre için kullanılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  storageFull: 'Hiçbir şey kaydedilemedi: hizmetin depolama alanı doldu. Lütfen birkaç dakika sonra tekrar deneyin.',
  overloaded: 'Hizmet şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.',
  shuttingDown: 'Bu sunucu kapanıyor. Lütfen biraz sonra tekrar deneyin.',
  crossSite: 'Bu istek başka bir siteden geldiği için reddedildi. Lütfen Durak sitesini veya uygulamasını kullanın.',
  bodyTooDeep: 'İstek çok derin iç içe geçmiş. Lütfen daha basit bir istek gönderin.',
  commonPassword: 'Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen başka bir şifre seçin.',
  invalidJson: 'İsteğin gövdesi geçerli bir JSON değil.',
  bodyTooLarge: 'İstek çok büyük: en fazla 64 KB gönderin.',
  unsupportedMediaType: 'Lütfen isteğin gövdesini JSON olarak gönderin (Content-Type: application/json).',
  uriTooLong: 'İstek adresi (URL) çok uzun.',
  invalidUrl: 'İstek adresi (URL) geçerli değil.',
  methodNotAllowed: 'Bu adres bu tür bir isteği kabul etmiyor.',
  invalidCursor: 'Bu sayfa bağlantısı artık geçerli değil. Lütfen ilk sayfadan yeniden başlayın.',
}
