import type { PrivacyPolicy } from '@sencare/shared/contracts';

/**
 * The privacy policy users accept at login. Changing the text means a new `version`: every user is
 * then asked to accept again (login answers auth.privacyOutdated for an older version).
 */
export const PRIVACY_POLICY: PrivacyPolicy = {
  version: '2026-11-01',
  title: { en: 'SenCare privacy policy', vi: 'Chính sách quyền riêng tư của SenCare' },
  body: {
    en: [
      'SenCare processes your personal data to manage your insurance policies, e-cards, claims and cashless service, in line with Decree 13/2023/ND-CP on personal data protection.',
      'We collect the data you give us (name, identity document, contact details, bank account for reimbursements, medical documents you upload for claims) and technical data about how you use the app.',
      'Your data is shared only with your insurer, the medical providers you use for cashless service, and banks that pay your claims. We never sell it.',
      'Medical documents are kept for as long as the law requires for insurance records and then deleted.',
      'You may ask to see, correct or delete your data, or withdraw your consent, by writing to privacy@sencare.vn.',
    ].join('\n\n'),
    vi: [
      'SenCare xử lý dữ liệu cá nhân của bạn để quản lý hợp đồng bảo hiểm, thẻ bảo hiểm điện tử, hồ sơ bồi thường và dịch vụ bảo lãnh viện phí, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.',
      'Chúng tôi thu thập dữ liệu bạn cung cấp (họ tên, giấy tờ tùy thân, thông tin liên hệ, tài khoản ngân hàng nhận bồi thường, chứng từ y tế bạn tải lên) và dữ liệu kỹ thuật về cách bạn sử dụng ứng dụng.',
      'Dữ liệu chỉ được chia sẻ với công ty bảo hiểm của bạn, cơ sở y tế bạn sử dụng dịch vụ bảo lãnh và ngân hàng chi trả bồi thường. Chúng tôi không bao giờ bán dữ liệu của bạn.',
      'Chứng từ y tế được lưu trữ trong thời hạn pháp luật yêu cầu đối với hồ sơ bảo hiểm, sau đó sẽ được xóa.',
      'Bạn có thể yêu cầu xem, chỉnh sửa, xóa dữ liệu hoặc rút lại sự đồng ý bằng cách gửi thư tới privacy@sencare.vn.',
    ].join('\n\n'),
  },
};
