import type { ClaimStatusName, LocalizedText } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';

interface Text {
  title_en: string;
  title_vi: string;
  body_en: string;
  body_vi: string;
}

/** Inbox texts for the transitions a customer should know about (docs/architecture.md "Claim lifecycle"). */
const TEXTS: Partial<Record<ClaimStatusName, (id: string) => Text>> = {
  processing: (id) => ({
    title_en: `Claim ${id} received`,
    title_vi: `Đã nhận hồ sơ ${id}`,
    body_en: `We received claim ${id}. Claims are handled within 24 working hours.`,
    body_vi: `Chúng tôi đã nhận hồ sơ ${id}. Hồ sơ được xử lý trong vòng 24 giờ làm việc.`,
  }),
  supplement_requested: (id) => ({
    title_en: `Claim ${id}: documents requested`,
    title_vi: `Hồ sơ ${id}: cần bổ sung chứng từ`,
    body_en: `The insurer needs more documents for claim ${id}. Open the claim to answer the request.`,
    body_vi: `Công ty bảo hiểm cần bổ sung chứng từ cho hồ sơ ${id}. Mở hồ sơ để phản hồi yêu cầu.`,
  }),
  to_be_revised: (id) => ({
    title_en: `Claim ${id}: please revise`,
    title_vi: `Hồ sơ ${id}: cần chỉnh sửa`,
    body_en: `Claim ${id} needs changes before it can be assessed.`,
    body_vi: `Hồ sơ ${id} cần được chỉnh sửa trước khi thẩm định.`,
  }),
  waiting_originals: (id) => ({
    title_en: `Claim ${id}: original documents needed`,
    title_vi: `Hồ sơ ${id}: cần chứng từ gốc`,
    body_en: `Please send the original documents of claim ${id} for settlement.`,
    body_vi: `Vui lòng gửi chứng từ gốc của hồ sơ ${id} để giải quyết bồi thường.`,
  }),
  settled: (id) => ({
    title_en: `Claim ${id} settled`,
    title_vi: `Hồ sơ ${id} đã được giải quyết`,
    body_en: `Claim ${id} has been assessed. Open it to see the decision per fee item.`,
    body_vi: `Hồ sơ ${id} đã được thẩm định. Mở hồ sơ để xem kết quả từng khoản chi phí.`,
  }),
  denied: (id) => ({
    title_en: `Claim ${id} denied`,
    title_vi: `Hồ sơ ${id} bị từ chối`,
    body_en: `Claim ${id} was denied. Open it to read the reason.`,
    body_vi: `Hồ sơ ${id} bị từ chối. Mở hồ sơ để xem lý do.`,
  }),
  cancelled: (id) => ({
    title_en: `Claim ${id} cancelled`,
    title_vi: `Hồ sơ ${id} đã hủy`,
    body_en: `Claim ${id} has been cancelled.`,
    body_vi: `Hồ sơ ${id} đã được hủy.`,
  }),
  to_be_paid: (id) => ({
    title_en: `Claim ${id}: payment on its way`,
    title_vi: `Hồ sơ ${id}: đang chờ thanh toán`,
    body_en: `The reimbursement of claim ${id} has been approved for payment.`,
    body_vi: `Số tiền bồi thường của hồ sơ ${id} đã được duyệt chi.`,
  }),
  paid: (id) => ({
    title_en: `Claim ${id} paid`,
    title_vi: `Hồ sơ ${id} đã thanh toán`,
    body_en: `The reimbursement of claim ${id} has been paid to your account.`,
    body_vi: `Số tiền bồi thường của hồ sơ ${id} đã được chuyển vào tài khoản của bạn.`,
  }),
  payment_failed: (id) => ({
    title_en: `Claim ${id}: payment unsuccessful`,
    title_vi: `Hồ sơ ${id}: thanh toán không thành công`,
    body_en: `We could not pay claim ${id}. Please check your bank details.`,
    body_vi: `Không thể thanh toán hồ sơ ${id}. Vui lòng kiểm tra thông tin ngân hàng.`,
  }),
  finished: (id) => ({
    title_en: `Claim ${id} finished`,
    title_vi: `Hồ sơ ${id} đã hoàn tất`,
    body_en: `Claim ${id} is closed.`,
    body_vi: `Hồ sơ ${id} đã được đóng.`,
  }),
};

/** Back to processing from a step the customer or the post room completed: not "received" again. */
const RESUMED = (id: string): Text => ({
  title_en: `Claim ${id} is being assessed again`,
  title_vi: `Hồ sơ ${id} đang được thẩm định lại`,
  body_en: `We have what we asked for on claim ${id} and continue the assessment.`,
  body_vi: `Chúng tôi đã nhận đủ nội dung yêu cầu cho hồ sơ ${id} và tiếp tục thẩm định.`,
});

/** The move's note closes the message, each language's body with that language's note. */
export async function notifyCustomer(db: Db, userId: number, claimId: string, status: ClaimStatusName, note?: LocalizedText | null, from?: ClaimStatusName): Promise<void> {
  const text = status === 'processing' && from && from !== 'draft' ? RESUMED(claimId) : TEXTS[status]?.(claimId);
  if (!text) return;
  const suffix = (line: string | undefined) => (line ? `\n${line}` : '');
  await db
    .insertInto('messages')
    .values({ user_id: userId, ...text, body_en: text.body_en + suffix(note?.en), body_vi: text.body_vi + suffix(note?.vi), link: `#/claims/detail?id=${encodeURIComponent(claimId)}`, read_at: null, created_at: nowIso() })
    .execute();
}
