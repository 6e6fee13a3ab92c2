import type { ConsentPurpose } from '@sencare/shared/contracts';

export interface PurposeText {
  version: string;
  title: { en: string; vi: string };
  text: { en: string; vi: string };
}

export interface PurposeDefinition {
  purpose: ConsentPurpose;
  /** The contract cannot be served without it (docs/privacy.md "Consent"): accepted to go on, never withdrawn in the app. */
  needed: boolean;
  /** Every version ever shown, oldest first; the last is the one in force. Old ones stay: an answer given on them must print as it was read. */
  versions: PurposeText[];
}

const V1 = '2026-11-01';

/**
 * The purposes SenCare asks consent for, each in its own words (docs/privacy.md "Consent").
 * Changing a text means appending a version: everyone is then asked about that purpose alone,
 * once. Never edit a version that was shown: answers point at it by its version string.
 */
export const PURPOSES: readonly PurposeDefinition[] = [
  {
    purpose: 'contract',
    needed: true,
    versions: [
      {
        version: V1,
        title: { en: 'Handling my policies and claims', vi: 'Xử lý hợp đồng và hồ sơ bồi thường của tôi' },
        text: {
          en: 'SenCare and my insurer process my identity, contact details, policy and claim data, the medical documents I upload and my bank account for payouts, in order to manage my policies and e-cards and to assess and pay my claims. Without this the insurance contract cannot be served.',
          vi: 'SenCare và công ty bảo hiểm của tôi xử lý thông tin định danh, thông tin liên hệ, dữ liệu hợp đồng và hồ sơ bồi thường, chứng từ y tế tôi tải lên và tài khoản ngân hàng nhận tiền, để quản lý hợp đồng, thẻ bảo hiểm điện tử và thẩm định, chi trả bồi thường cho tôi. Thiếu sự đồng ý này, hợp đồng bảo hiểm không thể được thực hiện.',
        },
      },
    ],
  },
  {
    purpose: 'cashless-sharing',
    needed: true,
    versions: [
      {
        version: V1,
        title: { en: 'Sharing with hospitals for cashless service', vi: 'Chia sẻ với cơ sở y tế để bảo lãnh viện phí' },
        text: {
          en: 'When I use cashless service at a hospital, SenCare shares with that hospital my name, date of birth, card number and cover, and receives from it my diagnosis and bill, so the insurer can guarantee payment.',
          vi: 'Khi tôi sử dụng dịch vụ bảo lãnh viện phí tại một cơ sở y tế, SenCare chia sẻ với cơ sở đó họ tên, ngày sinh, số thẻ và quyền lợi bảo hiểm của tôi, và nhận từ cơ sở đó chẩn đoán và chi phí điều trị, để công ty bảo hiểm bảo lãnh thanh toán.',
        },
      },
    ],
  },
  {
    purpose: 'biometric',
    needed: true,
    versions: [
      {
        version: V1,
        title: { en: 'Identity and portrait checks for cashless', vi: 'Xác minh danh tính và ảnh chân dung cho bảo lãnh viện phí' },
        text: {
          en: 'To confirm at the hospital desk that I am the insured person, SenCare compares my portrait and identity document. Biometric data is sensitive personal data: it is used only for this check.',
          vi: 'Để xác nhận tại quầy tiếp đón của cơ sở y tế rằng tôi là người được bảo hiểm, SenCare đối chiếu ảnh chân dung và giấy tờ tùy thân của tôi. Dữ liệu sinh trắc học là dữ liệu cá nhân nhạy cảm: chỉ được dùng cho việc xác minh này.',
        },
      },
    ],
  },
  {
    purpose: 'service-messages',
    needed: true,
    versions: [
      {
        version: V1,
        title: { en: 'Service messages', vi: 'Tin nhắn dịch vụ' },
        text: {
          en: 'SenCare sends me messages about my policies, claims and cashless requests (in the app and by email), such as a decision or a document asked for.',
          vi: 'SenCare gửi cho tôi tin nhắn về hợp đồng, hồ sơ bồi thường và yêu cầu bảo lãnh của tôi (trong ứng dụng và qua email), ví dụ một quyết định hoặc một chứng từ cần bổ sung.',
        },
      },
    ],
  },
  {
    purpose: 'product-news',
    needed: false,
    versions: [
      {
        version: V1,
        title: { en: 'Product news and offers', vi: 'Tin tức sản phẩm và ưu đãi' },
        text: {
          en: 'SenCare may send me news about insurance products and offers. I can switch this off at any time in Mine, under Privacy & consents.',
          vi: 'SenCare có thể gửi cho tôi tin tức về sản phẩm bảo hiểm và ưu đãi. Tôi có thể tắt bất cứ lúc nào tại mục Của tôi, phần Quyền riêng tư & đồng ý.',
        },
      },
    ],
  },
  {
    purpose: 'analytics',
    needed: false,
    versions: [
      {
        version: V1,
        title: { en: 'Usage analytics', vi: 'Phân tích cách sử dụng' },
        text: {
          en: 'SenCare records which screens and functions I use (never what I type) to improve the app. I can switch this off at any time in Mine, under Privacy & consents.',
          vi: 'SenCare ghi lại các màn hình và chức năng tôi sử dụng (không bao giờ ghi nội dung tôi nhập) để cải thiện ứng dụng. Tôi có thể tắt bất cứ lúc nào tại mục Của tôi, phần Quyền riêng tư & đồng ý.',
        },
      },
    ],
  },
];

export function currentText(definition: PurposeDefinition): PurposeText {
  return definition.versions[definition.versions.length - 1];
}

export function textOf(purpose: ConsentPurpose, version: string, purposes: readonly PurposeDefinition[] = PURPOSES): PurposeText | undefined {
  return purposes.find((p) => p.purpose === purpose)?.versions.find((v) => v.version === version);
}
