import type { ValidationKey } from '../../schemas/fields.ts'

export const validation: Record<ValidationKey, string> = {
  firstNameRequired: 'Ad zorunludur',
  lastNameRequired: 'Soyad zorunludur',
  emailRequired: 'E-posta zorunludur',
  emailInvalid: 'Geçerli bir e-posta girin',
  phoneRequired: 'Telefon numarası zorunludur',
  phoneInvalid: 'Geçerli bir telefon numarası girin (0555 555 55 55)',
  passwordRequired: 'Şifre zorunludur',
  passwordTooShort: 'Şifre en az 6 karakter olmalıdır',
  passwordTooLong: 'Şifre en fazla 128 karakter olabilir',
  passwordsDoNotMatch: 'Şifreler eşleşmiyor',
  cityRequired: 'Şehir seçimi zorunludur',
  emailTaken: 'Bu e-posta ile kayıtlı bir hesap zaten var. Giriş yapın veya şifrenizi sıfırlayın.',
  reasonRequired: 'Sebep zorunludur',
  nameRequired: 'Ad soyad zorunludur',
  messageRequired: 'Mesaj zorunludur',
  categoryRequired: 'Kategori zorunludur',
  tooLong: 'Bu alan çok uzun',
  invalid: 'Bu değer geçerli değil',
}
